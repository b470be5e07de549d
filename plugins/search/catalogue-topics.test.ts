/**
 * A pasted call or error puts its defining page first: the API catalogue
 * names the page that documents each call and each error, and the method and
 * protocol words pasted around a path lead nowhere.
 */
import { describe, expect, it } from "vitest";
import type { Category } from "../../domain/ad-catalogue/types";
import type { Operation } from "../../domain/api-catalogue/types";
import { buildSearchIndex } from "./build-index";
import { catalogueTopics, categoryTopics, pathTopic } from "./catalogue-topics";
import { engineOver } from "./fixtures";
import type { SearchablePage } from "./index-file";
import { parseQuery, termsOf } from "./query-words";
import { TermIndex } from "./term-index";

const operation = (path: string, route: string, errors: { reason: string; message: string }[] = [], method = "POST"): Operation =>
  ({ id: path, method, path, page: { route }, errors: errors.map((e) => ({ status: 400, when: "", ...e })) }) as unknown as Operation;

describe("catalogueTopics", () => {
  const operations = [
    operation("/autoupload/cellphone_info/{brand_id}", "/celulares.html", [
      { reason: "RATE_LIMIT", message: "You have exceeded the limit!" },
      { reason: "BRAND_NOT_FOUND", message: "Brand not found here" },
    ]),
    operation("/autoupload/balance", "/saldo.html", [
      { reason: "RATE_LIMIT", message: "You have exceeded the limit!" },
      { reason: "UNAUTHORIZED", message: "Denied." },
    ]),
  ];

  it("gives each call's path to the page that documents it, cut before the first placeholder", () => {
    expect(pathTopic("/autoupload/car_info/{id_marca}/{id_modelo}")).toBe("/autoupload/car_info/");
    expect(catalogueTopics(operations).get("/celulares.html")).toContain("/autoupload/cellphone_info/");
    expect(catalogueTopics(operations).get("/saldo.html")).toContain("/autoupload/balance");
  });

  it("gives an error code and its message only to the one page that documents it, never a plain word or a short message", () => {
    const topics = catalogueTopics(operations);
    expect(topics.get("/celulares.html")).toEqual(expect.arrayContaining(["BRAND_NOT_FOUND", "Brand not found here"]));
    for (const shared of ["RATE_LIMIT", "You have exceeded the limit!", "UNAUTHORIZED", "Denied."]) {
      expect([...topics.values()].flat()).not.toContain(shared);
    }
  });
});

describe("a message several calls share", () => {
  const shared = { reason: "INTERNAL", message: "Unexpected failure, retry later" };
  const operations = [operation("/a", "/a.html", [shared]), operation("/b", "/b.html", [shared])];
  const topicsWith = (saying: string[]) => [...catalogueTopics(operations, () => saying)].filter(([, topics]) => topics.includes(shared.message));

  it("is a topic of the one page that states it without documenting any of the calls: the area's error catalogue", () => {
    expect(topicsWith(["/a.html", "/b.html", "/erros.html"]).map(([route]) => route)).toEqual(["/erros.html"]);
  });

  it("stays the area's catalogue's when a page of another area says it too, answering other calls", () => {
    const inAreas = [operation("/bump", "/destaque/bumps_put.html", [shared]), operation("/bumps", "/destaque/bumps_get.html", [shared])];
    const saying = ["/destaque/bumps_put.html", "/destaque/home.html", "/renovacao/home.html"];
    const topics = catalogueTopics(inAreas, () => saying);
    expect([...topics].filter(([, list]) => list.includes(shared.message)).map(([route]) => route)).toEqual(["/destaque/home.html"]);
  });

  it("is no page's topic when several such pages repeat it, or when only the calls' pages state it", () => {
    expect(topicsWith(["/a.html", "/erros.html", "/faq.html"])).toEqual([]);
    expect(topicsWith(["/a.html", "/b.html"])).toEqual([]);
    expect([...catalogueTopics(operations).values()].flat()).not.toContain(shared.message);
  });
});

