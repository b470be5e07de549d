/**
 * Everything the search box needs only once the reader starts a search: the
 * engine (lunr, the Portuguese stemmer, the ranking) and the suggestion list.
 * One dynamic import, so none of it weighs on a page's first load.
 */
import { createSearchEngine, type SearchEngine } from "../engine";
import type { PageTextsFile, SearchIndexFile } from "../index-file";

export { SearchPopup } from "./SearchPopup";
// Used by the box only once results exist: here rather than in the first load.
export { choicesOf } from "./choices";
export { resultsAnnouncement } from "./announcement";

/**
 * Snippets wait until the reader pauses this long: the pages of "o", "oa",
 * "oau" on the way to "oauth" are never seen, and fetching their texts would
 * more than double what a first search downloads.
 */
const TYPING_PAUSE_MS = 120;

/**
 * The engine as the search box uses it: once the reader pauses, a search asks
 * for the texts files of the pages it shows, and `onSnippets` says when some
 * arrived, so the box searches again and shows the snippets.
 */
export function browserSearchEngine(
  file: SearchIndexFile,
  indexUrl: string,
  fetchJson: (url: string) => Promise<unknown>,
  onSnippets: () => void,
): SearchEngine {
  // Texts files sit beside the index, named by it.
  const base = new URL(indexUrl, window.location.href);
  const engine = createSearchEngine(file, (reference) => fetchJson(new URL(reference, base).href) as Promise<PageTextsFile>);
  let pause: ReturnType<typeof setTimeout> | undefined;
  return {
    ...engine,
    search(query, limit) {
      const results = engine.search(query, limit);
      clearTimeout(pause);
      // A failed file does not call back (no loop of re-renders); the next search tries it again.
      if (results.missingTexts.length)
        pause = setTimeout(() => void engine.loadTexts(results.missingTexts).then((arrived) => arrived && onSnippets()), TYPING_PAUSE_MS);
      return results;
    },
  };
}
