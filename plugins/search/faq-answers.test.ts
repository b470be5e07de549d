/**
 * The FAQ's indexes (ANSWER_INDEXES): a question asked in one of their rows
 * finds the page the row links to, and a reader who asks a question such an
 * index answers by a link gets the page with the whole answer first, the
 * index's row right after it.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { askedQuestions } from "./answer-rows";
import { engineOver } from "./fixtures";
import { searchablePages } from "./index";
import { ANSWER_INDEXES } from "./topics-data";

const locales = { "/": { lang: "pt-BR", label: "Português" } };
const FAQ_INDEX = ANSWER_INDEXES[0];

const faqSource = [
  "| Pergunta | Resposta curta | Detalhes |",
  "|---|---|---|",
  "| Posso mudar a categoria de um anúncio depois de publicado? | Não: a categoria é fixa depois da inserção. | [Categorias](/faq/category.html#categoria-fixa) |",
  "| O anúncio saiu da vitrine: onde vejo o que houve? | Na consulta do anúncio. | [Status do anúncio](/anuncio/api/published_ads_status.html) |",
].join("\n");

const page = (path: string, title: string, sections: Page["sections"], extra: Partial<Page> = {}): Page => ({
  key: path,
  path,
  title,
  lang: "pt-BR",
  frontmatter: { title },
  headers: [],
  html: "",
  sections,
  links: [],
  ids: [],
  data: {},
  headTags: [],
  ...extra,
});

const site: Page[] = [
  page(FAQ_INDEX, "Respostas rápidas", [{ slug: "", title: "", text: "Posso mudar a categoria de um anúncio depois de publicado? A categoria é fixa." }], {
    file: "faq.mdx",
  }),
  page("/faq/category.html", "Categorias", [
    { slug: "", title: "", text: "Os códigos de categoria de cada canal." },
    { slug: "categoria-fixa", title: "A categoria é fixa", text: "Não é possível mudar a categoria depois da inserção: exclua e insira de novo." },
  ]),
  page("/anuncio/api/published_ads_status.html", "Status do anúncio", [
    { slug: "", title: "", text: "A situação atual de um anúncio pelo list_id: aceito, recusado ou excluído." },
  ]),
];

const sources = (source: string) => (p: Page) => (p.file ? source : undefined);
const found = (query: string, source = faqSource) => {
  const { engine } = engineOver(searchablePages(site, { locales }, sources(source)));
  return engine.search(query).hits;
};
const pagesOf = (hits: { url: string }[]) => hits.map((hit) => hit.url.split("#")[0]);

describe("a question a FAQ index answers with a link", () => {
  it("lists the page with the whole answer first and the index's row right after it", () => {
    const pages = pagesOf(found("posso mudar a categoria do anúncio depois de publicado?"));
    expect(pages[0]).toBe("/faq/category.html");
    expect(pages).toContain(FAQ_INDEX);
  });

  it("ranks the FAQ index after a page that matches as well, and first when only the index says the question's words", () => {
    const text = "Um destaque dura 7 dias; depois dele, o anúncio aceita outro.";
    const pages = [
      page(FAQ_INDEX, "Respostas rápidas", [{ slug: "", title: "", text: `Quanto tempo dura um destaque? ${text}` }]),
      page("/destaque/home.html", "Destaques", [{ slug: "", title: "", text }]),
    ];
    const { engine } = engineOver(searchablePages(pages, { locales }, () => undefined));
    expect(pagesOf(engine.search("quanto tempo dura um destaque").hits)).toEqual(["/destaque/home.html", FAQ_INDEX]);
    expect(pagesOf(engine.search("quanto tempo dura").hits)[0]).toBe(FAQ_INDEX);
  });

  it("shows the section the row links to", () => {
    const [first] = found("mudar a categoria depois de publicado");
    expect([first.url, ...first.sections.map((section) => section.url)]).toContain("/faq/category.html#categoria-fixa");
  });

  it("finds the linked page by the row's words even where the page itself never says them", () => {
    expect(pagesOf(found("vitrine", ""))).not.toContain("/anuncio/api/published_ads_status.html");
    expect(pagesOf(found("vitrine"))[0]).toBe("/anuncio/api/published_ads_status.html");
  });
});

describe("the rows of a FAQ index", () => {
  it("are read as a question's plain words (codes left to the pages that write them) and the page and anchor of its last link", () => {
    const rows = askedQuestions(
      [
        "| Tema | O que responde |",
        "|---|---|",
        "| [Categorias](/faq/category.html) | Qual código usar. |",
        "| O que é `a|b` no **XML**, e o -6? | Veja [tags](/anuncio/xml/real_estate/home.html#tags-antigas) |",
        "| Sem link | nada |",
      ].join("\n"),
    );
    expect(rows).toEqual([{ question: "O que é no XML e o", path: "/anuncio/xml/real_estate/home.html", slug: "tags-antigas" }]);
  });
});

describe("a FAQ page of its own (isAnswerPage)", () => {
  // Two pages that say the same; the reference page says "fotos" in one more section, so it scores a little higher.
  const rules = { slug: "regras", title: "Regras", text: "Mande até 20 fotos por anúncio; a primeira é a principal." };
  const subject: Page[] = [
    page("/faq/images.html", "Imagens", [{ slug: "", title: "", text: "Dúvidas de quem envia." }, rules]),
    page("/anuncio/api/images.html", "Imagens", [
      { slug: "", title: "", text: "O campo images do envio." },
      rules,
      { slug: "download", title: "Download", text: "As fotos são baixadas depois." },
    ]),
  ];
  const pagesFound = (query: string) => pagesOf(engineOver(searchablePages(subject, { locales }, () => undefined)).engine.search(query).hits);

  it("leads for a whole question, where the reference page states the same rule", () => {
    expect(pagesFound("quantas fotos posso mandar em cada anúncio e qual vira a principal?")).toEqual(["/faq/images.html", "/anuncio/api/images.html"]);
  });

  it("stays below the reference page for a few words that name a thing", () => {
    expect(pagesFound("fotos do anúncio")).toEqual(["/anuncio/api/images.html", "/faq/images.html"]);
  });
});
