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
import { glossary, identifierParts, isIdentifier, isStopWord, splitWords, termOf, trimWord, wordTermOf } from "./terms";

/** What reading a query asks of the index: which terms it holds, those a prefix or a typo may mean, and how common each is. */
export type TermLookup = Pick<TermIndex, "has" | "withPrefix" | "near" | "documentFrequency">;

export interface QueryWord {
  /** The exact term, when the index holds it. */
  exact?: string;
  /** Index terms a word still being typed may become. */
  completions?: Set<string>;
  /** Terms within one typo, when neither of the above matched. */
  nearby?: Set<string>;
  /** The pages' words for what the reader typed (glossary synonyms), weighed a little below the word itself. */
  synonyms?: Set<string>;
  /**
   * A word of a code the reader typed (`image` of `ERROR_IMAGE_TOO_SMALL`):
   * weighed far below the code, it only breaks ties between pages that both
   * list the code, for the one about its subject; never highlighted.
   */
  hint?: boolean;
}

export const acceptsTerm = (word: QueryWord, term: string) =>
  term === word.exact || (word.completions?.has(term) ?? false) || (word.nearby?.has(term) ?? false) || (word.synonyms?.has(term) ?? false);

/** Every term a query word accepts. */
export const termsOf = (word: QueryWord): string[] => [
  ...(word.exact ? [word.exact] : []),
  ...(word.completions ?? []),
  ...(word.nearby ?? []),
  ...(word.synonyms ?? []),
];

/**
 * A filler typed last with this many letters ("sistema", "consigo", "saber")
 * is a whole word, dropped like the others; shorter ones may be the start of
 * a page's word ("esta" → "estado", "ver" → "versão").
 */
const WHOLE_FILLER_LENGTH = 5;

/** Typos are only forgiven in words long enough for one edit to leave them recognisable. */
const MIN_FUZZY_LENGTH = 5;

/** Nor read as a term shorter than this. */
const MIN_NEARBY_TERM_LENGTH = 4;

/**
 * A first letter may begin hundreds of terms; scoring them all made each
 * keystroke slow on the real content (bench/README.md). The most widespread ones are what a reader
 * typing "a" most likely wants, and the list narrows with each letter, so the
 * shorter the beginning, the fewer completions (bench/search.ts).
 */
export const maxCompletions = (prefix: string) => (prefix.length === 1 ? 8 : prefix.length === 2 ? 16 : 30);

