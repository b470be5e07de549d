/**
 * Runs a query against a loaded index and ranks the hits: a word found in a
 * page title beats one found in a heading, which beats one found in body
 * text; lunr's score (BM25) only orders hits of the same rank.
 */
import { markAll, snippet, type MarkedText } from "./highlight";
import type { Field, SearchIndexFile } from "./index-file";
import { lunr } from "./lunr-portuguese";
import { acceptsTerm, parseQuery, type QueryWord } from "./query-words";

export const MAX_SUGGESTIONS = 10;

export interface SearchHit {
  /** Page URL, with the heading's anchor when the hit is a section. */
  url: string;
  pageTitle: MarkedText;
  /** The heading of the section that matched; absent when the hit is the page itself. */
  header?: MarkedText;
  snippet: MarkedText;
  /** The best place any word matched: decides the rank. */
  matchedIn: "title" | "header" | "text";
}

export interface SearchResults {
  hits: SearchHit[];
  /** How many documents matched before the cap. */
  total: number;
}

const FIELD_RANK: Record<Field, number> = { title: 3, header: 2, text: 1, code: 1, page: 0 };
const NO_RESULTS: SearchResults = { hits: [], total: 0 };

/** Exact terms count fully, completions of a word being typed half, typo matches a little. */
const BOOST = { exact: 1, completion: 0.5, nearby: 0.2 };

interface Ranked {
  ref: number;
  score: number;
  /** Per query word, the rank of the best field it matched in. */
  best: number[];
  /** How many words matched in a title, in a heading: the sort keys before the score. */
  inTitle: number;
  inHeader: number;
  textMatched: boolean;
}

function rank(result: lunr.Index.Result, words: QueryWord[]): Ranked | undefined {
  const metadata = result.matchData.metadata as Record<string, Record<string, unknown>>;
  const best = words.map(() => -1);
  let textMatched = false;
  for (const term in metadata) {
    for (let i = 0; i < words.length; i++) {
      if (!acceptsTerm(words[i], term)) continue;
      for (const field in metadata[term]) {
        best[i] = Math.max(best[i], FIELD_RANK[field as Field]);
        if (field === "text") textMatched = true;
      }
    }
  }
  // Every word must match somewhere; a section matching only through its page's title adds nothing to the page's own hit.
  if (best.some((b) => b < 0) || best.every((b) => b === FIELD_RANK.page)) return undefined;
  const inTitle = best.filter((b) => b === FIELD_RANK.title).length;
  const inHeader = best.filter((b) => b === FIELD_RANK.header).length;
  return { ref: Number(result.ref), score: result.score, best, inTitle, inHeader, textMatched };
}

const compare = (a: Ranked, b: Ranked) => b.inTitle - a.inTitle || b.inHeader - a.inHeader || b.score - a.score || a.ref - b.ref;

export function runQuery(file: SearchIndexFile, index: lunr.Index, query: string, limit = MAX_SUGGESTIONS): SearchResults {
  const words = parseQuery(query, index);
  if (!words.length) return NO_RESULTS;
  const results = index.query((q) => {
    for (const word of words) {
      if (word.exact) q.term(word.exact, { usePipeline: false, boost: BOOST.exact });
      for (const term of word.completions ?? []) if (term !== word.exact) q.term(term, { usePipeline: false, boost: BOOST.completion });
      for (const term of word.nearby ?? []) q.term(term, { usePipeline: false, boost: BOOST.nearby });
    }
  });
  const ranked = results.map((r) => rank(r, words)).filter((r): r is Ranked => !!r).sort(compare);
  return { hits: ranked.slice(0, limit).map((r) => toHit(file, r, words)), total: ranked.length };
}

function toHit(file: SearchIndexFile, ranked: Ranked, words: QueryWord[]): SearchHit {
  const [page, slug, header, text] = file.docs[ranked.ref];
  const [title, path] = file.pages[page];
  const top = Math.max(...ranked.best);
  return {
    url: slug ? `${path}#${slug}` : path,
    pageTitle: markAll(title, words),
    header: slug ? markAll(header, words) : undefined,
    // Looking for the match in a long text is only worth it when the text matched.
    snippet: ranked.textMatched ? snippet(text, words) : snippet(text, []),
    matchedIn: top === FIELD_RANK.title ? "title" : top === FIELD_RANK.header ? "header" : "text",
  };
}
