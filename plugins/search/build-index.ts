/**
 * Builds the search index at build time. Every page gives one document for
 * itself (title, description, text before the first heading) and one per
 * heading (the heading, its table keys, its text and code); each term is
 * recorded once per document, in the strongest field that holds it, which is
 * all ranking reads. The prose goes to one texts file per page, for snippets.
 */
import { createHash } from "node:crypto";
import {
  anchorOf,
  encodePostings,
  encodeTerms,
  FIELDS,
  SEARCH_INDEX_VERSION,
  type Field,
  type PageTexts,
  type PageTextsFile,
  type Postings,
  type SearchablePage,
  type SearchIndexFile,
} from "./index-file";
import { LEMMAS_KEY } from "./glossary";
import { storedVector } from "./reader-model";
import type { ReaderQuery } from "./reader-queries-data";
import { type TrainedReaderModel, trainReaderModel } from "./train-reader-model";
import { glossary, indexTermsOf, isIdentifier, splitWords } from "./terms";

/**
 * The texts files keep this much of each document's prose: the whole prose
 * of most sections, and room for a snippet around a match in the opening of
 * the longest (parameter tables of several thousand characters): small
 * enough that the pages of a first search stay within its download budget
 * (measured by bench/search.ts, figures in bench/README.md), long enough that
 * a snippet can show the sentence or the table row that matched.
 */
export const SNIPPET_SOURCE_LENGTH = 450;

/** And this much of its tables' key cells: the codes of a long error table. */
export const KEYS_SOURCE_LENGTH = 1200;

export function snippetSource(text: string, limit = SNIPPET_SOURCE_LENGTH): string {
  if (text.length <= limit) return text;
  const space = text.lastIndexOf(" ", limit);
  return text.slice(0, space > limit / 2 ? space : limit);
}

/**
 * Words of code samples worth finding: identifiers, keys, paths, error codes.
 * Sample values (ids, phone numbers, timestamps, hashes: four digits or more)
 * would only fill the index; each word once is enough to find the section.
 */
export function searchableCode(code: string): string {
  return [...new Set(splitWords(code).filter((word) => !/\d[^\d]*\d[^\d]*\d[^\d]*\d/.test(word)))].join(" ");
}

type Document = Record<Field, string>;

/**
 * A topic as its words' terms, one space between: "aplicar o destaque" →
 * "aplic destac". Its filler words are left out as a query leaves them out
 * ("Plan does not control limits" is pasted whole, and "does" never reaches
 * the ranking), unless that leaves one word: "gerar cliente" is no topic of
 * every "gerar".
 */
function topicTerms(topic: string): string {
  const words = splitWords(topic);
  const meant = words.filter((word) => !glossary.isFiller(word));
  return (meant.length > 1 ? meant : words).flatMap((word) => indexTermsOf(word).slice(0, 1)).join(" ");
}

const PROSE = FIELDS.indexOf("text");
const CODE = FIELDS.indexOf("code");

/** Stores one page's texts file and returns the reference the index keeps for it. */
export type StoreTexts = (texts: PageTextsFile, page: SearchablePage) => string;

/** Each document's terms, each with the strongest field that holds it (FIELDS index). */
type DocumentTerms = [term: string, field: number][][];

/**
 * Where what the index derives is kept between builds, by a key made from
 * its inputs: a page's terms, by its documents (splitting and stemming every
 * word was most of the index's cost, and a build after one change then
 * redoes one page); the readers' words, by the pages' titles and headings
 * and the readers' questions (parsing a thousand questions took a build
 * about a fifth of a second).
 */
export interface IndexCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

