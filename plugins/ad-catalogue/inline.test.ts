import { fromMarkdown } from "mdast-util-from-markdown";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import * as catalogue from "../../domain/ad-catalogue";
import { inline } from "./inline";

/** Every string the catalogue holds, however deep (labels, notes, rules, announcements). */
function stringsOf(value: unknown, seen = new Set<unknown>(), out = new Set<string>()): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of value instanceof Map ? value.values() : Object.values(value)) stringsOf(item, seen, out);
  }
  return out;
}

const parsed = (source: string) => {
  const root = fromMarkdown(source);
  visit(root, (node) => void delete node.position);
  return root.children[0]?.type === "paragraph" ? root.children[0].children : undefined;
};

describe("the catalogue's inline Markdown", () => {
  it("gives every single-line text of the catalogue the nodes Markdown parses from it", () => {
    const texts = [...stringsOf(catalogue)].filter((s) => s.trim() && !s.includes("\n") && parsed(s) && fromMarkdown(s).children.length === 1);
    expect(texts.length).toBeGreaterThan(500);
    for (const text of texts) expect(inline(text), text).toEqual(parsed(text));
  });

  it("reads code, emphasis and links, and refuses what is not one line of inline Markdown", () => {
    expect(inline("Use `mileage` em **km**")).toEqual(parsed("Use `mileage` em **km**"));
    expect(inline("Veja [a tabela](/x.html)")[1]).toMatchObject({ type: "link", url: "/x.html" });
    expect(() => inline("- item")).toThrow(/not a single line/);
    expect(() => inline("Título\n\nParágrafo")).toThrow(/not a single line/);
  });
});
