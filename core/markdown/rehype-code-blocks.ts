/**
 * Gives every fenced code block a header bar, before it is highlighted
 * (rehype-highlight.ts fills the `pre` in place, inside the wrapper):
 *
 *   div.code-block[data-lang]
 *     div.code-header[data-label]   the title (```json title="anuncios.json"```) or the language, and the copy button
 *     pre
 *
 * In a tab group (:::code-tabs) the group has the one header: its tab list
 * and a copy button that copies the panel shown; the blocks inside have none.
 * The button sits in the bar, never over the code, so it can always be
 * visible. It holds no text, only an aria-label, and the language label is
 * drawn from `data-label` by CSS: neither adds words to the search index.
 * The browser wires the button (app/components/behaviour/copy-code.ts).
 */
import { visit } from "unist-util-visit";
import { fencedCode, fenceSandboxMark, fenceTitle } from "./fenced-code";

const el = (tagName: string, properties: Record<string, unknown>, children: any[] = []) => ({ type: "element", tagName, properties, children });

const copyButton = () => el("button", { type: "button", className: ["copy-code"], ariaLabel: "Copiar código", title: "Copiar código" });

const hasClass = (node: any, name: string) => Array.isArray(node.properties?.className) && node.properties.className.includes(name);

export default function rehypeCodeBlocks() {
  return (tree: any) => {
    visit(tree, "element", (node: any, index, parent: any) => {
      if (hasClass(node, "code-tabs")) {
        const [tablist, ...panels] = node.children;
        node.children = [el("div", { className: ["code-header"] }, [tablist, copyButton()]), ...panels];
        return;
      }
      const block = fencedCode(node);
      if (!block || !parent || index === undefined) return;
      const { lang, meta } = block;
      const inTabs = parent.properties?.role === "tabpanel";
      const shownLang = lang && lang !== "text" ? lang : undefined;
      const title = fenceTitle(meta);
      // A block with neither title nor language says it is plain text: a bar with only a button looks unfinished.
      const header = el("div", { className: ["code-header"], dataLabel: title ? undefined : (shownLang ?? "texto") }, [
        ...(title ? [el("span", { className: ["code-title"] }, [{ type: "text", value: title }])] : []),
        copyButton(),
      ]);
      parent.children[index] = el(
        "div",
        { className: ["code-block"], dataLang: shownLang, dataSandbox: fenceSandboxMark(meta) },
        inTabs ? [node] : [header, node],
      );
      return "skip";
    });
  };
}
