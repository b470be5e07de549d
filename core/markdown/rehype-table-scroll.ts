/**
 * Every table goes in a frame with a box that scrolls sideways, so a wide
 * table never widens the page:
 *
 *   div.table-frame[.table-wide]   draws the scroll cues (app/styles/tables.css)
 *     div.table-scroll             scrolls; focusable only when it overflows (behaviour/scrollable-tables.ts)
 *       table
 *
 * A table of four or more columns is "wide": on desktops it may take more
 * than the text column, and on phones it reads as stacked cards, one per
 * row, each value beside its column's name. For the cards every cell carries
 * its column's name (`data-label`, drawn by CSS), and the table its roles,
 * which browsers drop from a table laid out as blocks.
 * Codes in cells (`ERROR_CAR_TYPE_1_OR_4_INVALID`, paths) may break after
 * `_` and `/`, so a long one wraps there instead of pushing the table wide
 * (not after `.`: a host name reads better whole).
 */
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

/** Columns from which a table is wide (cards on phones). */
export const WIDE_TABLE_COLUMNS = 4;
/** Codes shorter than this fit a phone card's value column whole: they never need a break. */
const BREAKABLE_FROM = 16;
const BREAK_AFTER = /([_/])(?=.)/;

const el = (tagName: string, properties: Record<string, unknown>, children: any[]) => ({ type: "element", tagName, properties, children });
const elements = (node: any, tagName: string): any[] => (node?.children ?? []).filter((c: any) => c.type === "element" && c.tagName === tagName);

/** A code's text with a <wbr> after each break point. */
function breakable(code: any) {
  const value = toString(code);
  if (value.length < BREAKABLE_FROM || !BREAK_AFTER.test(value) || code.children.some((c: any) => c.type !== "text")) return;
  code.children = value
    .split(new RegExp(BREAK_AFTER.source, "g"))
    .reduce((out: any[], part: string, i: number) => (i % 2 ? [...out, { type: "text", value: part }, el("wbr", {}, [])] : part ? [...out, { type: "text", value: part }] : out), []);
}

/** Labels each cell with its column's name and gives every part of the table its role. */
function asCards(table: any, headers: string[]) {
  table.properties.role = "table";
  for (const group of [...elements(table, "thead"), ...elements(table, "tbody")]) {
    group.properties.role = "rowgroup";
    for (const row of elements(group, "tr")) {
      row.properties.role = "row";
      elements(row, "th").forEach((th) => (th.properties.role = "columnheader"));
      elements(row, "td").forEach((td, i) => {
        td.properties.role = "cell";
        if (headers[i]) td.properties.dataLabel = headers[i];
      });
    }
  }
}

export default function rehypeTableScroll() {
  return (tree: any) => {
    visit(tree, "element", (node: any, index, parent: any) => {
      if (node.tagName !== "table" || !parent || index === undefined) return;
      const headers = elements(elements(node, "thead")[0], "tr")[0];
      const labels = elements(headers, "th").map((th) => toString(th).trim());
      const wide = labels.length >= WIDE_TABLE_COLUMNS;
      if (wide) asCards(node, labels);
      visit(node, "element", (cell: any) => {
        if (cell.tagName === "td") visit(cell, "element", (code: any) => void (code.tagName === "code" && breakable(code)));
      });
      parent.children[index] = el("div", { className: wide ? ["table-frame", "table-wide"] : ["table-frame"] }, [el("div", { className: ["table-scroll"] }, [node])]);
      return "skip";
    });
  };
}
