/**
 * Builds the search index once every page is known: titles, headings and
 * text of the pages of the default locale, with Portuguese stemming and
 * accent folding (app/search). The search box fetches it on first use from
 * `assets["search-index"]`, a stable URL: the index changes with any page's
 * text, and a hashed name in every page would make every page change too (and
 * the incremental export render them all again).
 */
import { buildSearchIndex } from "../app/search/build-index";
import type { SearchablePage } from "../app/search/index-file";
import { definePlugin } from "../core/plugin";
import { chooseLocale } from "../core/routing";
import type { Page } from "../core/types";
import type { SiteConfig } from "../core/site-config";

/** Pages of the default locale ("/"), minus those that ask to stay out of search. */
export function searchablePages(pages: readonly Page[], config: Pick<SiteConfig, "locales">): SearchablePage[] {
  return pages
    .filter((page) => chooseLocale(page.path, config.locales).prefix === "/" && !page.frontmatter.noindex)
    .map((page) => ({
      title: page.title,
      path: page.path,
      description: page.frontmatter.description,
      // A generated folder page only repeats its children's titles: found by its own title, it would otherwise echo every child's hit.
      sections: page.data.generated ? [] : page.sections,
    }));
}

export default definePlugin({
  name: "search-index",
  contentLoaded({ config, pages, emitAsset }) {
    emitAsset("search-index", "json", JSON.stringify(buildSearchIndex(searchablePages(pages, config))), { stable: true });
  },
});
