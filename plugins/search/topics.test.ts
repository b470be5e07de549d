/**
 * Sibling pages and pasted codes: the page a topic belongs to (topics-data.ts)
 * wins the tie against the pages that share its words, and among the pages
 * that list a pasted error code, the one whose title names the code's subject
 * comes first.
 */
import { describe, expect, it } from "vitest";
import { engineOver } from "./fixtures";
import type { SearchablePage } from "./index-file";
import { SEARCH_TOPICS } from "./topics-data";

const table = "Erro\nERROR_IMAGE_TOO_SMALL\nBUMP_ALREADY_APPLIED";
const siblings: SearchablePage[] = [
  {
    title: "Aplicar destaque",
    path: "/destaque/bumps_put.html",
    description: "Aplica um destaque de 7 dias a um anúncio.",
    sections: [
      { slug: "", title: "", text: "O destaque leva o anúncio ao topo. Um destaque por vez." },
      { slug: "erros", title: "Erros", text: "Um destaque ativo recusa outro destaque.", keys: "BUMP_ALREADY_APPLIED" },
    ],
  },
  {
    title: "Como funcionam destaques",
    path: "/destaque/home.html",
    description: "O que é um destaque e como consultar o saldo.",
    sections: [{ slug: "", title: "", text: "Um destaque leva o anúncio ao topo." }],
  },
  {
    title: "Status da importação",
    path: "/anuncio/api/publishing_status.html",
    sections: [{ slug: "mensagens", title: "Mensagens", text: "Cada código de erro do lote e o que fazer.", keys: table }],
  },
  {
    title: "Imagens",
    path: "/faq/images.html",
    sections: [{ slug: "erros", title: "Erros", text: "Os erros das fotos.", keys: "ERROR_IMAGE_TOO_SMALL" }],
  },
];

const withTopics = (topics: Record<string, string[]>) => siblings.map((page) => ({ ...page, topics: topics[page.path] }));
const pagesFound = (pages: SearchablePage[], query: string) =>
  engineOver(pages)
    .engine.search(query)
    .hits.map((hit) => hit.url.split("#")[0]);

describe("the primary page of a topic", () => {
  it("ranks first among siblings that say the same word, once the topic names it", () => {
    expect(pagesFound(withTopics({}), "destaque")[0]).toBe("/destaque/bumps_put.html");
    expect(pagesFound(withTopics({ "/destaque/home.html": ["destaque"] }), "destaque")[0]).toBe("/destaque/home.html");
  });

  it("needs the whole topic in the query: one word of a longer topic does not make the page primary", () => {
    const topics = { "/destaque/home.html": ["destaque"], "/destaque/bumps_put.html": ["aplicar destaque"] };
    expect(pagesFound(withTopics(topics), "destaque")[0]).toBe("/destaque/home.html");
    expect(pagesFound(withTopics(topics), "aplicar um destaque")[0]).toBe("/destaque/bumps_put.html");
  });

  it("is found by a topic word no text of the page says (an English term)", () => {
    const pages = withTopics({ "/destaque/home.html": ["spotlight"] });
    expect(pagesFound(siblings, "spotlight")).toEqual([]);
    expect(pagesFound(pages, "spotlight")).toEqual(["/destaque/home.html"]);
  });

  it("is whole in a query that drops the topic's filler words, as a pasted English message does", () => {
    const topics = { "/destaque/home.html": ["Plan does not control the limits"] };
    const titled = { title: "Plan limits control", path: "/outra.html", sections: [{ slug: "", title: "", text: "Sobre o plano." }] };
    expect(pagesFound([...withTopics(topics), titled], "Plan does not control the limits")[0]).toBe("/destaque/home.html");
    // A topic of one word and a filler keeps both: "ver destaque" is no topic of every "destaque".
    expect(pagesFound(withTopics({ "/destaque/home.html": ["ver destaque"] }), "destaque")[0]).toBe("/destaque/bumps_put.html");
  });

  it("names a real page in every entry of the topics data, each topic with words", () => {
    for (const [path, topics] of Object.entries(SEARCH_TOPICS)) {
      // A page's file, or a folder's own page ("/ferramentas/").
      expect(path).toMatch(/^\/[\w/-]*(\.html|\/)$/);
      for (const topic of topics) expect(topic.trim(), path).not.toBe("");
    }
  });
});

describe("a pasted error code", () => {
  it("opens, among the pages that list it, the one whose title names its subject", () => {
    expect(pagesFound(siblings, "ERROR_IMAGE_TOO_SMALL")).toEqual(["/faq/images.html", "/anuncio/api/publishing_status.html"]);
  });

  it("is ranked by the code, not by its words: a page that only says the code's words does not come first", () => {
    const pages = [...siblings, { title: "Image too small", path: "/outra.html", sections: [{ slug: "", title: "", text: "image small" }] }];
    expect(pagesFound(pages, "ERROR_IMAGE_TOO_SMALL").slice(0, 2)).toEqual(["/faq/images.html", "/anuncio/api/publishing_status.html"]);
  });

  it("never brings a page that does not hold the code: its words alone in a title are no hit", () => {
    const pages = [...siblings, { title: "Image", path: "/outra.html", sections: [{ slug: "", title: "", text: "Sobre fotos." }] }];
    expect(pagesFound(pages, "ERROR_IMAGE_TOO_SMALL")).not.toContain("/outra.html");
  });

  it("marks the code, never the words it is made of", async () => {
    const { engine } = engineOver(siblings);
    await engine.loadTexts(engine.search("ERROR_IMAGE_TOO_SMALL").missingTexts);
    const [images] = engine.search("ERROR_IMAGE_TOO_SMALL").hits;
    expect(images.pageTitle.marks).toEqual([]);
    const snippet = images.snippet!;
    expect(snippet.marks.map(([s, e]) => snippet.text.slice(s, e))).toEqual(["ERROR_IMAGE_TOO_SMALL"]);
  });
});
