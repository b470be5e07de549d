/**
 * How text becomes index terms, shared by the index (build) and the query
 * (browser). Words are split on spaces, hyphens and the punctuation of code
 * samples, trimmed, folded (accents, case) and stemmed in Portuguese, but
 * code identifiers (`vehicle_tag`, `ERROR_FUEL_4_DEPRECATED`,
 * `/autoupload/import`, `2020`) are kept whole: lunr-languages' trimmer only
 * knows letters and its stemmer would cut identifiers apart.
 */
import { foldText } from "../../domain/text/fold";
import { pt, lunr } from "./lunr-portuguese";

/** Between words: spaces, hyphens and the punctuation of JSON/XML/shell samples. Not `_ / . @`, which live inside identifiers. */
export const WORD_SEPARATOR = /[\s\-"'`´“”‘’{}[\]()<>,;:=|*!?¿¡…]+/u;

/** Leading and trailing characters that are not part of a word ("(opcional)." → "opcional"). */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu;

export const trimWord = (word: string) => word.replace(EDGE_PUNCTUATION, "");

/** Anything but letters makes a word an identifier or a number: never stemmed, never split by the stop-word list. */
export const isIdentifier = (word: string) => /[^\p{L}]/u.test(word);

/** Splits a text into raw words (lowercased, untrimmed), in order. */
export function splitWords(text: string): string[] {
  return text.toLowerCase().split(WORD_SEPARATOR).filter(Boolean);
}

/**
 * The pieces an identifier is also found by: `resp.raise_for_status()` →
 * raise_for_status, raise, status…; a URL or path → each segment and each
 * tail of the path, so `https://apps.example/autoupload/import` is found by
 * `/autoupload/import`.
 */
export function identifierParts(word: string): string[] {
  if (!isIdentifier(word)) return [];
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

/** Portuguese stop words ("de", "para", "não"), checked before folding because lunr-languages lists them with accents. */
export const isStopWord = (word: string) => !pt.stopWordFilter(new lunr.Token(word, {}));

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

/** The index term of one trimmed word: folded, and stemmed unless it is an identifier or a number. */
export function termOf(word: string): string {
  const folded = foldText(word);
  if (isIdentifier(folded)) return folded;
  return foldText(pt.stemmer(new lunr.Token(canonicalForm(folded), {})).toString());
}
