/**
 * Wraps every fenced code block in `div.code-block` with a copy button, before
 * it is highlighted (rehype-highlight.ts fills the `pre` in place, inside the wrapper).
 * The wrapper carries the language (`data-lang`, shown as a small label) and
 * an optional `title="..."` from the fence meta (shown as a file-name bar).
 * The button holds no text, only an aria-label, so it adds nothing to the
 * search index; the browser wires it (app/components/behaviour/copy-code.ts).
 */
import { visit } from "unist-util-visit";
import { fencedCode } from "./fenced-code";

export default function rehypeCodeBlocks() {
  return (tree: any) => {
    visit(tree, "element", (node: any, index, parent: any) => {
      const block = fencedCode(node);
      if (!block || !parent || index === undefined) return;
      const { lang, meta } = block;
      const title = /title="([^"]+)"/.exec(meta)?.[1];
      const inTabs = parent.properties?.role === "tabpanel";
      const children: any[] = [];
      if (title && !inTabs) children.push({ type: "element", tagName: "div", properties: { className: ["code-title"] }, children: [{ type: "text", value: title }] });
      children.push(node, {
        type: "element",
        tagName: "button",
        properties: { type: "button", className: ["copy-code"], ariaLabel: "Copiar código", title: "Copiar código" },
        children: [],
      });
      parent.children[index] = {
        type: "element",
        tagName: "div",
        properties: { className: ["code-block"], dataLang: lang && lang !== "text" && !inTabs ? lang : undefined },
        children,
      };
      return "skip";
    });
  };
}
