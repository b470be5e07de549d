/**
 * The search engine over a loaded index file. The browser reaches it through
 * app/components/search/lazy-search.ts on first focus, so lunr and the index
 * stay out of a page's first load; Node (tests, benchmark) uses it directly.
 */
import { decodeIndex } from "./compact-index";
import { SEARCH_INDEX_VERSION, type SearchIndexFile } from "./index-file";
import { MAX_SUGGESTIONS, runQuery, type SearchResults } from "./query";

export interface SearchEngine {
  search(query: string, limit?: number): SearchResults;
}

export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  if (file.version !== SEARCH_INDEX_VERSION) throw new Error(`search index version ${file.version}, expected ${SEARCH_INDEX_VERSION}`);
  const index = decodeIndex(file.index, file.docs.length);
  return { search: (query, limit = MAX_SUGGESTIONS) => runQuery(file, index, query, limit) };
}

export type { SearchHit, SearchResults } from "./query";
export type { MarkedText } from "./highlight";