function completionsOf(index: TermLookup, prefix: string): Set<string> {
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
function nearbyTerms(index: TermLookup, word: string, term: string): Set<string> {
  const nearby = new Set(index.near(term));
  const folded = foldText(word);
  if (!isIdentifier(folded)) {
    for (const variant of oneEditAway(folded)) {
      const variantTerm = termOf(variant);
      if (index.has(variantTerm)) nearby.add(variantTerm);
    }
  }
  // A long word can have a short stem ("puxar" → "pux", "putar" → "put"): a term that short, one edit away, is
  // another word (the PUT of a call), not the one the reader meant.
  for (const found of nearby) if (found.length < MIN_NEARBY_TERM_LENGTH) nearby.delete(found);
  return nearby;
}

/** Words beyond these (a pasted paragraph) are ignored: ranking keeps one bit per word. */
export const MAX_QUERY_WORDS = 12;

/**
 * Only this much of a query is read: a pasted page of text (5,000 characters
 * froze the tab for seconds) says nothing its first words do not, and a word
 * longer than an identifier is no word to correct or complete.
 */
export const MAX_QUERY_LENGTH = 200;
const MAX_WORD_LENGTH = 64;

/** A run of the query's words read together: one word, or a glossary phrase ("no topo", "real estate"). */
interface QueryUnit {
  words: string[];
  /** The first word as typed, edge punctuation included (an open path's last slash). */
  raw: string;
  synonyms?: Set<string>;
  /** Holds the last word, still being typed. */
  last: boolean;
}

/** The protocol's words beside a pasted call: its method, `curl -X`, the scheme of a URL cut off at its colon. */
const HTTP_NOISE = /^(?:get|post|put|patch|delete|head|options|https?|curl|-x)$/i;
/** The protocol's version of a pasted status line (`HTTP/1.1 502 Bad Gateway`): no page is about it. */
const HTTP_VERSION = /^https?\/\d(?:\.\d)?$/i;
/** A path of the API as pasted (`/autoupload/import`, `//apps.example/autoupload/ads/123`), not a date (`05/08/2025`). */
const PASTED_PATH = /^\/{0,2}[\p{L}_][\p{L}\p{N}_.-]*(?:\/[\p{L}\p{N}_.{}-]*)+$/u;

/**
 * A pasted call or status line is found by its path and its status: the
 * method and the protocol's words beside them name no page ("DELETE" would
 * otherwise lead to every page about deleting). Without a path, "delete" is
 * a word of the query.
 */
function withoutHttpNoise<T extends { word: string }>(words: T[]): T[] {
  const meant = words.filter(({ word }) => !HTTP_VERSION.test(word));
  const hasPath = meant.some(({ word }) => !HTTP_NOISE.test(word) && PASTED_PATH.test(word));
  return hasPath ? meant.filter(({ word }) => !HTTP_NOISE.test(word)) : meant;
}

/** The query's words, glossary phrases joined into one unit with the pages' words for them; stop words left out. */
function unitsOf(query: string, index: TermLookup): QueryUnit[] {
  const raws = splitWords(query.slice(0, MAX_QUERY_LENGTH));
  // A question mark or an exclamation ends the sentence: its last word is whole, not the start of a longer one.
  const typingLast = raws.length > 0 && !/[\s\-?!]$/.test(query);
  const words = raws.map((raw, i) => ({
    raw: raw.slice(0, MAX_WORD_LENGTH),
    word: trimWord(raw).slice(0, MAX_WORD_LENGTH),
    last: typingLast && i === raws.length - 1,
  }));
  // A stop word being typed may be the start of a real word ("de" → "destaque").
  const kept = withoutHttpNoise(words).filter(({ word, last }) => word && (!isStopWord(word) || last));
  const terms = kept.map(({ word }) => termOf(word));
  const units: QueryUnit[] = [];
  for (let i = 0; i < kept.length; ) {
    let match: { length: number; docs: string[] } | undefined;
    for (const entry of glossary.startingWith(terms[i])) {
      for (const phrase of entry.phrases) {
        if (phrase.length > (match?.length ?? 0) && phrase.every((term, k) => terms[i + k] === term)) match = { length: phrase.length, docs: entry.docs };
      }
    }
    const length = match?.length ?? 1;
    const synonyms = match?.docs.filter((term) => index.has(term));
    units.push({
      words: kept.slice(i, i + length).map((k) => k.word),
      raw: kept[i].raw,
      synonyms: synonyms?.length ? new Set(synonyms) : undefined,
      last: kept[i + length - 1].last,
    });
    i += length;
  }
  // Question and filler words ("quero", "meu", "saber") never rank a page on their own: dropped when other words remain.
  // A filler is listed as written, so "recebi" goes though its stem is receber's, whose synonyms stay for "receber".
  // One being typed is kept while it may still become another word ("da" → "dados"); at WHOLE_FILLER_LENGTH letters it is one already.
  const content = units.filter(
    (unit) => unit.words.length > 1 || (unit.last && unit.words[0].length < WHOLE_FILLER_LENGTH) || !glossary.isFiller(unit.words[0]),
  );
  return withoutCodeLabels(content.length ? content : units).slice(0, MAX_QUERY_WORDS);
}

/** A code as written (`ACCESS_SCOPE_DENIED`, `invalid_grant`, `car_steering`): letters and digits joined by underscores. */
export const isCodeAsWritten = (word: string) => /^(?=.*\p{L})[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+$/u.test(word);
/** The words a reader puts before a pasted code to say what it is ("error: ACCESS_SCOPE_DENIED", "código de erro X"). */
const CODE_LABELS = new Set(["error", "errors", "erro", "erros", "code", "codigo", "codigos"]);

/**
 * Beside a code, "erro" says only that the code is an error: it would rank, among the pages that list the code, the
 * one that says "erro" most, not the one about the code.
 */
function withoutCodeLabels(units: QueryUnit[]): QueryUnit[] {
  if (!units.some((unit) => unit.words.length === 1 && isCodeAsWritten(unit.words[0]))) return units;
  const meant = units.filter((unit) => unit.words.length > 1 || !CODE_LABELS.has(foldText(unit.words[0])));
  return meant.length ? meant : units;
}

/** An identifier the index does not hold: the longest part of its path that it does (`/autoupload/ads/123` → autoupload/ads). */
function knownPathPart(word: string, index: TermLookup): string | undefined {
  const segments = foldText(word).split("/").filter(Boolean);
  if (segments.length < 2) return undefined;
  for (let length = segments.length; length >= 2; length--) {
    for (let start = 0; start + length <= segments.length; start++) {
      const candidate = segments.slice(start, start + length).join("/");
      // Cut short of the typed path, it is the path that goes on (`/autoupload/ads/{list_id}` → autoupload/ads/).
      if (start + length < segments.length && index.has(`${candidate}/`)) return `${candidate}/`;
      if (index.has(candidate)) return candidate;
    }
  }
  return undefined;
}

/** A typo means the word it is one edit from: it finds the pages' words for that word too, as the word itself would (its first glossary entry, as unitsOf reads it). */
function typoSynonyms(nearby: Set<string>, index: TermLookup): Set<string> | undefined {
  const synonyms = [...nearby]
    .flatMap((term) => glossary.startingWith(term).find((entry) => entry.phrases.some((phrase) => phrase.length === 1 && phrase[0] === term))?.docs ?? [])
    .filter((term) => index.has(term) && !nearby.has(term));
  return synonyms.length ? new Set(synonyms) : undefined;
}

/** The plain words of a code (`error_image_too_small` → imag, small), as hints: what the code is about. */
function hintsOf(word: string, exact: string, index: TermLookup): QueryWord[] {
  if (!/^[\p{L}\d]+(?:_[\p{L}\d]+)+$/u.test(word)) return [];
  const parts = word
    .split("_")
    .filter((part) => /^\p{L}{3,}$/u.test(part) && !isStopWord(part))
    .map(termOf);
  return [...new Set(parts)].filter((part) => part !== exact && index.has(part)).map((part) => ({ exact: part, hint: true }));
}

function wordOf(unit: QueryUnit, index: TermLookup): QueryWord[] {
  const [word] = unit.words;
  // An identifier or code (`client_id`, `-2`) is looked up as typed: a synonym would lead to places that do not hold it.
  const synonyms = isIdentifier(foldText(word)) ? undefined : unit.synonyms;
  if (unit.words.length > 1) {
    // A phrase: its own words count as much as the pages' words for it.
    const own = unit.words.map(termOf).filter((term) => index.has(term));
    return [{ synonyms: new Set([...own, ...(synonyms ?? [])]) }];
  }
  const exact = wordTermOf(unit.raw, word);
  const completions = unit.last ? completionsOf(index, foldText(word)) : undefined;
  if (index.has(exact) || completions?.size || synonyms) {
    const own: QueryWord = { exact: index.has(exact) ? exact : undefined, completions: completions?.size ? completions : undefined, synonyms };
    return own.exact ? [own, ...hintsOf(word, exact, index)] : [own];
  }
  // A stop word is only kept while it may still become another word; it is no typo of one.
  if (isStopWord(word)) return [];
  const path = knownPathPart(word, index);
  if (path) return [{ exact: path }];
  const nearby = word.length >= MIN_FUZZY_LENGTH ? nearbyTerms(index, word, exact) : new Set<string>();
  if (nearby.size) return [{ nearby, synonyms: typoSynonyms(nearby, index) }];
  return identifierParts(word)
    .filter((part) => !isStopWord(part))
    .map(termOf)
    .filter((part) => index.has(part))
    .map((part) => ({ exact: part }));
}

export function parseQuery(query: string, index: TermLookup): QueryWord[] {
  return unitsOf(query, index)
    .flatMap((unit) => wordOf(unit, index))
    .filter((word) => word.exact || word.completions || word.nearby || word.synonyms?.size)
    .slice(0, MAX_QUERY_WORDS);
}
