/** The readers' words model: what it learns, when it reorders, and that its data stays apart from the evaluation sets. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { foldAccents } from "../../domain/text/fold";
import { corpus, engineOver } from "./fixtures";
import { buildSearchIndex } from "./build-index";
import { READER_QUERIES, type ReaderQuery } from "./reader-queries-data";
import { type TrainedReaderModel, trainReaderModel } from "./train-reader-model";

const STATUS_PAGE = "/anuncio/api/published_ads_status.html";
/** Readers who asked, in their words, what the status page answers. */
const askedOfStatus: ReaderQuery[] = [
  { query: "situação do meu anúncio depois de publicado", page: STATUS_PAGE },
  { query: "meu anúncio sumiu, foi recusado?", page: STATUS_PAGE },
  { query: "por que o anúncio não aparece no site", page: STATUS_PAGE },
  { query: "meu anúncio não aparece mais, o que houve com ele?", page: STATUS_PAGE },
];

function engineLearning(readerQueries: ReaderQuery[], pages = corpus) {
  const { engine, texts } = engineOver(pages, { readerQueries });
  const pagesOf = (query: string) => engine.search(query).hits.map((hit) => hit.url.split("#")[0]);
  return { engine, pagesOf, texts };
}

describe("the readers' words", () => {
  const question = "meu anúncio não aparece no site, foi recusado?";

  it("move up the page other readers' questions in the same words led to, once the shown pages' texts are in", async () => {
    const { engine, pagesOf } = engineLearning(askedOfStatus);
    // The pages' own words put the webhooks page (its heading "Anúncios recusados") first.
    expect(pagesOf(question)[0]).toBe("/webhooks/home.html");
    await engine.loadTexts(engine.search(question).missingTexts);
    expect(pagesOf(question).slice(0, 2)).toEqual([STATUS_PAGE, "/webhooks/home.html"]);
  });

  it("leave the pages' own order when no reader asked so", async () => {
    const { engine, pagesOf } = engineLearning([]);
    await engine.loadTexts(engine.search(question).missingTexts);
    expect(pagesOf(question)[0]).toBe("/webhooks/home.html");
  });

  it("leave a query of a word or two to the pages' words", async () => {
    const { engine, pagesOf } = engineLearning(askedOfStatus);
    await engine.loadTexts(engine.search(question).missingTexts);
    expect(pagesOf("anúncio recusado")[0]).toBe("/webhooks/home.html");
  });

  it("travel in the texts files of the pages readers named, not in the index", () => {
    const { texts } = engineLearning(askedOfStatus);
    const [, statusWords] = texts.get(STATUS_PAGE)!;
    expect(statusWords[0]).not.toBe("");
    // The generated folder page has neither headings of its own nor readers' questions.
    expect(texts.get("/anuncio/api/")![1]).toEqual(["", []]);
  });

  it("leave every other page's texts file as it was when a word is added to one page", () => {
    const before = engineLearning(askedOfStatus).texts;
    const edited = corpus.map((page) =>
      // A word that sorts before nearly every term: had the vectors named terms by their place in the index, every one would shift.
      page.path === "/chat/home.html" ? { ...page, sections: page.sections.map((s) => ({ ...s, text: `${s.text} Abacaxi.` })) } : page,
    );
    const after = engineLearning(askedOfStatus, edited).texts;
    for (const [path, pageTexts] of before) if (path !== "/chat/home.html") expect(after.get(path), path).toEqual(pageTexts);
  });

  it("include each page's summary, which speaks of what the page answers, where its title and headings only name it", () => {
    const file = buildSearchIndex(corpus, () => "texts.json");
    const status = file.pages.findIndex(([, path]) => path === STATUS_PAGE);
    const summaries = corpus.map((page) => page.description);
    const vectorOf = (trained: TrainedReaderModel) => Object.keys(trained.vectors[status]);
    // "atual" is a word of the status page's summary alone.
    expect(vectorOf(trainReaderModel(file, [], summaries))).toContain("atual");
    expect(vectorOf(trainReaderModel(file, []))).not.toContain("atual");
  });

  it("learn nothing from a question about a page the site does not have", async () => {
    const { engine, pagesOf } = engineLearning([...askedOfStatus.map((q) => ({ ...q, page: "/nao/existe.html" }))]);
    await engine.loadTexts(engine.search(question).missingTexts);
    expect(pagesOf(question)[0]).toBe("/webhooks/home.html");
  });
});

describe("the readers' queries the model learns from", () => {
  it("share no query with an evaluation set, which must stay unseen", () => {
    const folder = new URL("../../bench/search-eval/", import.meta.url);
    const fold = (query: string) => foldAccents(query).toLowerCase().replace(/\W+/g, " ").trim();
    const evaluated = new Set(
      readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .flatMap((name) => JSON.parse(readFileSync(new URL(name, folder), "utf8")).queries.map((q: { query: string }) => fold(q.query))),
    );
    expect(evaluated.size).toBeGreaterThan(600);
    expect(READER_QUERIES.filter((q) => evaluated.has(fold(q.query)))).toEqual([]);
  });
});
