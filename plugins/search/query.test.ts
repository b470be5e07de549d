/** The engine on a small corpus: ranking, folding, identifiers, typing, the 10-suggestion cap, snippets. */
import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./build-index";
import { createSearchEngine } from "./engine";
import { corpus, crowd } from "./fixtures";
import type { MarkedText } from "./highlight";

// Through JSON, as the browser receives it.
const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex([...corpus, ...crowd]))));
const urls = (query: string) => engine.search(query).hits.map((h) => h.url);
const marked = (m: MarkedText) => m.marks.map(([s, e]) => m.text.slice(s, e));

describe("ranking", () => {
  it("puts title matches above heading matches above body matches", () => {
    const hits = engine.search("anúncio").hits;
    expect(hits.map((h) => h.matchedIn)).toEqual(["title", "header", "text"]);
    // The body hit repeats the word in a short text: by lunr's score alone it would come before the heading.
    expect(hits.map((h) => h.url)).toEqual([
      "/anuncio/api/published_ads_status.html",
      "/webhooks/home.html#anuncios-recusados",
      "/faq/rate_limit.html#limites",
    ]);
  });

  it("links a heading match to the heading's anchor and a title match to the page", () => {
    const [page] = engine.search("oauth").hits;
    expect(page.url).toBe("/anuncio/api/oauth.html");
    expect(page.header).toBeUndefined();
    const [section] = engine.search("escopos").hits;
    expect(section.url).toBe("/anuncio/api/oauth.html#escopos");
    expect(section.header?.text).toBe("Escopos");
  });

  it("finds a section by its page title and its own words together", () => {
    expect(urls("oauth escopos")[0]).toBe("/anuncio/api/oauth.html#escopos");
    expect(urls("webhooks recusados")).toEqual(["/webhooks/home.html#anuncios-recusados"]);
  });

  it("requires every known word", () => {
    expect(urls("escopo chat")).toEqual(["/anuncio/api/oauth.html#escopos"]);
    expect(urls("escopo moderação")).toEqual([]);
  });
});

describe("accents, case and plurals", () => {
  it("anuncio, anúncio and ANÚNCIOS find the same pages", () => {
    expect(urls("anuncio")).toEqual(urls("anúncio"));
    expect(urls("ANÚNCIOS")).toEqual(urls("anúncio"));
    expect(urls("anuncio")).toHaveLength(3);
  });

  it("imóveis finds a page that only says imovel", () => {
    expect(urls("imóveis")).toContain("/anuncio/json/real_estate/home.html");
    expect(urls("IMOVEL")).toEqual(urls("imóveis"));
  });
});

describe("identifiers", () => {
  it.each(["vehicle_tag", "ERROR_FUEL_4_DEPRECATED", "/autoupload/import", "2020", "car_steering"])("%s is found as typed", (query) => {
    expect(urls(query)).toEqual(["/anuncio/json/real_estate/home.html#parametros"]);
  });

  it("an identifier does not match its parts written apart", () => {
    expect(urls("vehicle_tag")).not.toContain("/anuncio/api/autos/home.html#placa");
    expect(urls("vehicle")).toContain("/anuncio/api/autos/home.html#placa");
  });

  it("a part of an identifier the index does not hold whole is found by its pieces", () => {
    expect(urls("FUEL_4_DEPRECATED")).toEqual(["/anuncio/json/real_estate/home.html#parametros"]);
  });

  it("sample values in code are not indexed", () => {
    expect(urls("01310100")).toEqual([]);
  });
});

describe("as the reader types", () => {
  it("completes the word being typed", () => {
    expect(urls("anún")).toEqual(expect.arrayContaining(urls("anúncio")));
    expect(urls("imó")).toContain("/anuncio/json/real_estate/home.html");
    expect(urls("oauth esc")[0]).toBe("/anuncio/api/oauth.html#escopos");
  });

  it("forgives one typo in a longer word", () => {
    expect(urls("escpos")).toContain("/anuncio/api/oauth.html#escopos");
  });

  it("returns nothing for words no page holds", () => {
    expect(engine.search("xyzzy")).toEqual({ hits: [], total: 0 });
    expect(engine.search("   ")).toEqual({ hits: [], total: 0 });
  });
});

describe("the suggestion list", () => {
  it("holds at most 10 suggestions but counts every match", () => {
    const { hits, total } = engine.search("integração");
    expect(hits).toHaveLength(10);
    expect(total).toBe(25);
    expect(engine.search("integração", 50).hits).toHaveLength(25);
  });

  it("marks the matched words, whatever their accents or plural", () => {
    const [, header] = engine.search("anuncio").hits;
    expect(marked(header.header!)).toEqual(["Anúncios"]);
    const [body] = engine.search("moderacao recusar").hits;
    expect(marked(body.snippet)).toEqual(["moderação", "recusar"]);
    expect(marked(engine.search("IMÓVEIS").hits[0].pageTitle)).toEqual(["Imóveis"]);
  });

  it("cuts a long text around the first match", () => {
    const long: MarkedText = engine.search("tópico").hits[0].snippet;
    expect(long.text.length).toBeLessThanOrEqual(142);
    expect(marked(long)).toEqual(["tópico"]);
  });
});
