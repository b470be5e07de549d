/**
 * Turns what the reader typed into query words, each with the index terms it
 * accepts: its stemmed term; while the last word is still being typed, the
 * terms it is the beginning of ("anún" → anunci…); for a word the index does
 * not know, terms one typo away, or an identifier's parts (`FUEL_4_DEPRECATED`).
 * Words that match nothing at all are dropped so one stray word does not
 * empty the list; if every word is dropped there are no results.
 */
import { foldText } from "../../domain/text/fold";
import { lunr } from "./lunr-portuguese";
import { identifierParts, isIdentifier, isStopWord, splitWords, termOf, trimWord } from "./terms";

export interface QueryWord {
  /** The exact term, when the index holds it. */
  exact?: string;
  /** Index terms a word still being typed may become. */
  completions?: Set<string>;
  /** Terms within one typo, when neither of the above matched. */
  nearby?: Set<string>;
}

export const acceptsTerm = (word: QueryWord, term: string) =>
  term === word.exact || (word.completions?.has(term) ?? false) || (word.nearby?.has(term) ?? false);

/** Every term a query word accepts. */
export const termsOf = (word: QueryWord): string[] => [
  ...(word.exact ? [word.exact] : []),
  ...(word.completions ?? []),
  ...(word.nearby ?? []),
];

/** lunr internals the query needs and @types/lunr leaves out (stable since lunr 2.0). */
interface IndexInternals {
  invertedIndex: Record<string, Record<string, Record<string, unknown>>>;
  tokenSet: lunr.TokenSet;
}
const TokenSets = lunr.TokenSet as unknown as {
  fromString(pattern: string): lunr.TokenSet;
  fromFuzzyString(term: string, editDistance: number): lunr.TokenSet;
};

/** Typos are only forgiven in words long enough for one edit to leave them recognisable. */
const MIN_FUZZY_LENGTH = 5;

/**
 * A first letter may begin hundreds of terms; scoring them all took 20 ms a
 * keystroke on the real content. The most widespread ones are what a reader
 * typing "a" most likely wants, and the list narrows with each letter, so the
 * shorter the beginning, the fewer completions (bench/search.ts).
 */
export const maxCompletions = (prefix: string) => (prefix.length === 1 ? 8 : prefix.length === 2 ? 16 : 30);

/** How many documents hold a term, cached per index: the order of completions. */
const spreadCache = new WeakMap<object, Map<string, number>>();
function spread(index: IndexInternals, term: string): number {
  let cache = spreadCache.get(index);
  if (!cache) spreadCache.set(index, (cache = new Map()));
  let count = cache.get(term);
  if (count === undefined) {
    count = 0;
    for (const [field, docs] of Object.entries(index.invertedIndex[term])) if (field !== "_index") count += Object.keys(docs).length;
    cache.set(term, count);
  }
  return count;
}

function completionsOf(index: IndexInternals, prefix: string): Set<string> {
  const all = index.tokenSet.intersect(TokenSets.fromString(`${prefix}*`)).toArray();
  const max = maxCompletions(prefix);
  if (all.length > max) all.sort((a, b) => spread(index, b) - spread(index, a) || a.length - b.length || (a < b ? -1 : 1));
  return new Set(all.slice(0, max));
}

export function parseQuery(query: string, publicIndex: lunr.Index): QueryWord[] {
  const index = publicIndex as unknown as IndexInternals;
  const raws = splitWords(query);
  const typingLast = raws.length > 0 && !/[\s\-]$/.test(query);
  const has = (term: string) => Object.prototype.hasOwnProperty.call(index.invertedIndex, term);

  const words: QueryWord[] = [];
  raws.forEach((raw, i) => {
    const word = trimWord(raw);
    const last = typingLast && i === raws.length - 1;
    // A stop word being typed may be the start of a real word ("de" → "destaque").
    if (!word || (isStopWord(word) && !last)) return;
    const exact = termOf(word);
    const completions = last ? completionsOf(index, foldText(word)) : undefined;
    if (has(exact) || completions?.size) {
      words.push({ exact: has(exact) ? exact : undefined, completions: completions?.size ? completions : undefined });
      return;
    }
    if (isIdentifier(word)) {
      for (const part of identifierParts(word)) {
        const partTerm = termOf(part);
        if (!isStopWord(part) && has(partTerm)) words.push({ exact: partTerm });
      }
      return;
    }
    if (word.length >= MIN_FUZZY_LENGTH) {
      const nearby = index.tokenSet.intersect(TokenSets.fromFuzzyString(exact, 1)).toArray();
      if (nearby.length) words.push({ nearby: new Set(nearby) });
    }
  });
  return words;
}
