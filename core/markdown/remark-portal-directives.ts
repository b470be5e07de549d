/**
 * The portal's own markdown extensions, written with remark-directive:
 *   :::tip / :::info / :::warning / :::danger / :::details   admonitions, optional [custom title]
 *   :::code-tabs                                               synchronised tabs over fenced code blocks
 *   :::release{date="YYYY-MM-DD"}                              content hidden after that date
 *   :::cards                                                   a list of links as cards (each item starts with its link)
 *   :::steps                                                   a numbered list as a path of steps
 *   :::island{name="validator"}                                an interactive component's mount point (app/islands.tsx);
 *                                                              its content is what a reader without JavaScript sees
 *   :badge[Novo]{type=new}                                     inline status badge
 * Directives become plain elements (data.hName) so they render without any
 * client-side MDX component; the browser only adds behaviour.
 */
import { visit } from "unist-util-visit";
import { toString } from "mdast-util-to-string";
import { fenceTitle } from "./fenced-code";

const ADMONITION_TITLES: Record<string, string> = {
  tip: "Dica",
  info: "Informação",
  warning: "Atenção",
  danger: "Perigo",
  details: "Detalhes",
};

const TAB_LABELS: Record<string, string> = {
  bash: "cURL",
  sh: "cURL",
  shell: "cURL",
  curl: "cURL",
  js: "JavaScript",
  javascript: "JavaScript",
  ts: "TypeScript",
  typescript: "TypeScript",
  python: "Python",
  py: "Python",
  php: "PHP",
  json: "JSON",
  xml: "XML",
  http: "HTTP",
};

const el = (hName: string, hProperties: Record<string, unknown>, children: any[] = [], type = "paragraph") => ({
  type,
  data: { hName, hProperties },
  children,
});

function fail(node: any, message: string): never {
  const line = node.position?.start?.line;
  throw new Error(line ? `line ${line}: ${message}` : message);
}

function admonition(node: any) {
  const kind = node.name as string;
  const labelIndex = node.children.findIndex((c: any) => c.data?.directiveLabel);
  const customTitle = labelIndex >= 0 ? toString(node.children[labelIndex]) : "";
  const body = node.children.filter((_: any, i: number) => i !== labelIndex);
  const title = customTitle || ADMONITION_TITLES[kind];
  if (kind === "details") {
    node.data = { hName: "details", hProperties: { className: ["admonition", "admonition-details"] } };
    node.children = [el("summary", {}, [{ type: "text", value: title }]), ...body];
    return;
  }
  node.data = { hName: "aside", hProperties: { className: ["admonition", `admonition-${kind}`], role: "note", "aria-label": title } };
  node.children = [el("p", { className: ["admonition-title"] }, [{ type: "text", value: title }]), ...body];
}

function codeTabs(node: any, tabsId: number) {
  const blocks = node.children.filter((c: any) => c.type === "code");
  if (blocks.length === 0 || blocks.length !== node.children.length) fail(node, ":::code-tabs must contain only fenced code blocks");
  const labels = blocks.map((code: any) => {
    return fenceTitle(code.meta) ?? TAB_LABELS[code.lang ?? ""] ?? (code.lang || "Texto");
  });
  const id = (i: number) => `tabs-${tabsId}-${i}`;
  const tablist = el(
    "div",
    { role: "tablist", className: ["code-tabs-list"] },
    labels.map((label: string, i: number) =>
      el(
        "button",
        {
          type: "button",
          role: "tab",
          id: `${id(i)}-tab`,
          "aria-controls": id(i),
          "aria-selected": i === 0 ? "true" : "false",
          tabIndex: i === 0 ? 0 : -1,
          dataTab: label,
        },
        [{ type: "text", value: label }],
      ),
    ),
  );
  const panels = blocks.map((code: any, i: number) =>
    el(
      "div",
      {
        role: "tabpanel",
        id: id(i),
        "aria-labelledby": `${id(i)}-tab`,
        className: ["code-tabs-panel"],
        dataTab: labels[i],
        hidden: i === 0 ? undefined : true,
      },
      [code],
      "blockquote",
    ),
  );
  node.data = { hName: "div", hProperties: { className: ["code-tabs"], "data-tabs": labels.join("|") } };
  node.children = [tablist, ...panels];
}

/** The one list a :::cards or :::steps holds, which takes the directive's place with the class that styles it. */
function styledList(node: any, className: string, ordered: boolean) {
  const [list, ...rest] = node.children;
  if (list?.type !== "list" || Boolean(list.ordered) !== ordered || rest.length)
    fail(node, `:::${node.name} must contain one ${ordered ? "numbered" : "bulleted"} list and nothing else`);
  list.data = { ...list.data, hProperties: { className: [className] } };
  return list;
}

