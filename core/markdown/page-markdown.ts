/**
 * A page as plain Markdown, for machines (/llms-full.txt): the same text a
 * reader sees, tables and code blocks kept. Made while the page compiles,
 * from the tree its HTML is written from (a page of plain Markdown), or from
 * its rendered HTML (a page rendered by React); either way the tree is written
 * with hast-util-to-mdast and mdast-util-to-markdown (GFM tables), after what
 * only makes sense on screen becomes its text equivalent:
 *  - heading anchors, copy buttons, tab lists, screen-reader notes and
 *    line-break hints (`<wbr>`) go;
 *  - a highlighted block becomes a fenced block of its text, with its
 *    language (or, in code tabs, its tab's label above it);
 *  - an admonition becomes a quote opened by its title in bold;
 *  - a diagram becomes its caption and description in words.
 */
import type { Element, ElementContent, Root } from "hast";
import type { Nodes } from "mdast";
import type { Options as ToMarkdownOptions } from "mdast-util-to-markdown";
import { toString } from "hast-util-to-string";
import { visit, SKIP } from "unist-util-visit";

/**
 * The converters and how Markdown is written, made once: loaded on first use
 * (a build whose pages are all cached never loads them), and the GFM
 * extension not made again for every page, as it was.
 */
let converters: Promise<{ toMdast: typeof import("hast-util-to-mdast").toMdast; write: (tree: Nodes) => string }> | undefined;
const loadConverters = () =>
  (converters ??= Promise.all([import("hast-util-to-mdast"), import("mdast-util-gfm"), import("mdast-util-to-markdown")]).then(
    ([{ toMdast }, { gfmToMarkdown }, { toMarkdown }]) => {
      const options: ToMarkdownOptions = { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: "-", emphasis: "_", rule: "-", fences: true };
      return { toMdast, write: (tree: Nodes) => toMarkdown(tree, options) };
    },
  ));

const classes = (node: Element): string[] => (Array.isArray(node.properties.className) ? node.properties.className.map(String) : []);
const has = (node: Element, name: string) => classes(node).includes(name);
const element = (tagName: string, children: ElementContent[], properties: Element["properties"] = {}): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: "text", value });
const bold = (value: string) => element("p", [element("strong", [text(value)])]);

// A <wbr> only tells a narrow screen where a long code may wrap; left in, the
// Markdown writer trimmed the space after it ("Kitchenette /<wbr> Conjugados"
// became "Kitchenette /Conjugados"), and values must be sent byte for byte.
// The "Testar" panel of an endpoint block is a tool for the browser, not text of the page.
const SCREEN_ONLY = (node: Element) =>
  node.tagName === "wbr" ||
  has(node, "heading-anchor") ||
  has(node, "sr-only") ||
  has(node, "try-it") ||
  node.tagName === "button" ||
  node.properties.role === "tablist";

function codeBlock(block: Element): ElementContent[] {
  const pre = block.children.find((c): c is Element => c.type === "element" && c.tagName === "pre");
  if (!pre) return [block];
  const lang = block.properties.dataLang ? String(block.properties.dataLang) : undefined;
  const code = element("code", [text(toString(pre).replace(/\n$/, ""))], lang ? { className: [`language-${lang}`] } : {});
  return [element("pre", [code])];
}

function diagram(figure: Element): ElementContent[] {
  let title = "";
  let desc = "";
  visit(figure, "element", (node: Element) => {
    if (node.tagName === "title") title = toString(node);
    if (node.tagName === "desc") desc = toString(node);
  });
  return [element("p", [element("strong", [text(`Diagrama: ${title}.`)]), text(` ${desc}`)])];
}

function rewrite(node: Element, pageUrl: string): ElementContent[] | undefined {
  if (SCREEN_ONLY(node)) return [];
  if (node.tagName === "a" && typeof node.properties.href === "string") node.properties.href = new URL(node.properties.href, pageUrl).href;
  // A table cell is one line in Markdown: its lines become a list separated by semicolons.
  if (node.tagName === "td" || node.tagName === "th") {
    visit(node, "element", (br: Element) => void (br.tagName === "br" && Object.assign(br, { tagName: "span", children: [text("; ")] })));
    // React writes a column's alignment as a style, and hast-util-to-mdast reads only `align`.
    const align = /text-align:\s*(left|center|right)/.exec(String(node.properties.style ?? ""));
    if (align) node.properties.align = align[1];
  }
  if (has(node, "badge")) return [text(`(${toString(node)})`)];
  if (node.tagName === "figure" && has(node, "diagram")) return diagram(node);
  if (has(node, "code-block")) return codeBlock(node);
  if (node.properties.role === "tabpanel" && node.properties.dataTab) return [bold(String(node.properties.dataTab)), ...node.children];
  if (has(node, "admonition")) {
    const [first, ...rest] = node.children.filter((c) => c.type === "element") as Element[];
    const titled = first && (has(first, "admonition-title") || first.tagName === "summary");
    return [element("blockquote", titled ? [bold(toString(first)), ...rest] : node.children)];
  }
  return undefined;
}

/** Rewrites the tree top-down; the walk resumes on the replacement, so what it holds is rewritten too. */
function prepare(tree: Root, pageUrl: string) {
  visit(tree, "element", (node: Element, index, parent) => {
    if (!parent || index === undefined) return;
    const replacement = rewrite(node, pageUrl);
    if (!replacement) return;
    parent.children.splice(index, 1, ...(replacement as any));
    return [SKIP, index];
  });
}

/**
 * A copy of `node` deep enough for what is done to it here (prepare and the
 * whitespace step change the tree): every node, its children list and its
 * properties are new; property values and data are shared, as nothing here
 * changes them. Cheaper than a structured clone (hast-util-to-mdast, run as
 * published, still makes its own; the cost of clones: bench/README.md).
 * Positions are left out: the Markdown is written without them, and
 * hast-util-to-mdast's clone of them (three objects a node) and their garbage
 * were 10-25 % of the conversion's CPU.
 */
function copyTree<T extends Root | ElementContent>(node: T): T {
  const { position: _unused, ...rest } = node;
  const copy = rest as T & { properties?: Element["properties"]; children?: ElementContent[] };
  if ("properties" in node) copy.properties = { ...node.properties };
  if ("children" in node) copy.children = (node.children as ElementContent[]).map(copyTree);
  return copy;
}

/**
 * The page whose HTML `tree` is (a highlighted block's inside still in its
 * `data-html`: see rehype-highlight.ts), as Markdown; `tree` is left as it was.
 * `pageUrl`, the page's absolute URL, makes its links absolute: the text is read away from the site.
 */
export async function hastToMarkdown(tree: Root, pageUrl: string): Promise<string> {
  const { toMdast, write } = await loadConverters();
  const copy = copyTree(tree);
  prepare(copy, pageUrl);
  return write(toMdast(copy)).trim();
}

/** A rendered page's HTML as Markdown: for the pages React renders, whose tree the compile never sees. */
export async function htmlToMarkdown(html: string, pageUrl: string): Promise<string> {
  const { fromHtml } = await import("hast-util-from-html");
  return hastToMarkdown(fromHtml(html, { fragment: true }), pageUrl);
}
