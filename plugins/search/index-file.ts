/**
 * The search index asset: what the build writes (plugins/search-index.ts)
 * and the browser fetches. Tuples and strings rather than objects keep the
 * JSON small (see compact-index.ts for the `index` part).
 */
export const SEARCH_INDEX_VERSION = 2;

/** lunr document fields; `page` only gives a section its page's title as context. */
export const FIELDS = ["title", "header", "text", "code", "page"] as const;
export type Field = (typeof FIELDS)[number];

/** What lunr knows after adding every document and before computing vectors: enough to rebuild the index exactly. */
export interface CompactIndex {
  /** Boost of each field, in FIELDS order. */
  boosts: number[];
  /** Every term, sorted. */
  terms: string[];
  /** Per term, where it occurs: see compact-index.ts. */
  postings: string[];
}

export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  /** [title, path] of every indexed page. */
  pages: [title: string, path: string][];
  /**
   * One entry per lunr document, its ref being its position here: the page
   * (position in `pages`), the heading's anchor ("" for the page itself), the
   * heading, and the prose shown in snippets.
   */
  docs: [page: number, slug: string, header: string, text: string][];
  index: CompactIndex;
}

/** What the index needs from a page: a subset of core's Page, so tests can build one by hand. */
export interface SearchablePage {
  title: string;
  path: string;
  description?: string;
  sections: { slug: string; title: string; text: string; code?: string }[];
}
