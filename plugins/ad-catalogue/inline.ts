/**
 * The catalogue's notes, rules and labels are short inline markdown
 * (`code`, **bold**, [text](/page.html)): parsed with mdast-util-from-markdown
 * into phrasing nodes. Positions are dropped: they point into the catalogue
 * string, not into the page.
 */
import type { PhrasingContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { visit } from "unist-util-visit";

/**
 * Text that Markdown leaves as it is: it starts with a letter (no list or
 * heading) and holds no character that opens a construct (code, emphasis,
 * links, HTML, references, escapes). Most labels are such text, and parsing
 * them was most of a parameter table's cost.
 */
const PLAIN = /^\p{L}[\p{L}\p{N} ,.;:()/%ºª°'"?+=-]*$/u;

/**
 * Each text's nodes, parsed once per process: the same notes and labels fill
 * the tables of many pages (bench/README.md, "Stop 21"). Handed out as
 * copies, since a page's later steps change the nodes they are given.
 */
const parsed = new Map<string, PhrasingContent[]>();

export function inline(source: string): PhrasingContent[] {
  if (PLAIN.test(source) && !/\s$/.test(source)) return [{ type: "text", value: source }];
  let nodes = parsed.get(source);
  if (!nodes) parsed.set(source, (nodes = parse(source)));
  return structuredClone(nodes);
}

function parse(source: string): PhrasingContent[] {
  const root = fromMarkdown(source);
  visit(root, (node) => {
    delete node.position;
  });
  const [first, ...rest] = root.children;
  if (!first) return [];
  if (first.type !== "paragraph" || rest.length) {
    throw new Error(`catalogue text is not a single line of inline markdown: ${JSON.stringify(source)}`);
  }
  return first.children;
}
