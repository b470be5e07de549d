/**
 * Every table goes in a frame with a box that scrolls sideways, so a wide
 * table never widens the page:
 *
 *   div.table-frame[.table-wide]   draws the scroll cues (app/styles/tables.css)
 *     div.table-scroll             scrolls; focusable only when it overflows (behaviour/scrollable-tables.ts)
 *       table
 *
 * A table of four or more columns is "wide": on desktops it may take more
 * than the text column. It reads as stacked cards on phones, one per row,
 * each value beside its column's name (`table-cards`), as does a table of
 * three columns too wide for a phone. For the cards every cell carries
 * its column's name (`data-label`, drawn by CSS), and the table its roles,
 * which browsers drop from a table laid out as blocks.
 * Codes in cells (`ERROR_CAR_TYPE_1_OR_4_INVALID`, paths) never break: a
 * name cut in two reads as two names (app/styles/tables.css keeps them whole).
 * For a wide table to fit where it is read with its codes whole, one
 * whose cells include prose (a column with a sentence) is a "reference"
 * table: its prose cells are marked (`cell-prose`), and where the text
 * column is narrow (beside the table of contents) CSS lays each row out as
 * a parameter list does: the short cells on one line (name · type ·
 * required), the prose under them. A cell holding a long code is marked
 * (`cell-long-code`): on a phone's card its value goes under its column's
 * name instead of beside it, where it would not fit whole.
 */
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

/** Columns from which a table is wide (more room on desktops, cards on phones). */
export const WIDE_TABLE_COLUMNS = 4;
/** About what a table of this many characters per row (its columns' longest words, plus padding) takes on a 375 px phone: more, and it reads as cards there. */
const PHONE_ROW_CHARACTERS = 38;
const CELL_PADDING_CHARACTERS = 3;

/** The longest word of each column, a code counting whole: the width below which the table cannot shrink. */
function phoneRowCharacters(table: any, columns: number): number {
  const rows = [elements(elements(table, "thead")[0], "tr")[0], ...bodyRows(table)].map((row) => [...elements(row, "th"), ...elements(row, "td")]);
  let total = 0;
  for (let i = 0; i < columns; i++) {
    const longest = Math.max(
      0,
      ...rows.map((cells) =>
        Math.max(
          0,
          ...(cells[i]
            ? toString(cells[i])
                .split(/\s+/)
                .map((word) => word.length)
            : [0]),
        ),
      ),
    );
    total += longest + CELL_PADDING_CHARACTERS;
  }
  return total;
}

/** A column is prose when one of its cells holds a text this long (a sentence, a list of values). */
const PROSE_FROM = 40;
/** A code this long does not fit beside its column's name on a 375 px card. */
const LONG_CODE_FROM = 22;

const el = (tagName: string, properties: Record<string, unknown>, children: any[]) => ({ type: "element", tagName, properties, children });
const elements = (node: any, tagName: string): any[] => (node?.children ?? []).filter((c: any) => c.type === "element" && c.tagName === tagName);
const bodyRows = (table: any) => elements(table, "tbody").flatMap((group) => elements(group, "tr"));
const addClass = (node: any, name: string) => (node.properties.className = [...(node.properties.className ?? []), name]);

/** Marks the prose cells of a wide table; returns whether it has any (a reference table). */
function markProse(table: any, columns: number): boolean {
  const rows = bodyRows(table).map((row) => elements(row, "td"));
  const prose = Array.from({ length: columns }, (_, i) => i > 0 && rows.some((cells) => cells[i] && toString(cells[i]).trim().length >= PROSE_FROM));
  for (const cells of rows) cells.forEach((cell, i) => prose[i] && addClass(cell, "cell-prose"));
  return prose.some(Boolean);
}

function markLongCodes(table: any) {
  for (const cell of bodyRows(table).flatMap((row) => elements(row, "td"))) {
    let long = false;
    visit(cell, "element", (node: any) => void (node.tagName === "code" && toString(node).length >= LONG_CODE_FROM && (long = true)));
    if (long) addClass(cell, "cell-long-code");
  }
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
      const cards = wide || (labels.length > 2 && phoneRowCharacters(node, labels.length) > PHONE_ROW_CHARACTERS);
      const className = ["table-frame"];
      if (cards) {
        asCards(node, labels);
        markLongCodes(node);
        className.push("table-cards");
      }
      if (wide) {
        className.push("table-wide");
        if (markProse(node, labels.length)) className.push("table-reference");
      }
      parent.children[index] = el("div", { className }, [el("div", { className: ["table-scroll"] }, [node])]);
      return "skip";
    });
  };
}
