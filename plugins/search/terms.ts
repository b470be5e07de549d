/**
 * How text becomes index terms, shared by the index (build) and the query
 * (browser). Words are cut at spaces, hyphens and the punctuation of code
 * samples, trimmed, folded (accents, case) and stemmed in Portuguese, but
 * code identifiers (`vehicle_tag`, `ERROR_FUEL_4_DEPRECATED`,
 * `/autoupload/import`, `2020`) and signed codes (`-7`) are kept whole:
 * lunr-languages' trimmer only knows letters and its stemmer would cut
 * identifiers apart.
 */
import { foldText } from "../../domain/text/fold";
import { GLOSSARY_DATA, readGlossary } from "./glossary";
import { pt, lunr } from "./lunr-portuguese";

/** Between words: spaces, hyphens and the punctuation of JSON/XML/shell samples. Not `_ / . @`, which live inside identifiers. */
const SEPARATORS = String.raw`\s\\"'\x60´“”‘’{}\[\]()<>,;:=|*!?¿¡…\-`;

/**
 * A word: a run of non-separators, with a leading minus when it is the sign
 * of a number (`statusCode -7`, `"code":-8`), not a hyphen inside a word or
 * a range (`1-5`, `2025-11-17`).
 */
const WORD = new RegExp(`(?:(?<![^${SEPARATORS}])-(?=\\p{N}))?[^${SEPARATORS}]+`, "gu");

/** The word inside its edge punctuation ("(opcional)." → "opcional"), a number's sign kept. */
const INNER = /^(?:[^\p{L}\p{N}_-]|-(?!\p{N}))*((?:-(?=\p{N}))?[\p{L}\p{N}_](?:[\s\S]*[\p{L}\p{N}_])?)?[^\p{L}\p{N}_]*$/u;

export const trimWord = (word: string) => INNER.exec(word)?.[1] ?? "";

/**
 * Remembers up to `size` results of a pure function of a string: the same
 * texts (a page's snippet sources, its headings) and words are cut and
 * stemmed again at every keystroke, which was most of a search's time.
 */
function memo<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= size) known.clear();
      known.set(key, (value = compute(key)));
    }
    return value;
  };
}

/** [start, end) of every word of `text`, edge punctuation left out, in order. */
export const wordSpans = memo(4000, (text: string): [number, number][] => {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(WORD)) {
    const inner = trimWord(match[0]);
    if (!inner) continue;
    const start = match.index! + match[0].indexOf(inner);
    spans.push([start, start + inner.length]);
  }
  return spans;
});

/** Splits a text into raw words (lowercased, untrimmed), in order. */
export function splitWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Anything but letters makes a word an identifier or a number: never stemmed, never split by the stop-word list. */
export const isIdentifier = (word: string) => /[^\p{L}]/u.test(word);

/** A number with its sign, `-7`: a code as written, not the number 7. */
const SIGNED_NUMBER = /^-\p{N}+$/u;

/**
 * The pieces an identifier is also found by: `resp.raise_for_status()` →
 * raise_for_status, raise, status…; a URL or path → each segment and each
 * tail of the path, so `https://apps.example/autoupload/import` is found by
 * `/autoupload/import`. A signed number has none.
 */
export function identifierParts(word: string): string[] {
  if (!isIdentifier(word) || SIGNED_NUMBER.test(word)) return [];
  const parts = new Set<string>();
  for (const segment of word.split(/[^\p{L}\p{N}_]+/u)) {
    parts.add(segment);
    for (const atom of segment.split("_")) parts.add(atom);
  }
  const pathSegments = word.split("/").filter(Boolean);
  for (let i = 1; i < pathSegments.length; i++) parts.add(pathSegments.slice(i).join("/"));
  for (const segment of pathSegments) parts.add(segment);
  const trimmed = new Set([...parts].map(trimWord));
  trimmed.delete(word);
  trimmed.delete("");
  return [...trimmed];
}

/**
 * Words of questions that lunr-languages' list (articles, pronouns,
 * auxiliaries) leaves in, folded: "quantas imagens posso enviar" is a search
 * for imagens and enviar.
 */
const QUESTION_WORDS = new Set(
  "quanto quanta quantos quantas quais onde porque porque posso pode podem podemos poderia devo deve devem preciso precisa precisam consigo consegue conseguir fazer faco faz fazem existe existem e sao ha nao".split(
    " ",
  ),
);

