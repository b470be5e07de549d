/**
 * Turns what the reader typed into query words, each with the index terms it
 * accepts: its stemmed term; while the last word is still being typed, the
 * terms it is the beginning of ("anún" → anunci…); for a word the index does
 * not know, terms one typo away, or an identifier's parts (`FUEL_4_DEPRECATED`).
 * Stop words ("quantas", "de", "o") are left out, and words that match nothing
 * at all are dropped, so one stray word does not empty the list.
 */
import { foldText } from "../../domain/text/fold";
import type { TermIndex } from "./term-index";
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

/** Typos are only forgiven in words long enough for one edit to leave them recognisable. */
const MIN_FUZZY_LENGTH = 5;

/**
 * A first letter may begin hundreds of terms; scoring them all took 20 ms a
 * keystroke on the real content. The most widespread ones are what a reader
 * typing "a" most likely wants, and the list narrows with each letter, so the
 * shorter the beginning, the fewer completions (bench/search.ts).
 */
export const maxCompletions = (prefix: string) => (prefix.length === 1 ? 8 : prefix.length === 2 ? 16 : 30);

function completionsOf(index: TermIndex, prefix: string): Set<string> {
  const all = index.withPrefix(prefix);
  const max = maxCompletions(prefix);
  if (all.length > max) all.sort((a, b) => index.documentFrequency(b) - index.documentFrequency(a) || a.length - b.length || (a < b ? -1 : 1));
  return new Set(all.slice(0, max));
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * How far from its end a typo can sit and still break the stemmer: suffixes
 * are this short, and a typo before them is forgiven by comparing stems.
 */
const ENDING_LENGTH = 5;

/** Every word one edit (deletion, swap of neighbours, replacement, insertion) in the ending of a folded word away from it. */
function* oneEditAway(word: string): Generator<string> {
  for (let i = Math.max(0, word.length - ENDING_LENGTH); i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) yield head + tail.slice(1);
    if (tail.length > 1) yield head + tail[1] + tail[0] + tail.slice(2);
    for (const letter of LETTERS) {
      if (tail && letter !== tail[0]) yield head + letter + tail.slice(1);
      yield head + letter + tail;
    }
  }
}

/**
 * Index terms one typo away. Comparing stems alone misses a typo in the
 * ending, which the stemmer then fails to recognise ("quilometragen" keeps its
 * "en", two edits from the stem "quilometrag"), so the typed word's ending is
 * edited too, each variant stemmed as a word of the page would be.
 */
function nearbyTerms(index: TermIndex, word: string, term: string): Set<string> {
  const nearby = new Set(index.near(term));
  const folded = foldText(word);
  if (!isIdentifier(folded)) {
    for (const variant of oneEditAway(folded)) {
      const variantTerm = termOf(variant);
      if (index.has(variantTerm)) nearby.add(variantTerm);
    }
  }
  return nearby;
}

/** Words beyond these (a pasted paragraph) are ignored: ranking keeps one bit per word. */
export const MAX_QUERY_WORDS = 12;

export function parseQuery(query: string, index: TermIndex): QueryWord[] {
  const raws = splitWords(query).slice(0, MAX_QUERY_WORDS);
  const typingLast = raws.length > 0 && !/[\s\-]$/.test(query);

  const words: QueryWord[] = [];
  raws.forEach((raw, i) => {
    const word = trimWord(raw);
    const last = typingLast && i === raws.length - 1;
    // A stop word being typed may be the start of a real word ("de" → "destaque").
    if (!word || (isStopWord(word) && !last)) return;
    const exact = termOf(word);
    const completions = last ? completionsOf(index, foldText(word)) : undefined;
    if (index.has(exact) || completions?.size) {
      words.push({ exact: index.has(exact) ? exact : undefined, completions: completions?.size ? completions : undefined });
      return;
    }
    // A stop word is only kept while it may still become another word; it is no typo of one.
    if (isStopWord(word)) return;
    const nearby = word.length >= MIN_FUZZY_LENGTH ? nearbyTerms(index, word, exact) : new Set<string>();
    if (nearby.size) {
      words.push({ nearby });
      return;
    }
    for (const part of identifierParts(word)) {
      const partTerm = termOf(part);
      if (!isStopWord(part) && index.has(partTerm)) words.push({ exact: partTerm });
    }
  });
  return words;
}
