/** The index file: terms and postings read back as written, anchors kept only where they cannot be guessed, prose out of the index. */
import { describe, expect, it } from "vitest";
import { buildSearchIndex, searchableCode, SNIPPET_SOURCE_LENGTH, snippetSource } from "./build-index";
import { corpus } from "./fixtures";
import { anchorOf, decodePostings, decodeTerms, encodePostings, encodeTerms, type PageTexts } from "./index-file";

describe("terms and postings", () => {
  it("read back the sorted terms, sharing their beginnings", () => {
    const terms = ["-7", "anunci", "anunciant", "autoupload/import", "autoupload/import/$import_token", "b", "vehicle_tag"];
    const encoded = encodeTerms(terms);
    expect(decodeTerms(encoded)).toEqual(terms);
    expect(encoded.length).toBeLessThan(terms.join("\n").length);
  });

  it("read back the documents of each field, near and far apart", () => {
    const postings = [
      new Set([0, 3]),
      new Set<number>(),
      new Set([5, 70, 71, 4000, 200000]),
      new Set<number>(),
      new Set<number>(),
      new Set<number>(),
      new Set<number>(),
    ];
    expect(decodePostings(encodePostings(postings))).toEqual([[0, 3], [], [5, 70, 71, 4000, 200000], [], [], [], []]);
    expect(encodePostings([new Set([1]), new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()])).toBe("1");
  });

  it("refuse a site with more documents than the format counts", () => {
    expect(() => encodePostings([new Set([62 ** 3])])).toThrow(/too many documents/);
  });
});

describe("the built index", () => {
  const stored = new Map<string, PageTexts>();
  const file = buildSearchIndex(
    [
      ...corpus,
      {
        title: "Repetido",
        path: "/r.html",
        sections: [
          { slug: "exemplo", title: "Exemplo", text: "a" },
          { slug: "exemplo-1", title: "Exemplo", text: "b" },
        ],
      },
    ],
    ([texts], page) => (stored.set(page.path, texts), `${page.path}.texts`),
  );

  it("keeps an anchor only where the heading does not give it", () => {
    expect(anchorOf("Códigos de statusCode")).toBe("codigos-de-statuscode");
    expect(anchorOf("Qual é o limite?")).toBe("qual-e-o-limite");
    const repeated = file.pages.find(([, path]) => path === "/r.html")!;
    expect(repeated[4]).toEqual(["Exemplo", "Exemplo"]);
    expect(repeated[5]).toEqual({ 1: "exemplo-1" });
    expect(file.pages.filter(([, path]) => path !== "/r.html").every((page) => page[5] === undefined)).toBe(true);
  });

  it("sends the prose (its beginning) and the tables' key cells to each page's texts file, not to the index", () => {
    const json = JSON.stringify(file);
    expect(json).not.toContain("principal primeiro");
    expect(stored.get("/faq/images.html")).toEqual([
      "Regras das imagens dos anúncios importados.",
      ["Quantidade No máximo 20 imagens por anúncio.", "Quantidade"],
      "Liste as URLs no campo images, a principal primeiro.",
    ]);
    expect(stored.get("/anuncio/api/autos/sub_auto.html")![1]).toEqual([
      expect.stringMatching(/^regdate/),
      "regdate · Ano do modelo. · mileage · Quilometragem. · gearbox · Câmbio.",
    ]);
    expect(snippetSource("palavra ".repeat(200)).length).toBeLessThanOrEqual(SNIPPET_SOURCE_LENGTH);
    expect(snippetSource("palavra ".repeat(200)).endsWith("palavra")).toBe(true);
    expect(snippetSource("curto")).toBe("curto");
  });

  it("marks generated folder pages and keeps sample values of code out", () => {
    expect(file.pages.find(([, path]) => path === "/anuncio/api/")![3]).toBe(1);
    expect(searchableCode('{"zipcode":"01310100","phone":11987654321,"vehicle_tag":"x","vehicle_tag":"y"}')).toBe("zipcode phone vehicle_tag x y");
    expect(decodeTerms(file.terms)).not.toContain("01310100");
    expect(decodeTerms(file.terms)).toContain("car_steering");
  });
});