/** Portuguese stop words ("de", "para", "não", "quantas"); lunr-languages lists them with accents, so the raw word is checked too. */
export const isStopWord = (word: string) => QUESTION_WORDS.has(foldText(word)) || !pt.stopWordFilter(new lunr.Token(word, {}));

/**
 * Snowball's Portuguese stemmer expects accents ("informação" → "inform") and
 * leaves some plurals apart ("imóveis" → "imóv", "imóvel" → "imóvel"). Readers
 * type without accents, so words are folded first, then plural endings are made
 * singular and the accents the stemmer's suffix rules look for are put back.
 */
const SINGULAR: [RegExp, string][] = [
  [/oes$/, "ao"], // padrões → padrão, informações → informação
  [/([aeiou])is$/, "$1l"], // imóveis → imóvel, opcionais → opcional, azuis → azul
  [/ns$/, "m"], // itens → item, imagens → imagem
  // celulares → celular, valores → valor, luzes → luz: left "celulare", the stemmer cut it elsewhere than "celular".
  // Not "-eres": caracteres is the plural of caractere.
  [/([ao]r|z)es$/, "$1"],
  [/([^s])s$/, "$1"], // erros → erro, leads → lead: short words fall outside the stemmer's suffix region
];
const STEMMER_ACCENTS: [RegExp, string][] = [
  [/cao$/, "ção"],
  [/ao$/, "ão"],
  [/encia(s?)$/, "ência$1"],
  [/ancia(s?)$/, "ância$1"],
  [/avel$/, "ável"],
  [/ivel$/, "ível"],
];

function canonicalForm(folded: string): string {
  let word = folded;
  if (word.length > 4) for (const [ending, singular] of SINGULAR) word = word.replace(ending, singular);
  for (const [ending, accented] of STEMMER_ACCENTS) word = word.replace(ending, accented);
  return word;
}

/** The Portuguese stem of a folded plain word, before the glossary's lemmas join stems. */
const stemOf = (folded: string) => foldText(pt.stemmer(new lunr.Token(canonicalForm(folded), {})).toString());

/** The index term of one trimmed word: folded, and stemmed unless it is an identifier or a number; a verb and its noun meet (glossary lemmas). */
export const termOf = memo(50_000, (word: string): string => {
  const folded = foldText(word);
  if (isIdentifier(folded)) return folded;
  return glossary.fixedTerm(folded) ?? glossary.stemAlias(stemOf(folded));
});

/** Terms by raw word: a site says the same words again and again, and stemming each time was most of the index build. */
const indexTermsByWord = new Map<string, string[]>();

/**
 * A path that goes on (`/autoupload/import/{token}`, cut before the brace)
 * is a call of its own, not `/autoupload/import`: its term keeps the slash,
 * and the shorter path is only one of its parts.
 */
const OPEN_PATH = /^\/?[\p{L}\p{N}_.-]+(?:\/[\p{L}\p{N}_.-]+)+\/$/u;

/** The term of one raw word (edge punctuation included): its trimmed word's, or an open path's with its slash. */
export const wordTermOf = (rawWord: string, word = trimWord(rawWord)) => (OPEN_PATH.test(rawWord) ? `${foldText(word)}/` : termOf(word));

/** All the index terms one raw word stands for: its own and its identifier parts'; none for stop words and punctuation. */
export function indexTermsOf(rawWord: string): string[] {
  let terms = indexTermsByWord.get(rawWord);
  if (!terms) {
    const word = trimWord(rawWord);
    const found = new Set<string>();
    if (word && !isStopWord(word)) {
      found.add(wordTermOf(rawWord, word));
      if (OPEN_PATH.test(rawWord)) found.add(termOf(word));
      for (const part of identifierParts(word)) if (!isStopWord(part)) found.add(termOf(part));
    }
    indexTermsByWord.set(rawWord, (terms = [...found]));
  }
  return terms;
}

/** The domain's glossary (glossary-data.ts), read with this module's own cutting and stemming. */
export const glossary = readGlossary(
  GLOSSARY_DATA,
  (word) => {
    const folded = foldText(word);
    return isIdentifier(folded) ? folded : stemOf(folded);
  },
  (text) =>
    splitWords(text)
      .map(trimWord)
      .filter((word) => word && !isStopWord(word)),
);