/** Cards: each item of the list is a card, its first link the card's title (and its target, for the whole card). */
function cards(node: any) {
  const list = styledList(node, "cards", false);
  for (const item of list.children) {
    const link = item.children[0]?.children?.[0];
    if (link?.type !== "link") fail(item, ":::cards: each item must start with its link, as in `- [Título](/pagina.html) O que a página resolve.`");
    item.data = { hProperties: { className: ["card"] } };
    link.data = { hProperties: { className: ["card-link"] } };
  }
  return list;
}

/** An island's mount point: a div naming the component the browser mounts there over the fallback content. */
function island(node: any) {
  const name = node.attributes?.name ?? "";
  if (!/^[a-z][a-z0-9-]*$/.test(name)) fail(node, `:::island needs the component's name, as in :::island{name="validator"}, got "${name}"`);
  node.data = { hName: "div", hProperties: { "data-island": name } };
}

/**
 * A container directive never closed runs to the end of the page, which is
 * then drawn inside the box: an error with the line it opens on. Its last
 * line must be its closing fence. (A container placed by `::snippet` sits
 * on the one line of that directive, with nothing to check.)
 */
function checkClosed(node: any, lines: string[] | undefined) {
  const { start, end } = node.position ?? {};
  if (!lines || !start || !end || start.line === end.line) return;
  if (!/^\s*:{3,}\s*$/.test(lines[end.line - 1] ?? "")) fail(node, `:::${node.name} is never closed: end it with ":::" on a line of its own`);
}

export default function remarkPortalDirectives() {
  return (tree: any, file?: { value?: unknown }) => {
    let tabsCount = 0;
    const lines = typeof file?.value === "string" ? file.value.split("\n") : undefined;
    visit(tree, (node: any, index, parent: any) => {
      if (node.type === "containerDirective") checkClosed(node, lines);
      if (node.type === "containerDirective" && (node.name === "cards" || node.name === "steps")) {
        parent.children[index!] = node.name === "cards" ? cards(node) : styledList(node, "steps", true);
        return;
      }
      if (node.type === "containerDirective") {
        if (node.name in ADMONITION_TITLES) admonition(node);
        else if (node.name === "code-tabs") codeTabs(node, tabsCount++);
        else if (node.name === "island") island(node);
        else if (node.name === "release") {
          const date = node.attributes?.date ?? "";
          if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(node, `:::release needs date="YYYY-MM-DD", got "${date}"`);
          node.data = { hName: "div", hProperties: { "data-release": date, className: ["release"] } };
        }
      } else if (node.type === "textDirective" && node.name === "badge") {
        const type = node.attributes?.type ?? "info";
        node.data = { hName: "span", hProperties: { className: ["badge", `badge-${type}`] } };
      }
    });
  };
}

/**
 * Runs last. "Hora:10h" or "ver:abc" in prose parses as a text directive;
 * give such text back instead of silently dropping it. A block directive that
 * no plugin handled is an authoring error.
 */
export function remarkUnknownDirectives() {
  return (tree: any) => {
    visit(tree, (node: any, index, parent: any) => {
      if (node.data?.hName || !String(node.type).endsWith("Directive")) return;
      if (node.type === "textDirective" && parent && index !== undefined) {
        const label = toString(node);
        parent.children[index] = { type: "text", value: `:${node.name}${label ? `[${label}]` : ""}` };
        return;
      }
      fail(node, `unknown directive "${node.name}"`);
    });
  };
}

/**
 * `{id}` in a sentence is MDX for "the JavaScript value id", which no page
 * defines: the render then failed with "id is not defined" and no line. A
 * bare name in braces that no import or export of the page declares is an
 * authoring error with its line, saying how to write it.
 */
export function remarkPlainExpressions() {
  return (tree: any) => {
    const declared = new Set<string>();
    visit(tree, "mdxjsEsm", (node: any) => {
      for (const match of String(node.value).matchAll(/\b(?:const|let|var|function|import|as)\s+\{?\s*([A-Za-z_$][\w$]*)/g)) declared.add(match[1]);
    });
    visit(tree, (node: any) => {
      if (node.type !== "mdxTextExpression" && node.type !== "mdxFlowExpression") return;
      const name = String(node.value).trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name) && !declared.has(name))
        fail(node, `{${name}} in the text is read as JavaScript: write it as inline code, \`{${name}}\``);
    });
  };
}