function documentsOf(page: SearchablePage): Document[] {
  const intro = page.sections.find((s) => !s.slug);
  const documents: Document[] = [
    {
      title: page.title,
      topic: (page.topics ?? []).join(" . "),
      // The area a page sits in ("Anúncios › API de anúncios › Autos", shown on each result) names its channel as a
      // heading would: "caminhões api" is the API's truck page, not the JSON file's, whose heading only compares it
      // with the API ("Diferenças em relação à API").
      header: (page.area ?? []).join(" "),
      // A page's own summary says what it is about, above what its text mentions in passing; so do the questions a FAQ index links here for.
      summary: [page.description, page.asked?.[""]].filter(Boolean).join(" . "),
      keys: intro?.keys ?? "",
      text: intro?.text ?? "",
      code: searchableCode(intro?.code ?? ""),
    },
  ];
  for (const section of page.sections) {
    if (!section.slug) continue;
    // The outline's text starts with the heading itself, which the header field already holds.
    const text = section.text.startsWith(section.title) ? section.text.slice(section.title.length).trimStart() : section.text;
    documents.push({
      title: "",
      topic: "",
      header: section.title,
      summary: page.asked?.[section.slug] ?? "",
      keys: section.keys ?? "",
      text,
      code: searchableCode(section.code ?? ""),
    });
  }
  return documents;
}

const TOPIC = FIELDS.indexOf("topic");

/**
 * Each term once per document, in the strongest field that holds it: ranking
 * reads nothing else. A topic term is kept in the topic field besides: that
 * the page is the primary one for a word is a sign of its own, even when its
 * title says the word too.
 */
function termsOf(document: Document): [string, number][] {
  const fieldOf = new Map<string, number>();
  const note = (field: number, term: string) => fieldOf.set(term, Math.min(field, fieldOf.get(term) ?? field));
  const topics = new Set(splitWords(document.topic).flatMap((word) => indexTermsOf(word).slice(0, 1)));
  for (const [f, field] of FIELDS.entries()) {
    if (f === TOPIC) continue;
    for (const word of splitWords(document[field])) {
      const [term, ...parts] = indexTermsOf(word);
      if (term) note(f, term);
      // A part of an identifier says less than the word itself: `NO_IMAGE` in a table is not the table of images.
      for (const part of parts) note(Math.max(f, PROSE), part);
    }
  }
  return [...fieldOf, ...[...topics].map((term): [string, number] => [term, TOPIC])];
}

const keyOf = (...parts: string[]) =>
  createHash("sha256")
    .update([SEARCH_INDEX_VERSION, LEMMAS_KEY, ...parts].join("\0"))
    .digest("hex")
    .slice(0, 32);

/** What `make` derives, from `cache` under `key` when it holds it, made and kept there otherwise. */
function cached<T>(cache: IndexCache | undefined, key: () => string, make: () => T): T {
  if (!cache) return make();
  const at = key();
  let value = cache.get<T>(at);
  if (value === undefined) cache.set(at, (value = make()));
  return value;
}

const cachedTermsOf = (documents: Document[], cache?: IndexCache): DocumentTerms =>
  cached(
    cache,
    () => keyOf(JSON.stringify(documents)),
    () => documents.map(termsOf),
  );

/** The readers' words for the pages of the index as built so far (their texts' references still empty). */
const cachedReaders = (file: SearchIndexFile, queries: readonly ReaderQuery[], summaries: (string | undefined)[], cache?: IndexCache): TrainedReaderModel =>
  cached(
    cache,
    () => `readers-${keyOf(JSON.stringify(file.pages), JSON.stringify(queries), JSON.stringify(summaries))}`,
    () => trainReaderModel(file, queries, summaries),
  );

export interface BuildOptions {
  cache?: IndexCache;
  /** Readers' questions with the page that answers each: the build learns their words (reader-model.ts). */
  readerQueries?: readonly ReaderQuery[];
  /** Folders of parallel pages (the import channels), by the word that names each (topics-data.ts, CHANNELS). */
  channels?: readonly [word: string, folder: string][];
}