/** An overview that lists every call in a table, and the page that documents one call with a sample. */
const pages: SearchablePage[] = [
  {
    title: "Visão geral da API",
    path: "/api/home.html",
    sections: [
      { slug: "", title: "", text: "Todas as chamadas da API." },
      { slug: "chamadas", title: "Chamadas", text: "Cada chamada e sua página.", keys: "/autoupload/cellphone_info/{brand_id}\n/autoservice/v1/chat" },
    ],
  },
  {
    title: "Marcas e modelos de celulares",
    path: "/api/celulares.html",
    sections: [{ slug: "exemplo", title: "Exemplo", text: "Consulte os modelos de uma marca.", code: 'curl -X POST "$HOST/autoupload/cellphone_info/2"' }],
  },
  {
    title: "Desativar o chat",
    path: "/chat/ativacao.html",
    sections: [{ slug: "desativar", title: "Desativar", text: "Desliga o webhook do chat.", code: "DELETE /autoservice/v1/chat" }],
  },
  {
    title: "Excluir anúncios",
    path: "/api/delete.html",
    sections: [{ slug: "", title: "", text: "A operação delete exclui um anúncio." }],
  },
];
const first = (list: SearchablePage[], query: string) => engineOver(list).engine.search(query).hits[0]?.url.split("#")[0];
const withTopics = (topics: Map<string, string[]>) => pages.map((page) => ({ ...page, topics: topics.get(page.path) }));

describe("a pasted call", () => {
  const topics = catalogueTopics([
    operation("/autoupload/cellphone_info/{brand_id}", "/api/celulares.html"),
    operation("/autoservice/v1/chat", "/chat/ativacao.html", [], "DELETE"),
  ]);

  it("finds the page that documents the call first, with an id in place of the placeholder, not the overview that lists it", () => {
    expect(first(pages, "/autoupload/cellphone_info/7")).toBe("/api/home.html");
    expect(first(withTopics(topics), "/autoupload/cellphone_info/7")).toBe("/api/celulares.html");
    expect(first(withTopics(topics), "POST /autoupload/cellphone_info/7")).toBe("/api/celulares.html");
  });

  it("is read without its method and protocol words: DELETE before a path leads to the call, not to the pages about deleting", () => {
    const index = new TermIndex(buildSearchIndex(pages, () => "texts.json"));
    const termsRead = (query: string) => parseQuery(query, index).flatMap(termsOf);
    expect(new Set(termsRead("DELETE /autoservice/v1/chat"))).toEqual(new Set(["autoservice/v1/chat"]));
    expect(termsRead("curl -X DELETE https://apps.example/autoservice/v1/chat HTTP/1.1")).not.toContain("delet");
    expect(termsRead("HTTP/1.1 502 Bad Gateway")).not.toContain("http");
    expect(first(withTopics(topics), "DELETE /autoservice/v1/chat")).toBe("/chat/ativacao.html");
    expect(first(withTopics(topics), "curl -X DELETE https://apps.example/autoservice/v1/chat HTTP/1.1")).toBe("/chat/ativacao.html");
    // Without a path, "delete" is the reader's word.
    expect(first(withTopics(topics), "delete anúncio")).toBe("/api/delete.html");
  });
});

describe("a category named", () => {
  const category = (name: string, pages: Category["pages"]) => ({ code: 1, name, group: "autos", channels: ["api"], pages }) as Category;
  const twins: SearchablePage[] = [
    {
      title: "Ônibus (2050)",
      path: "/api/onibus.html",
      description: "Parâmetros de ônibus e micro-ônibus na API.",
      sections: [{ slug: "", title: "", text: "Ônibus usam a categoria 2050. Tipo de ônibus, ano e quilometragem." }],
    },
    {
      title: "Peças para ônibus (2105)",
      path: "/api/pecas-onibus.html",
      description: "Parâmetros da categoria 2105 (peças para ônibus) na API.",
      sections: [{ slug: "", title: "", text: "Peças para ônibus usam a categoria 2105. O tipo de peça e o estado da peça." }],
    },
  ];
  const topics = categoryTopics([
    category("Ônibus", { api: "/api/onibus.html", json: "/json/onibus.html" }),
    category("Peças para ônibus", { api: "/api/pecas-onibus.html" }),
    category("Tratores", { api: "/api/tratores.html", json: "/json/agro.html" }),
    category("Animais", { api: "/api/animais.html", json: "/json/agro.html" }),
  ]);

  it("gives each channel's page of a category its name after 'categoria', and a page of several categories none", () => {
    expect(topics.get("/api/onibus.html")).toEqual(["categoria Ônibus"]);
    expect(topics.get("/json/onibus.html")).toEqual(["categoria Ônibus"]);
    expect(topics.get("/api/tratores.html")).toEqual(["categoria Tratores"]);
    expect(topics.has("/json/agro.html")).toBe(false);
  });

  it("opens the category's own page, not the page whose description says 'categoria' beside the same word", () => {
    expect(first(twins, "categoria de ônibus")).toBe("/api/pecas-onibus.html");
    const withCategories = twins.map((page) => ({ ...page, topics: topics.get(page.path) }));
    expect(first(withCategories, "categoria de ônibus")).toBe("/api/onibus.html");
    expect(first(withCategories, "peças para ônibus")).toBe("/api/pecas-onibus.html");
  });
});
