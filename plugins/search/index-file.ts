/**
 * The search index asset: what the build writes (build-index.ts) and the
 * browser fetches on first focus. It holds what ranking needs (titles,
 * headings, terms, postings) and nothing a reader only sees: the prose for
 * snippets lives in one small file per page (`texts`), fetched for the pages
 * a search shows.
 *
 * Terms are sorted and front-coded, one a line: the first character says how
 * many leading characters the term shares with the previous one (base 36), the
 * rest follows: "anunci", "anunciant" → "0anunci\n6ant".
 *
 * Postings, one line per term in term order: one group per field (FIELDS
 * order) separated by ".", trailing empty groups left out. In a group, the
 * documents holding the term in ascending order, each as its gap from the
 * previous one (from 0) in one base-62 digit, or "~" and three digits for a
 * gap of 62 or more. "0.3~00z" = title of document 0; heading of documents 3
 * and 3 + 35. How often a term occurs in a document is not kept: ranking
 * counts the sections that say a word, not the times one section says it,
 * and the counts were a seventh of the file.
 */
import { foldAccents } from "../../domain/text/fold";

export const SEARCH_INDEX_VERSION = 9;

/**
 * Where a word can be, from the strongest sign that a document is about it to
 * the weakest. `topic`: the readers' words for what the page is the answer to
 * (topics-data.ts), which only a page's own document has.
 */
export const FIELDS = ["title", "topic", "header", "summary", "keys", "text", "code"] as const;
export type Field = (typeof FIELDS)[number];

export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  /**
   * Per page: title, path, the reference of its texts file, 1 for a
   * generated folder page (ranked after every real page), the heading of
   * each section, and the anchors (by section number) that `anchorOf` would
   * not guess. Documents are numbered in this order: each page itself
   * (title, description, text before the first heading), then its sections.
   */
  pages: [title: string, path: string, texts: string, generated: 0 | 1, headings: string[], anchors?: Record<number, string>][];
  /** Each page's area path ("Anúncios › API de anúncios › Autos"), by page number; many pages share one, so each is listed once in `areaNames`. */
  areas: number[];
  areaNames: string[];
  /**
   * Each page's topics (topics-data.ts) as its words' terms, one phrase a
   * string ("aplic destac"): a page is the primary one for a query that holds
   * every word of one of its topics.
   */
  topics: [page: number, ...phrases: string[]][];
  /** The pages whose entries answer in a line and point elsewhere for the whole answer (the FAQ's indexes), by page number: see rank.ts. */
  pointers: number[];
  /** The FAQ's own pages, which answer readers' questions about one subject (topics-data.ts, isAnswerPage), by page number: see rank.ts. */
  answers: number[];
  /** Folders of parallel pages (the import channels), each its word's term and its folder (topics-data.ts, CHANNELS): see rank.ts. */
  channels?: [term: string, folder: string][];
  /** How common each word is among the readers' questions (reader-model.ts), when the build learnt from them. */
  readers?: ReaderWordsFrequencies;
  terms: string;
  postings: string;
}

/** A page's folder, as its path says it: "/chat/send_message.html" → "/chat/". */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/**
 * The anchor a heading usually gets (core's outline: accents folded, then
 * github-slugger), so the index need not carry it; the build keeps every
 * anchor this does not guess (a repeated heading's "-1", an explicit id).
 */
export const anchorOf = (heading: string) =>
  foldAccents(heading)
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, "")
    .replace(/ /g, "-");

/**
 * A page's texts file, for snippets: per document, in document order, the
 * beginning of its prose, or the prose and the key cells of its tables
 * ("429 · RATE_LIMIT"), which show why a document matched when the word is
 * in a table further down.
 */
export type PageTexts = (string | [prose: string, keys: string])[];

/**
 * A page's texts file: its texts, and its readers' words (reader-model.ts): their terms, space-separated, heaviest
 * first, and each one's weight in WEIGHT_STEPS (empty when the build learnt none). Terms by name, not by their
 * place in the index: a word added to some page then changes no other page's file.
 */
export type PageTextsFile = [texts: PageTexts, readers: [terms: string, weights: number[]]];

/**
 * How many examples the readers' words model learnt from, and the terms at least COMMON of them hold, with how many
 * (reader-model.ts): flat pairs of a term, by its place in `terms` as the gap from the previous one, and its count.
 */
export interface ReaderWordsFrequencies {
  examples: number;
  common: number[];
}

/** What the index needs from a page: a subset of core's Page, so tests can build one by hand. */
export interface SearchablePage {
  title: string;
  path: string;
  description?: string;
  /** What the page is the primary answer to, in the readers' words (topics-data.ts): among sibling pages, it ranks first for them. */
  topics?: string[];
  /** An index of questions, each answered in a line with a link to the page that answers it in full (topics-data.ts, ANSWER_INDEXES). */
  pointer?: boolean;
  /** A FAQ page of its own: it answers readers' questions about one subject (topics-data.ts, isAnswerPage). */
  answers?: boolean;
  /** Questions a FAQ index answers by linking here, by the anchor of the section they link to ("" for the page itself). */
  asked?: Record<string, string>;
  generated?: boolean;
  /** The titles of the folders the page sits in, outermost first (shown with each result, and found by its words). */
  area?: string[];
  sections: { slug: string; title: string; text: string; code?: string; keys?: string }[];
}

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const WIDE = "~";
const WIDE_DIGITS = 3;
const FIELD_SEPARATOR = ".";

export function encodeTerms(sortedTerms: readonly string[]): string {
  let previous = "";
  return sortedTerms
    .map((term) => {
      let shared = 0;
      while (shared < 35 && shared < previous.length && shared < term.length && previous[shared] === term[shared]) shared++;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join("\n");
}

export function decodeTerms(encoded: string): string[] {
  let previous = "";
  return encoded.split("\n").map((line) => (previous = previous.slice(0, parseInt(line[0], 36)) + line.slice(1)));
}

function encodeGap(gap: number): string {
  if (gap < DIGITS.length) return DIGITS[gap];
  let digits = "";
  for (let i = 0; i < WIDE_DIGITS; i++, gap = Math.floor(gap / DIGITS.length)) digits = DIGITS[gap % DIGITS.length] + digits;
  if (gap > 0) throw new Error("search index: too many documents for the postings format");
  return WIDE + digits;
}

/** One term's postings: per field, the documents holding it. */
export type Postings = Set<number>[];

export function encodePostings(postings: Postings): string {
  const groups = postings.map((docs) => {
    let previous = 0;
    return [...docs]
      .sort((a, b) => a - b)
      .map((doc) => {
        const gap = doc - previous;
        previous = doc;
        return encodeGap(gap);
      })
      .join("");
  });
  while (groups.length && !groups[groups.length - 1]) groups.pop();
  return groups.join(FIELD_SEPARATOR);
}

const DIGIT_VALUE = new Map([...DIGITS].map((c, i) => [c, i]));

/** Reads one term's postings line into the documents of each field, ascending. Only the terms a query touches are ever decoded. */
export function decodePostings(line: string): number[][] {
  const fields: number[][] = [[]];
  let doc = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === FIELD_SEPARATOR) {
      fields.push([]);
      doc = 0;
      continue;
    }
    let gap = 0;
    if (c === WIDE) for (let k = 0; k < WIDE_DIGITS; k++) gap = gap * DIGITS.length + DIGIT_VALUE.get(line[++i])!;
    else gap = DIGIT_VALUE.get(c)!;
    doc += gap;
    fields[fields.length - 1].push(doc);
  }
  while (fields.length < FIELDS.length) fields.push([]);
  return fields;
}
