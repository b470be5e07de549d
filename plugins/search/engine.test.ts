/** The engine on a small corpus: ranking by page, questions, typos, signed codes, folding, identifiers, typing, the 10-page cap, snippets. */
import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./build-index";
import { createSearchEngine } from "./engine";
import { corpus, crowd, engineOver } from "./fixtures";
import type { MarkedText } from "./highlight";

const { engine } = engineOver([...corpus, ...crowd]);
const search = (query: string) => engine.search(query);
const urls = (query: string) => search(query).hits.map((h) => h.url);
/** The page of each row, in order. */
const pages = (query: string) => urls(query).map((url) => url.split("#")[0]);
const marked = (m: MarkedText | undefined) => m!.marks.map(([s, e]) => m!.text.slice(s, e));

async function withSnippets(query: string) {
  await engine.loadTexts(search(query).missingTexts);
  return search(query);
}

describe("one row per page", () => {
  it("groups a page's sections under one row, three at most, the page's best place first", () => {
    const { hits } = search("429");
    expect(pages("429")).toEqual([...new Set(pages("429"))]);
    const rateLimit = hits.find((h) => h.url.startsWith("/faq/rate_limit.html"))!;
    expect(rateLimit.url).toBe("/faq/rate_limit.html#como-o-erro-aparece");
    expect(rateLimit.sections.length).toBeLessThanOrEqual(3);
    expect(rateLimit.sections.map((s) => s.url)).not.toContain(rateLimit.url);
  });

  it("opens the page itself when its title holds the words, with the sections whose headings hold them under it", () => {
    const [images] = search("imagens").hits;
    expect(images.url).toBe("/faq/images.html");
    expect(images.header).toBeUndefined();
    const [oauth] = search("oauth").hits;
    expect(oauth.url).toBe("/anuncio/api/oauth.html");
    expect(oauth.sections).toEqual([]);
  });

  it("opens the section when it covers more of the query than the page's own text, reading it with the page title", () => {
    const [hit] = search("oauth escopos").hits;
    expect(hit.url).toBe("/anuncio/api/oauth.html#escopos");
    expect(hit.header?.text).toBe("Escopos");
    expect(urls("webhooks recusados")[0]).toBe("/webhooks/home.html#anuncios-recusados");
  });

  it("never ranks a generated folder page above a real page, even when only its title matches", () => {
    const found = pages("anúncio");
    expect(found).toContain("/anuncio/api/");
    expect(found.at(-1)).toBe("/anuncio/api/");
    expect(search("anúncio").total).toBe(found.length);
  });
});

describe("the page that defines a term", () => {
  it("outranks a short section that mentions it once", () => {
    expect(pages("429")[0]).toBe("/faq/rate_limit.html");
    expect(pages("429")).toContain("/anuncio/api/published_ads.html");
  });

  it("is found by the label in its parameter table, ahead of a passing mention in a short section", () => {
    expect(pages("quilometragem")).toEqual(["/anuncio/api/autos/sub_auto.html", "/lead/leads_enriched.html"]);
    expect(urls("quilometragem")[0]).toBe("/anuncio/api/autos/sub_auto.html#parametros");
  });
});

describe("questions", () => {
  it("rank the page covering most words first, though no section holds them all, stop words ignored", () => {
    // "imagens" and "enviar" never meet in one section of the images page; the chat page says only "enviar".
    expect(pages("quantas imagens posso enviar")[0]).toBe("/faq/images.html");
    expect(pages("quantas imagens posso enviar")).toContain("/chat/home.html");
  });

  it("a page that covers fewer of the words still shows, below", () => {
    const found = pages("limite oauth");
    expect(found.slice(0, 2).sort()).toEqual(["/anuncio/api/oauth.html", "/faq/rate_limit.html"]);
  });

  it("made only of stop words find nothing", () => {
    expect(search("o que é de quem")).toEqual({ hits: [], total: 0, missingTexts: [] });
  });
});

describe("accents, case and plurals", () => {
  it("anuncio, anúncio and ANÚNCIOS find the same pages", () => {
    expect(urls("anuncio")).toEqual(urls("anúncio"));
    expect(urls("ANÚNCIOS")).toEqual(urls("anúncio"));
  });

  it("imóveis finds a page that only says imovel", () => {
    expect(urls("imóveis")).toContain("/anuncio/json/real_estate/home.html");
    expect(urls("IMOVEL")).toEqual(urls("imóveis"));
  });
});