export function buildSearchIndex(
  pages: readonly SearchablePage[],
  storeTexts: StoreTexts,
  { cache, readerQueries, channels }: BuildOptions = {},
): SearchIndexFile {
  const postings = new Map<string, Postings>();
  let documentCount = 0;
  const record = (documents: Document[]) => {
    const fields = cachedTermsOf(documents, cache);
    // A word of a code sample that the page says elsewhere in words finds the page there; the sample adds nothing (and a sixth of the file).
    // A topic is no place on the page: a call's path, its topic, is still found in the sample that shows the call.
    const said = new Set(fields.flatMap((fieldOf) => fieldOf.filter(([, field]) => field !== CODE && field !== TOPIC).map(([term]) => term)));
    for (const fieldOf of fields) {
      const doc = documentCount++;
      for (const [term, field] of fieldOf) {
        if (field === CODE && said.has(term)) continue;
        let termPostings = postings.get(term);
        if (!termPostings) postings.set(term, (termPostings = FIELDS.map(() => new Set())));
        termPostings[field].add(doc);
      }
    }
  };

  const file: SearchIndexFile = {
    version: SEARCH_INDEX_VERSION,
    pages: [],
    areas: [],
    areaNames: [],
    topics: [],
    pointers: [],
    answers: [],
    terms: "",
    postings: "",
  };
  const areaNumbers = new Map<string, number>();
  const texts: PageTexts[] = [];
  for (const page of pages) {
    const documents = documentsOf(page);
    record(documents);
    const sections = page.sections.filter((s) => s.slug);
    const anchors = Object.fromEntries(sections.flatMap((s, i) => (s.slug === anchorOf(s.title) ? [] : [[i, s.slug]])));
    texts.push(textsOf(page, documents));
    // The texts file's reference comes once its readers' words are known, below.
    const entry: SearchIndexFile["pages"][number] = [page.title, page.path, "", page.generated ? 1 : 0, sections.map((s) => s.title)];
    if (Object.keys(anchors).length) entry.push(anchors);
    file.pages.push(entry);
    const area = (page.area ?? []).join(" › ");
    if (!areaNumbers.has(area)) areaNumbers.set(area, file.areaNames.push(area) - 1);
    file.areas.push(areaNumbers.get(area)!);
    const topics = (page.topics ?? []).map(topicTerms).filter(Boolean);
    if (topics.length) file.topics.push([file.pages.length - 1, ...topics]);
    if (page.pointer) file.pointers.push(file.pages.length - 1);
    if (page.answers) file.answers.push(file.pages.length - 1);
  }
  // A plain word only ever seen in code samples is a keyword of the sample's language (`const`, `foreach`) or a sample value: no reader looks for it.
  const codeOnly = (term: string, where: Postings) => !isIdentifier(term) && where.every((docs, field) => field === CODE || !docs.size);
  const terms = [...postings.keys()].filter((term) => !codeOnly(term, postings.get(term)!)).sort();
  file.terms = encodeTerms(terms);
  file.postings = terms.map((term) => encodePostings(postings.get(term)!)).join("\n");
  if (channels) file.channels = channels.map(([word, folder]) => [indexTermsOf(word)[0], folder]);
  const summaries = pages.map((page) => page.description);
  const readers = readerQueries && cachedReaders(file, readerQueries, summaries, cache);
  // A term no page holds is in no query's terms: the files leave it out (a texts file changes only when one of its
  // terms enters or leaves the index).
  const idOf = new Map(terms.map((term, id) => [term, id]));
  const held = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([term]) => idOf.has(term)));
  if (readers) file.readers = { examples: readers.frequencies.examples, common: termCounts(held(readers.frequencies.common), idOf) };
  file.pages.forEach((entry, page) => {
    entry[2] = storeTexts([texts[page], storedVector(held(readers?.vectors[page] ?? {}))], pages[page]);
  });
  return file;
}

/** Counts by term as the index keeps them (ReaderWordsFrequencies.common): terms by their place, as gaps; the index changes with any term anyway. */
function termCounts(counts: Record<string, number>, idOf: Map<string, number>): number[] {
  let previous = 0;
  return Object.entries(counts)
    .map(([term, count]) => [idOf.get(term)!, count])
    .sort((a, b) => a[0] - b[0])
    .flatMap(([id, count]) => {
      const gap = id - previous;
      previous = id;
      return [gap, count];
    });
}

/** A page's texts for snippets: per document, the beginning of its prose, and of its tables' key cells when it has some. */
function textsOf(page: SearchablePage, documents: Document[]): PageTexts {
  return documents.map((d) => {
    const keys = d.keys.split("\n").filter(Boolean).join(" · ");
    // The snippet shows the page's own words: the questions lent by a FAQ index only rank.
    const prose = (d === documents[0] ? [page.description, page.sections.find((s) => !s.slug)?.text] : [d.text]).filter(Boolean).join(" ");
    return keys ? [snippetSource(prose), snippetSource(keys, KEYS_SOURCE_LENGTH)] : snippetSource(prose);
  });
}
