/**
 * Typed mdast builders for the catalogue directives (unist-builder's `u`
 * over the mdast types). Directives return real mdast, so the rest of the
 * pipeline (GFM tables, search sections, highlighting) treats catalogue
 * output like hand-written markdown.
 */
import type {
  Blockquote,
  BlockContent,
  Break,
  Code,
  Delete,
  Emphasis,
  InlineCode,
  Link,
  List,
  Paragraph,
  PhrasingContent,
  Strong,
  Table,
  TableCell,
  TableRow,
  Text,
} from "mdast";
import type {} from "mdast-util-to-hast";
import { u } from "unist-builder";

export type Phrasing = PhrasingContent[];

export const text = (value: string): Text => u("text", value);
export const inlineCode = (value: string): InlineCode => u("inlineCode", value);
export const strong = (children: Phrasing): Strong => u("strong", children);
export const del = (children: Phrasing): Delete => u("delete", children);
export const br = (): Break => u("break");
export const link = (url: string, children: Phrasing): Link => u("link", { url }, children);
export const paragraph = (children: Phrasing): Paragraph => u("paragraph", children);
export const codeBlock = (lang: string, value: string): Code => u("code", { lang, meta: null }, value);

export const list = (items: Phrasing[]): List =>
  u(
    "list",
    { ordered: false, spread: false },
    items.map((children) => u("listItem", { spread: false }, [paragraph(children)])),
  );

/** A status badge, the same span the portal's :badge directive makes. */
export const badge = (label: string, kind: "deprecated" | "new" | "info"): Emphasis =>
  u("emphasis", { data: { hName: "span", hProperties: { className: ["badge", `badge-${kind}`] } } }, [text(label)]);

/** Joins groups of phrasing nodes with a separator made fresh for each gap. */
export function join(parts: Phrasing[], separator: () => PhrasingContent): Phrasing {
  return parts.flatMap((p, i) => (i === 0 ? p : [separator(), ...p]));
}

export const joinWith = (parts: Phrasing[], separator: string) => join(parts, () => text(separator));

/** A GFM table: a header row of plain text, then the body rows (one phrasing list per cell). */
export function table(headers: string[], rows: Phrasing[][]): Table {
  const row = (cells: Phrasing[]): TableRow =>
    u(
      "tableRow",
      cells.map((children): TableCell => u("tableCell", children)),
    );
  return u("table", { align: headers.map(() => null) }, [row(headers.map((h) => [text(h)])), ...rows.map(row)]);
}

/** An admonition like the portal's :::warning, built directly (the portal directives already ran). */
export function aside(kind: "info" | "warning" | "tip", title: string, children: BlockContent[]): Blockquote {
  const heading: Paragraph = u("paragraph", { data: { hName: "p", hProperties: { className: ["admonition-title"] } } }, [text(title)]);
  return u("blockquote", { data: { hName: "aside", hProperties: { className: ["admonition", `admonition-${kind}`], role: "note", "aria-label": title } } }, [
    heading,
    ...children,
  ]);
}

/** A folded block like the portal's :::details. */
export function details(summary: string, children: BlockContent[]): Blockquote {
  const heading: Paragraph = u("paragraph", { data: { hName: "summary", hProperties: {} } }, [text(summary)]);
  return u("blockquote", { data: { hName: "details", hProperties: { className: ["admonition", "admonition-details"] } } }, [heading, ...children]);
}