describe("identifiers and codes, as written", () => {
  it.each(["vehicle_tag", "ERROR_FUEL_4_DEPRECATED", "/autoupload/import", "car_steering"])("%s is found as typed", (query) => {
    expect(urls(query)).toEqual(["/anuncio/json/real_estate/home.html#parametros"]);
  });

  it("a signed code is its own term: -7 is not the number 7", () => {
    expect(urls("-7")).toEqual(["/anuncio/api/import.html#codigos-de-statuscode"]);
    expect(urls("-2")).toEqual(["/faq/rate_limit.html#como-repetir"]);
    expect(urls("7")).toContain("/anuncio/api/import.html#prazos");
    expect(urls("7")).not.toContain("/anuncio/api/import.html#codigos-de-statuscode");
  });

  it("an identifier does not match its parts written apart", () => {
    expect(urls("vehicle_tag")).not.toContain("/anuncio/api/autos/home.html#placa");
    // "vehicle" alone is also an English word the glossary reads as veículo; a part no glossary knows finds the section.
    expect(urls("tag")).toContain("/anuncio/api/autos/home.html#placa");
  });

  it("a part of an identifier the index does not hold whole is found by its pieces", () => {
    expect(urls("FUEL_4_DEPRECATED")[0]).toBe("/anuncio/json/real_estate/home.html#parametros");
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

  it("forgives one typo, in the stem or in an ending the stemmer no longer recognises", () => {
    expect(urls("escpos")).toContain("/anuncio/api/oauth.html#escopos");
    expect(pages("quilometragen")).toEqual(pages("quilometragem"));
    // A typo finds what the word finds, the glossary's words for it included (issue 33 tuning).
    expect(pages("requisicoez")[0]).toBe("/faq/rate_limit.html");
    expect(pages("requisicoez")).toEqual(pages("requisições"));
  });

  it("reads no word as a typo of a short stem: 'puxar' (stem 'pux') is not the PUT of a call", () => {
    const { engine: calls } = engineOver([
      {
        title: "Importação",
        path: "/import.html",
        description: "A chamada PUT /autoupload/import envia os anúncios.",
        sections: [{ slug: "", title: "", text: "Envie os anúncios com PUT." }],
      },
    ]);
    expect(calls.search("puxar").hits).toEqual([]);
    expect(calls.search("importaçao").hits.map((hit) => hit.url)).toEqual(["/import.html"]);
  });

  it("returns nothing for words no page holds", () => {
    expect(search("xyzzy")).toEqual({ hits: [], total: 0, missingTexts: [] });
    expect(search("   ")).toEqual({ hits: [], total: 0, missingTexts: [] });
  });
});

describe("the suggestion list", () => {
  it("holds at most 10 pages but counts every match", () => {
    const { hits, total } = search("integração");
    expect(hits).toHaveLength(10);
    expect(total).toBe(25);
    expect(engine.search("integração", 50).hits).toHaveLength(25);
  });

  it("marks the matched words, whatever their accents or plural", () => {
    expect(marked(search("anuncio recusado").hits[0].header)).toEqual(["Anúncios", "recusados"]);
    expect(marked(search("IMÓVEIS").hits[0].pageTitle)).toEqual(["Imóveis"]);
    expect(marked(search("-7").hits[0].header)).toEqual([]);
  });
});

describe("snippets", () => {
  it("arrive once the pages' texts are loaded, with the reader's words marked", async () => {
    const before = search("moderacao recusar");
    expect(before.hits[0].snippet).toBeUndefined();
    expect(before.missingTexts).toHaveLength(new Set(before.hits.map((h) => h.url.split("#")[0])).size);
    const after = await withSnippets("moderacao recusar");
    expect(after.missingTexts).toEqual([]);
    expect(marked(after.hits[0].snippet)).toEqual(["moderação", "recusar"]);
    expect(marked((await withSnippets("-7")).hits[0].snippet)).toEqual(["-7"]);
  });

  it("show the sentence that holds the word, not the section's opening", async () => {
    const { hits } = await withSnippets("câmbio");
    expect(hits[0].url).toBe("/anuncio/api/autos/sub_auto.html#parametros");
    expect(hits[0].snippet?.text).toBe("…gearbox string Não Câmbio.…");
    expect(marked(hits[0].snippet)).toEqual(["Câmbio"]);
  });

  it("cut a long text around the first match", async () => {
    const { hits } = await withSnippets("quilometragem");
    const long = hits[0].snippet!;
    expect(long.text.length).toBeLessThanOrEqual(142);
    expect(long.text.startsWith("…")).toBe(true);
    // mileage is the parameter's name, which the glossary gives quilometragem as a synonym: both matched.
    expect(marked(long)).toEqual(["mileage", "Quilometragem"]);
  });

  it("a texts file that fails to load leaves its page without a snippet, and is tried again on a later search", async () => {
    const file = buildSearchIndex(corpus, () => "texts.json");
    let attempts = 0;
    const flaky = createSearchEngine(file, async () => {
      if (++attempts === 1) throw new Error("offline");
      return [["Consulte a situação atual de um item."], ["", []]];
    });
    await flaky.loadTexts(flaky.search("situação").missingTexts);
    expect(flaky.search("situação").hits[0].snippet).toBeUndefined();
    await flaky.loadTexts(flaky.search("situação").missingTexts);
    expect(marked(flaky.search("situação").hits[0].snippet)).toEqual(["situação"]);
    expect(attempts).toBe(2);
  });
});

describe("the list the box shows", () => {
  /** Twelve pages with four sections each about one word: more sections than the list has room for. */
  const guides = engineOver(
    Array.from({ length: 12 }, (_, i) => ({
      title: `Guia ${i + 1}`,
      path: `/guias/g${i + 1}.html`,
      area: ["Guias", "Envio"],
      sections: [
        { slug: "", title: "", text: "Um guia." },
        ...Array.from({ length: 4 }, (_, k) => ({ slug: `moderacao-${k}`, title: `Moderação ${k}`, text: `A moderação confere o item ${k}.` })),
      ],
    })),
  ).engine;

  it("holds at most 10 options in all, pages and sections together, and a row for six pages at least", () => {
    const { hits, total } = guides.search("moderação");
    expect(total).toBe(12);
    expect(hits.reduce((options, hit) => options + 1 + hit.sections.length, 0)).toBe(10);
    expect(hits.length).toBeGreaterThanOrEqual(6);
    expect(hits[0].sections.length).toBeGreaterThan(0);
  });

  it("says where each page sits", () => {
    expect(guides.search("moderação").hits[0].area).toBe("Guias › Envio");
  });

  it("shows the table row that matched, not the table's first cells", async () => {
    const { engine: table } = engineOver([
      {
        title: "Códigos",
        path: "/codigos.html",
        sections: [
          { slug: "", title: "", text: "Os códigos da importação." },
          { slug: "tabela", title: "Tabela", text: "Cada código e o que fazer.", keys: "ERROR_A\nERROR_B\nNO_REGION\nERROR_C" },
        ],
      },
    ]);
    await table.loadTexts(table.search("NO_REGION").missingTexts);
    const { snippet } = table.search("NO_REGION").hits[0];
    expect(snippet!.text.replace(/…/g, "").trim()).toBe("NO_REGION");
    expect(snippet!.marks).toEqual([[snippet!.text.indexOf("NO_REGION"), snippet!.text.indexOf("NO_REGION") + "NO_REGION".length]]);
  });

  it("shows the sentence that matched", async () => {
    const { engine: prose } = engineOver([
      {
        title: "Prazos",
        path: "/prazos.html",
        sections: [{ slug: "", title: "", text: "O código de autorização é gerado na hora. Ele vale dez minutos e só uma vez. Depois disso peça outro." }],
      },
    ]);
    await prose.loadTexts(prose.search("minutos").missingTexts);
    expect(prose.search("minutos").hits[0].snippet!.text).toBe("…Ele vale dez minutos e só uma vez.…");
  });
});

describe("what the reader types beyond words", () => {
  it("never lets a question or filler word rank a page on its own", () => {
    expect(pages("quero oauth")).toEqual(pages("oauth"));
    expect(pages("meu saber oauth")).toEqual(pages("oauth"));
  });

  it("reads only the first 200 characters of a pasted text", () => {
    expect(pages(`${"xyzzy ".repeat(40)}oauth`)).toEqual([]);
    expect(pages(`oauth ${"x".repeat(5000)}`)).toEqual(pages("oauth "));
  });
});
