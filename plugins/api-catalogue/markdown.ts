/**
 * Markdown written by a directive, turned into mdast with the same GFM and
 * directive syntax as the pages (tables, inline code, links, `:endpoint{op=…}`
 * references). Every node takes the directive's position, so a broken link in
 * generated text is reported at the directive's line of the page.
 */
import { directiveFromMarkdown } from "mdast-util-directive";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { directive } from "micromark-extension-directive";
import { gfm } from "micromark-extension-gfm";

type Node = any;

function placeAt(node: Node, position: Node) {
  node.position = position;
  for (const child of node.children ?? []) placeAt(child, position);
}

/** Block nodes (tables, paragraphs, lists, code) of a markdown text. */
export function markdownBlocks(markdown: string, position: Node): Node[] {
  const root = fromMarkdown(markdown, { extensions: [gfm(), directive()], mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown()] });
  for (const child of root.children) placeAt(child, position);
  return root.children;
}

/** A table cell's text: one line, pipes escaped. */
export const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, " ")
    .replace(/\|/g, "\\|")
    .trim() || " ";

export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Inline code for any text, whatever backticks it holds. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced code block. */
export function codeBlock(lang: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/^`{3,}/gm)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${lang}\n${text}\n${fence}`;
}
