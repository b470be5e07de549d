/**
 * The lunr side of terms.ts: a tokenizer and two registered pipeline
 * functions, one for indexing (a word may yield several terms: an identifier
 * and its parts) and one for searching (one term per word, as typed). They are
 * registered by label so a serialized index loads with the same pipeline in
 * the browser.
 */
import { lunr } from "./lunr-portuguese";
import { identifierParts, isStopWord, splitWords, termOf, trimWord } from "./terms";

/** Terms by raw word: a site says the same words again and again, and stemming each time was most of the index build. */
const indexTermsByWord = new Map<string, string[]>();

/** All the index terms one raw word stands for; none for stop words and punctuation. */
export function indexTermsOf(rawWord: string): string[] {
  let terms = indexTermsByWord.get(rawWord);
  if (!terms) {
    const word = trimWord(rawWord);
    const found = new Set<string>();
    if (word && !isStopWord(word)) {
      found.add(termOf(word));
      for (const part of identifierParts(word)) if (!isStopWord(part)) found.add(termOf(part));
    }
    indexTermsByWord.set(rawWord, (terms = [...found]));
  }
  return terms;
}

/** The search term of one raw query word, or undefined for stop words and punctuation. */
export function queryTermOf(rawWord: string): string | undefined {
  const word = trimWord(rawWord);
  return word && !isStopWord(word) ? termOf(word) : undefined;
}

function indexTerms(token: lunr.Token): lunr.Token[] {
  return indexTermsOf(token.toString()).map((term) => token.clone(() => term));
}
function searchTerm(token: lunr.Token): lunr.Token | undefined {
  const term = queryTermOf(token.toString());
  return term ? token.clone(() => term) : undefined;
}
/** Registered once per lunr instance: the export loads this module twice (server build and config) with one lunr. */
function register(fn: (token: lunr.Token) => unknown, label: string) {
  const pipelineFn = fn as unknown as lunr.PipelineFunction & { label?: string };
  const registry = (lunr.Pipeline as unknown as { registeredFunctions: Record<string, unknown> }).registeredFunctions;
  if (label in registry) pipelineFn.label = label;
  else lunr.Pipeline.registerFunction(pipelineFn, label);
}
register(indexTerms, "portal-index-terms");
register(searchTerm, "portal-search-term");

function tokenize(input?: unknown, metadata?: object): lunr.Token[] {
  if (input == null) return [];
  return splitWords(String(input)).map((word, position) => new lunr.Token(word, { ...metadata, position }));
}

/** lunr plugin: `lunr(function () { this.use(portalPortuguese); ... })`. */
export function portalPortuguese(builder: lunr.Builder) {
  (builder as unknown as { tokenizer: typeof tokenize }).tokenizer = tokenize;
  builder.pipeline.reset();
  builder.pipeline.add(indexTerms as unknown as lunr.PipelineFunction);
  builder.searchPipeline.reset();
  builder.searchPipeline.add(searchTerm as unknown as lunr.PipelineFunction);
}
