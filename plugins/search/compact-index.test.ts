/** The compact index rebuilds exactly the index lunr would have built. */
import { describe, expect, it } from "vitest";
import { buildSearchIndex, SNIPPET_SOURCE_LENGTH, searchableCode, snippetSource } from "./build-index";
import { decodeIndex, encodeBuilder, portalBuilder } from "./compact-index";
import { FIELDS } from "./index-file";
import { corpus, crowd } from "./fixtures";

describe("compact index", () => {
  it("gives the same hits and scores as lunr's own index", () => {
    const boosts = { title: 10, header: 5, text: 1, code: 0.5, page: 1 };
    const builder = portalBuilder(boosts);
    [...corpus, ...crowd].forEach((page, i) =>
      builder.add({ ref: String(i), title: page.title, header: page.sections[1]?.title ?? "", text: page.sections.map((s) => s.text).join(" "), code: page.sections.map((s) => s.code ?? "").join(" "), page: "" }),
    );
    const compact = JSON.parse(JSON.stringify(encodeBuilder(builder)));
    const original = builder.build();
    const rebuilt = decodeIndex(compact, corpus.length + crowd.length);
    expect(compact.boosts).toEqual(FIELDS.map((f) => boosts[f]));
    for (const query of ["anuncio", "integracao", "vehicle_tag", "escop*", "imovel", "pagina 3"]) {
      const simplify = (results: { ref: string; score: number }[]) => results.map((r) => [r.ref, r.score.toFixed(6)]);
      expect(original.search(query).length, query).toBeGreaterThan(0);
      expect(simplify(rebuilt.search(query)), query).toEqual(simplify(original.search(query)));
    }
  });

  it("keeps only the beginning of the prose and no sample values in the file", () => {
    expect(snippetSource("palavra ".repeat(200)).length).toBeLessThanOrEqual(SNIPPET_SOURCE_LENGTH);
    expect(snippetSource("palavra ".repeat(200)).endsWith("palavra")).toBe(true);
    expect(snippetSource("curto")).toBe("curto");
    expect(searchableCode('{"zipcode":"01310100","phone":11987654321,"vehicle_tag":"x","vehicle_tag":"y"}')).toBe("zipcode phone vehicle_tag x y");
    const file = buildSearchIndex(corpus);
    expect(JSON.stringify(file)).not.toContain("01310100");
  });
});
