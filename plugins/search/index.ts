/**
 * Search: builds the index once every page is known (titles, headings, table
 * keys, text and code of the pages of the default locale, with Portuguese
 * stemming and accent folding) and one texts file per page for snippets.
 * The search box fetches the index on first use from `assets["search-index"]`,
 * a stable URL: the index changes with any page's text, and a hashed name in
 * every page would make every page change too (and the incremental export
 * render them all again). The texts files are hashed, named by the index
 * alone and left out of `assets`, which every page carries.
 *
 * The engine the browser runs (engine.ts and what it imports) lives beside
 * this file and uses no Node API.
 */
import { join } from "node:path";
import { readCacheJson, writeCacheFile } from "../../core/cache-file";
import { folderTitle } from "../../core/nav";
import { definePlugin } from "../../core/plugin";
import { chooseLocale } from "../../core/routing";
import type { SiteConfig } from "../../core/site-config";
import type { Page } from "../../core/types";
import { buildSearchIndex, type TermCache } from "./build-index";
import type { SearchablePage } from "./index-file";
import { SEARCH_TOPICS } from "./topics-data";

/** Pages of the default locale ("/"), minus those that ask to stay out of search. */
/** The titles of the folders a page sits in, outermost first: "anuncio/api/autos/sub_auto" → Anúncios, API de anúncios, Autos. */
export function areaOf(key: string, pages: readonly Page[], config: Pick<SiteConfig, "folderTitles">): string[] {
  const dirs = key.split("/").slice(0, -1);
  return dirs.map((_, i) => folderTitle(dirs.slice(0, i + 1).join("/"), pages, config));
}

export function searchablePages(pages: readonly Page[], config: Pick<SiteConfig, "locales"> & Partial<Pick<SiteConfig, "folderTitles">>): SearchablePage[] {
  return pages
    .filter((page) => chooseLocale(page.path, config.locales).prefix === "/" && !page.frontmatter.noindex)
    .map((page) => ({
      title: page.title,
      path: page.path,
      description: page.frontmatter.description,
      topics: SEARCH_TOPICS[page.path],
      generated: !!page.data.generated,
      area: areaOf(page.key, pages, { folderTitles: config.folderTitles ?? {} }),
      // A generated folder page only repeats its children's titles: found by its own title, it would otherwise echo every child's hit.
      sections: page.data.generated ? [] : page.sections,
    }));
}

/** Pages' terms kept in the build cache, one entry per page. */
const termCache = (dir: string): TermCache => ({
  get: (key) => readCacheJson(join(dir, `${key}.json`), "a page's search terms"),
  set: (key, terms) => writeCacheFile(join(dir, `${key}.json`), JSON.stringify(terms)),
});

export default definePlugin({
  name: "search",
  contentLoaded({ config, pages, emitAsset, cacheDir }) {
    const file = buildSearchIndex(
      searchablePages(pages, config),
      (texts) => emitAsset("search-text", "json", JSON.stringify(texts), { listed: false }).split("/").pop()!,
      cacheDir ? termCache(join(cacheDir, "search")) : undefined,
    );
    emitAsset("search-index", "json", JSON.stringify(file), { stable: true });
  },
});
