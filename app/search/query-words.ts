/**
 * Turns what the reader typed into query words, each with the index terms it
 * accepts: its stemmed term; while the last word is still being typed, any term
 * it is the beginning of ("anún" → anunci…); for a word the index does not know,
 * terms one typo away, or an identifier's parts (`FUEL_4_DEPRECATED`).
 * Words that match nothing at all are dropped so one stray word does not
 * empty the list; if every word is dropped there are no results.
 */
import { foldText } from "./fold";
import { lunr } from "./lunr-portuguese";
import { identifierParts, isIdentifier, isStopWord, splitWords, termOf, trimWord } from "./terms";

export interface QueryWord {
  /** The exact term, when the index holds it. */
  exact?: string;
  /** Folded beginning of a word still being typed. */
  prefix?: string;
  /** Terms within one typo, when neither of the above matched. */
  nearby?: Set<string>;
}

export const acceptsTerm = (word: QueryWord, term: string) =>
  term === word.exact || (word.prefix !== undefined && term.startsWith(word.prefix)) || (word.nearby?.has(term) ?? false);

/** lunr internals the query needs and @types/lunr leaves out (stable since lunr 2.0). */
interface IndexInternals {
  invertedIndex: Record<string, unknown>;
  tokenSet: lunr.TokenSet;
}
const TokenSets = lunr.TokenSet as unknown as {
  fromString(pattern: string): lunr.TokenSet;
  fromFuzzyString(term: string, editDistance: number): lunr.TokenSet;
};

/** Typos are only forgiven in words long enough for one edit to leave them recognisable. */
const MIN_FUZZY_LENGTH = 5;

export function parseQuery(query: string, publicIndex: lunr.Index): QueryWord[] {
  const index = publicIndex as unknown as IndexInternals;
  const raws = splitWords(query);
  const typingLast = raws.length > 0 && !/[\s\-]$/.test(query);
  const has = (term: string) => Object.prototype.hasOwnProperty.call(index.invertedIndex, term);
  const hasPrefix = (prefix: string) => index.tokenSet.intersect(TokenSets.fromString(`${prefix}*`)).toArray().length > 0;

  const words: QueryWord[] = [];
  raws.forEach((raw, i) => {
    const word = trimWord(raw);
    const last = typingLast && i === raws.length - 1;
    // A stop word being typed may be the start of a real word ("de" → "destaque").
    if (!word || (isStopWord(word) && !last)) return;
    const exact = termOf(word);
    const prefix = last && hasPrefix(foldText(word)) ? foldText(word) : undefined;
    if (has(exact) || prefix) {
      words.push({ exact: has(exact) ? exact : undefined, prefix });
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
