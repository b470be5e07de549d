/**
 * Build time: learns reader-model.ts's vectors from the readers' queries
 * (reader-queries-data.ts) and, so that every page has some vector, each real
 * page's title, headings and summary, weighed less. A page's vector is the mean
 * direction (Rocchio's centroid) of its examples, each weighed by rarity and
 * scaled to length 1 first, so a long question counts as much as a short one.
 */
import type { SearchIndexFile } from "./index-file";
import { parseQuery, type TermLookup } from "./query-words";
import { COMMON, inverseFrequency, type TermVector, termVector, unitVector, WEIGHT_STEPS } from "./reader-model";
import type { ReaderQuery } from "./reader-queries-data";

/** A page's own title or heading counts this much of a reader's query: it says what the page is about, in the docs' words. */
const OWN_WORDS = 0.5;

/** A page's summary (its description) counts this much: a sentence on what the page answers, nearer a reader's question than a heading. */
const SUMMARY = 0.7;

/** A page's terms weighing less than this (of its vector of length 1) are left out: a tenth of the vectors' size, no query moved. */
const FAINT = 0.05;

interface Example {
  vector: TermVector;
  page: number;
  weight: number;
}

export interface TrainedReaderModel {
  /** How many examples, and how many of them hold each term at least COMMON hold. */
  frequencies: { examples: number; common: Record<string, number> };
  /** Per page number, its vector for its texts file (reader-model.ts, pageVector); empty for a page no example names. */
  vectors: Record<string, number>[];
}

/**
 * The examples are read as a query is, but with every word taken for a term (no typo readings, no prefixes): the
 * vectors then depend on the readers' words, the pages' titles and headings and the glossary, not on which terms
 * the index holds. An edit that adds a word to a page changes no vector, so neither the other pages' texts files
 * nor this model need making again.
 */
const EVERY_WORD: TermLookup = { has: () => true, withPrefix: () => [], near: () => [], documentFrequency: () => 0 };

function examplesOf(file: SearchIndexFile, queries: readonly ReaderQuery[], summaries: readonly (string | undefined)[]): Example[] {
  const pageOf = new Map(file.pages.map(([, path], page) => [path, page]));
  const example = (text: string, page: number, weight: number) => ({ vector: termVector(parseQuery(text, EVERY_WORD)), page, weight });
  const examples: Example[] = [];
  file.pages.forEach(([title, , , generated, headings], page) => {
    if (generated) return;
    for (const text of [title, ...headings]) examples.push(example(text, page, OWN_WORDS));
    if (summaries[page]) examples.push(example(summaries[page], page, SUMMARY));
  });
  // A question about a page this site lacks (a smaller site, a page since removed) teaches nothing; the real site's test
  // checks that every page named exists (real-content.test.ts).
  for (const { query, page } of queries) {
    const number = pageOf.get(page);
    if (number !== undefined) examples.push(example(query, number, 1));
  }
  return examples.filter((e) => e.vector.size);
}

/** `summaries` by page number, as the pages' descriptions. */
export function trainReaderModel(file: SearchIndexFile, queries: readonly ReaderQuery[], summaries: readonly (string | undefined)[] = []): TrainedReaderModel {
  const examples = examplesOf(file, queries, summaries);
  const frequency = new Map<string, number>();
  for (const { vector } of examples) for (const term of vector.keys()) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const rarity = (term: string) => inverseFrequency(examples.length, frequency.get(term)!);
  const centroids = new Map<number, TermVector>();
  for (const { vector, page, weight } of examples) {
    const centroid = centroids.get(page) ?? centroids.set(page, new Map()).get(page)!;
    for (const [term, value] of unitVector(vector, rarity)) centroid.set(term, (centroid.get(term) ?? 0) + weight * value);
  }
  const stored = (centroid: TermVector) =>
    Object.fromEntries(
      [...unitVector(centroid, () => 1)].filter(([, weight]) => weight >= FAINT).map(([term, weight]) => [term, Math.round(weight * WEIGHT_STEPS)]),
    );
  return {
    frequencies: { examples: examples.length, common: Object.fromEntries([...frequency].filter(([, count]) => count >= COMMON)) },
    vectors: file.pages.map((_, page) => {
      const centroid = centroids.get(page);
      return centroid ? stored(centroid) : {};
    }),
  };
}
