/**
 * Search: builds the index once every page is known (titles, headings, table
 * keys, text and code of the pages of the default locale, with Portuguese
 * stemming and accent folding) and one texts file per page for snippets.
 * The search box fetches the index on first use from `assets["search-index"]`,
 * a stable URL: the index changes with any page's text, and a hashed name in
 * every page would make every page change too (and the incremental export
 * render them all again). The texts files are hashed, named by the index
 * alone and left out of `assets`, which every page carries. They also carry
 * each page's readers' words, which the build learns from readers' questions
 * (reader-queries-data.ts, train-reader-model.ts).
 *
 * The engine the browser runs (engine.ts and what it imports) lives beside
 * this file and uses no Node API.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readCacheJson, writeCacheFile } from "../../core/cache-file";
import { paths } from "../../core/paths";
import { folderTitle } from "../../core/nav";
import { definePlugin } from "../../core/plugin";
import { chooseLocale } from "../../core/routing";
import type { SiteConfig } from "../../core/site-config";
import type { Page } from "../../core/types";
import { CATEGORIES } from "../../domain/ad-catalogue/categories";
import { OPERATIONS } from "../../domain/api-catalogue/index";
import { askedQuestions } from "./answer-rows";
import { catalogueTopics, categoryTopics } from "./catalogue-topics";
import { buildSearchIndex, type IndexCache } from "./build-index";
import type { SearchablePage } from "./index-file";
import { READER_QUERIES } from "./reader-queries-data";
import { ANSWER_INDEXES, CHANNELS, isAnswerPage, SEARCH_TOPICS } from "./topics-data";

/** Pages of the default locale ("/"), minus those that ask to stay out of search. */
/** The titles of the folders a page sits in, outermost first: "anuncio/api/autos/sub_auto" → Anúncios, API de anúncios, Autos. */
export function areaOf(key: string, pages: readonly Page[], config: Pick<SiteConfig, "folderTitles">): string[] {
  const dirs = key.split("/").slice(0, -1);
  return dirs.map((_, i) => folderTitle(dirs.slice(0, i + 1).join("/"), pages, config));
}

/** A page's source as written (its Markdown tables), when it has a file. */
export type SourceOf = (page: Page) => string | undefined;

const sourceFile: SourceOf = (page) => {
  const file = page.file && join(paths().contentRoot, page.file);
  return file && existsSync(file) ? readFileSync(file, "utf8") : undefined;
};

/**
 * The questions the FAQ's indexes answer by pointing to a page, by that page's
 * path and then by the anchor of its answering section ("" for the page).
 */
function questionsLent(pages: readonly Page[], sourceOf: SourceOf): Map<string, Map<string, string[]>> {
  const lent = new Map<string, Map<string, string[]>>();
  for (const page of pages) {
    if (!ANSWER_INDEXES.includes(page.path)) continue;
    for (const { question, path, slug } of askedQuestions(sourceOf(page) ?? "")) {
      if (path === page.path) continue;
      const bySlug = lent.get(path) ?? lent.set(path, new Map()).get(path)!;
      bySlug.set(slug, [...(bySlug.get(slug) ?? []), question]);
    }
  }
  return lent;
}

/** The lent questions of one page, each on the section its anchor names, or on the page when no section has it. */
function askedOf(page: Page, lent: Map<string, Map<string, string[]>>): Record<string, string> | undefined {
  const bySlug = lent.get(page.path);
  if (!bySlug) return undefined;
  const asked: Record<string, string> = {};
  for (const [slug, questions] of bySlug) {
    const at = page.sections.some((section) => section.slug === slug) ? slug : "";
    asked[at] = [asked[at], ...questions].filter(Boolean).join(" . ");
  }
  return asked;
}

/** The topics of topics-data.ts and those the catalogues give the page (the paths and errors it documents, its categories). */
function topicsOf(path: string, fromCatalogues: Map<string, string[]>[]): string[] | undefined {
  const topics = [...(SEARCH_TOPICS[path] ?? []), ...fromCatalogues.flatMap((topicsByRoute) => topicsByRoute.get(path) ?? [])];
  return topics.length ? [...new Set(topics)] : undefined;
}

export function searchablePages(
  pages: readonly Page[],
  config: Pick<SiteConfig, "locales"> & Partial<Pick<SiteConfig, "folderTitles">>,
  sourceOf: SourceOf = sourceFile,
): SearchablePage[] {
  const lent = questionsLent(pages, sourceOf);
  const fromCatalogues = [
    catalogueTopics(OPERATIONS, (text) => pages.filter((page) => page.sections.some((section) => section.text.includes(text))).map((page) => page.path)),
    categoryTopics(CATEGORIES),
  ];
  return pages
    .filter((page) => chooseLocale(page.path, config.locales).prefix === "/" && !page.frontmatter.noindex)
    .map((page) => ({
      title: page.title,
      path: page.path,
      description: page.frontmatter.description,
      topics: topicsOf(page.path, fromCatalogues),
      pointer: ANSWER_INDEXES.includes(page.path) || undefined,
      answers: isAnswerPage(page.path) || undefined,
      asked: page.data.generated ? undefined : askedOf(page, lent),
      generated: !!page.data.generated,
      area: areaOf(page.key, pages, { folderTitles: config.folderTitles ?? {} }),
      // A generated folder page only repeats its children's titles: found by its own title, it would otherwise echo every child's hit.
      sections: page.data.generated ? [] : page.sections,
    }));
}

/** What the index derives, kept in the build cache: one entry per page's terms, one for the readers' words. */
const indexCache = (dir: string): IndexCache => ({
  get: (key) => readCacheJson(join(dir, `${key}.json`), "an entry of the search index's cache"),
  set: (key, value) => writeCacheFile(join(dir, `${key}.json`), JSON.stringify(value)),
});

export default definePlugin({
  name: "search",
  setup: () => ({
    // The box in the navbar, lazy after the first load; without this plugin the site has none.
    browser: { searchBox: "./plugins/search/ui/LazySearchBox.tsx", searchBoxServer: "./plugins/search/ui/search-box.server.ts" },
    contentLoaded({ config, pages, emitAsset, cacheDir }) {
      const file = buildSearchIndex(
        searchablePages(pages, config),
        (texts) => emitAsset("search-text", "json", JSON.stringify(texts), { listed: false }).split("/").pop()!,
        { cache: cacheDir ? indexCache(join(cacheDir, "search")) : undefined, readerQueries: READER_QUERIES, channels: CHANNELS },
      );
      emitAsset("search-index", "json", JSON.stringify(file), { stable: true });
    },
  }),
});
