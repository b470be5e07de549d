/**
 * What readers' own questions teach the ranking: per page, the words readers
 * use when this page is the answer (reader-queries-data.ts, learned at build
 * time by train-reader-model.ts), as one vector of terms. A whole question
 * is often in words the answering page never writes ("foi parar na conta de
 * outra pessoa" for the wrong-account answer); its words still meet the
 * questions of other readers that page answered.
 *
 * The pages a question shows, in the order of their own words, are reordered
 * by how close the query is to each page's readers' words (cosine), on top
 * of that order: a close page moves up a place or two, an unrelated one
 * stays where its words put it. Only for queries of several terms: a word or
 * two names a thing, which the pages' words find best. The values below and
 * those of train-reader-model.ts were chosen on the evaluation sets whose
 * misses guide tuning (bench/README.md, "Stop 16", "Stop 17" and "Stop 20").
 *
 * A page's vector travels in its texts file, which the list fetches anyway
 * for the snippets of the pages it shows; the index holds only how common
 * each word is among the readers' questions. So the reordering costs a first
 * search a few hundred bytes, and waits for the texts (engine.ts).
 */
import type { PageTextsFile, ReaderWordsFrequencies } from "./index-file";
import type { PageMatch } from "./rank";
import type { QueryWord } from "./query-words";
import type { TermIndex } from "./term-index";

/** A query of at least this many distinct terms (its words, their synonyms and typo readings) is reordered. */
export const READER_MODEL_MIN_TERMS = 4;
/** How much closeness to a page's readers' words counts against a place in the ranking (−ln of the place). */
const CLOSENESS = 5.5;
/** A synonym or a typo reading counts this much of a word the reader typed. */
const SECONDARY = 0.5;
/** A topic share this close to 1 is the whole query (floating-point sums). */
const WHOLE_TOPIC = 1 - 1e-9;
/** Weights are stored as whole numbers of this fraction of a vector of length 1. */
export const WEIGHT_STEPS = 20;
/** The index lists only terms this many examples or more hold; any other counts as held by RARE. */
export const COMMON = 5;
const RARE = 1.5;

export type TermVector = Map<string, number>;

/** The terms of a query's words: a word's own term 1, its synonyms' and typo readings' a half; codes' hint words left out. */
export function termVector(words: readonly QueryWord[]): TermVector {
  const vector: TermVector = new Map();
  const add = (term: string, weight: number) => vector.set(term, Math.max(vector.get(term) ?? 0, weight));
  for (const word of words) {
    if (word.hint) continue;
    if (word.exact) add(word.exact, 1);
    for (const term of word.synonyms ?? []) add(term, SECONDARY);
    for (const term of word.nearby ?? []) add(term, SECONDARY);
  }
  return vector;
}

/** Rarer terms weigh more: ln(1 + examples / frequency). */
export const inverseFrequency = (examples: number, frequency: number) => Math.log(1 + examples / frequency);

/** The vector weighed by rarity and scaled to length 1. */
export function unitVector(vector: TermVector, rarity: (term: string) => number): TermVector {
  const weighed = new Map([...vector].map(([term, weight]) => [term, weight * rarity(term)]));
  const length = Math.sqrt([...weighed.values()].reduce((sum, w) => sum + w * w, 0)) || 1;
  for (const [term, weight] of weighed) weighed.set(term, weight / length);
  return weighed;
}

/** A page's readers' words as its texts file carries them (PageTextsFile), from weights in WEIGHT_STEPS. */
export function storedVector(vector: Record<string, number>): PageTextsFile[1] {
  const heaviestFirst = Object.entries(vector).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return [heaviestFirst.map(([term]) => term).join(" "), heaviestFirst.map(([, steps]) => steps)];
}

export function pageVector([terms, weights]: PageTextsFile[1]): TermVector {
  return new Map(terms ? terms.split(" ").map((term, i) => [term, weights[i] / WEIGHT_STEPS]) : []);
}

export interface ReaderModel {
  /** The query as the model reads it, or nothing when it has too few terms to be reordered. */
  queryOf(words: readonly QueryWord[]): TermVector | undefined;
  /** The ranking with its first pages (those `vectors` gives, in order) reordered by closeness to `query`. */
  rerank(ranked: PageMatch[], query: TermVector, vectors: readonly TermVector[]): PageMatch[];
}

export function readerModel(frequencies: ReaderWordsFrequencies, index: TermIndex): ReaderModel {
  const common = new Map<string, number>();
  for (let i = 0, id = 0; i < frequencies.common.length; i += 2) common.set(index.terms[(id += frequencies.common[i])], frequencies.common[i + 1]);
  const rarity = (term: string) => inverseFrequency(frequencies.examples, common.get(term) ?? RARE);
  return {
    queryOf(words) {
      const terms = termVector(words);
      return terms.size >= READER_MODEL_MIN_TERMS ? unitVector(terms, rarity) : undefined;
    },
    rerank(ranked, query, vectors) {
      // A query that is a topic of the first page whole (topics-data.ts, a pasted error message of the catalogue) has the site's
      // own answer: readers' words only reorder questions the site has not named.
      if (ranked[0].topicShare >= WHOLE_TOPIC) return ranked;
      const closeness = (vector: TermVector) => [...query].reduce((sum, [term, weight]) => sum + weight * (vector.get(term) ?? 0), 0);
      const first = vectors
        .map((vector, place) => ({ match: ranked[place], value: -Math.log(place + 1) + CLOSENESS * closeness(vector) }))
        // A page holding more of the codes the query names stays above (rank.ts); on a tie the ranking's own order stands.
        .sort((a, b) => b.match.codes - a.match.codes || b.value - a.value)
        .map(({ match }) => match);
      return [...first, ...ranked.slice(vectors.length)];
    },
  };
}
