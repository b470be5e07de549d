/**
 * The search glossary (glossary-data.ts), read into what the query and the
 * index need: filler words a query drops, stem aliases that make a verb and
 * its noun one term, and synonyms from the readers' words to the pages'.
 * Shared by the build (stems) and the browser (all three), so both cut words
 * the same way.
 */
import { foldText } from "../../domain/text/fold";
import { GLOSSARY_DATA } from "./glossary-data";

export interface GlossaryData {
  fillers: string[];
  terms: Record<string, string>;
  lemmas: [string, string][];
  synonyms: { reader: string[]; docs: string[] }[];
}

/** A synonym entry made of terms: each reader phrase as its words' terms, and the pages' terms it stands for. */
export interface SynonymEntry {
  phrases: string[][];
  docs: string[];
}

export interface Glossary {
  isFiller(word: string): boolean;
  /** The term of a folded word kept apart from its homographs' stem, if it is one. */
  fixedTerm(folded: string): string | undefined;
  /** The stem a raw stem stands for (itself when no lemma joins it to another). */
  stemAlias(stem: string): string;
  /** Synonym entries whose phrases start with this term. */
  startingWith(term: string): SynonymEntry[];
}

/** Builds the glossary with the stemmer it is read with (terms.ts passes its own, without aliases, to avoid a cycle). */
export function readGlossary(data: GlossaryData, stem: (word: string) => string, wordsOf: (text: string) => string[]): Glossary {
  const wrong = data.lemmas.find((pair) => pair.length !== 2 || pair.some((word) => typeof word !== "string" || !word));
  if (wrong) throw new Error(`glossário da busca: cada par de lemmas tem duas palavras, não ${JSON.stringify(wrong)}`);
  const fillers = new Set(data.fillers.map(foldText));
  const fixed = new Map(Object.entries(data.terms).map(([word, term]) => [foldText(word), term]));
  const aliases = new Map(data.lemmas.map(([from, to]) => [stem(from), stem(to)]));
  const stemAlias = (s: string) => aliases.get(s) ?? s;
  const termsOf = (text: string) => wordsOf(text).map((word) => fixed.get(foldText(word)) ?? stemAlias(stem(word)));
  const byFirst = new Map<string, SynonymEntry[]>();
  for (const { reader, docs } of data.synonyms) {
    const entry: SynonymEntry = { phrases: reader.map(termsOf).filter((p) => p.length), docs: [...new Set(docs.flatMap(termsOf))] };
    for (const phrase of entry.phrases) {
      const list = byFirst.get(phrase[0]) ?? [];
      if (!list.includes(entry)) list.push(entry);
      byFirst.set(phrase[0], list);
    }
  }
  return {
    isFiller: (word) => fillers.has(foldText(word)),
    fixedTerm: (folded) => fixed.get(folded),
    stemAlias,
    startingWith: (term) => byFirst.get(term) ?? [],
  };
}

export { GLOSSARY_DATA };

/** Changes whenever the glossary changes what the index holds (its lemmas), for the build cache's key. */
export const LEMMAS_KEY = JSON.stringify([GLOSSARY_DATA.terms, GLOSSARY_DATA.lemmas]);
