/**
 * The engine as the search box uses it: a search asks for the texts files of
 * the pages it shows, and `onSnippets` says when some arrived, so the box
 * searches again and shows the snippets. Lazy (lazy-search.ts), so none of
 * this weighs on a page's first load.
 */
import { createSearchEngine, type SearchEngine } from "../../../plugins/search/engine";
import type { PageTexts, SearchIndexFile } from "../../../plugins/search/index-file";

export function browserSearchEngine(file: SearchIndexFile, indexUrl: string, fetchJson: (url: string) => Promise<unknown>, onSnippets: () => void): SearchEngine {
  // Texts files sit beside the index, named by it.
  const base = new URL(indexUrl, window.location.href);
  const engine = createSearchEngine(file, (reference) => fetchJson(new URL(reference, base).href) as Promise<PageTexts>);
  return {
    ...engine,
    search(query, limit) {
      const results = engine.search(query, limit);
      // A failed file does not call back (no loop of re-renders); the next keystroke tries it again.
      if (results.missingTexts.length) void engine.loadTexts(results.missingTexts).then((arrived) => arrived && onSnippets());
      return results;
    },
  };
}
