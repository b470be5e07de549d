/**
 * The search engine over a loaded index file. The browser reaches it through
 * app/components/search/lazy-search.ts on first focus, so lunr and the index
 * stay out of a page's first load; Node (tests, benchmark) uses it directly.
 *
 * A search answers at once with titles and headings; the snippets need the
 * texts files of the pages shown, which `loadTexts` fetches (each once), after
 * which the same search answers with snippets and, for a question, with the
 * pages in their readers' order (reader-model.ts: the texts carry each page's
 * readers' words).
 */
import { markAll, matchedUnit, type MarkedText } from "./highlight";
import { anchorOf, SEARCH_INDEX_VERSION, type PageTexts, type PageTextsFile, type SearchIndexFile } from "./index-file";
import { parseQuery, type QueryWord } from "./query-words";
import { documentMap, namedChannelsFirst, rankPages, twinsInPlace, type PageMatch } from "./rank";
import { pageVector, readerModel, type TermVector } from "./reader-model";
import { TermIndex } from "./term-index";

/** Options the list shows at most, page rows and the sections under them together (the portal's specification: 10 suggestions). */
const MAX_OPTIONS = 10;

/** However many sections the best pages have, the list keeps a row for this many pages (when as many match). */
const MIN_PAGE_ROWS = 6;

export interface SectionHit {
  /** The page URL with the heading's anchor. */
  url: string;
  header: MarkedText;
  /** Absent until the page's texts are loaded. */
  snippet?: MarkedText;
}

/** One page: its row opens `url`, the page itself or, when a section covers more of the query, that section. */
export interface SearchHit {
  url: string;
  pageTitle: MarkedText;
  /** Where the page sits: its folders' titles, "Anúncios › API de anúncios › Autos" (empty at the top). */
  area: string;
  /** The heading, when the row opens a section. */
  header?: MarkedText;
  snippet?: MarkedText;
  /** Further sections of the page that match, best first (three at most). */
  sections: SectionHit[];
}

export interface SearchResults {
  hits: SearchHit[];
  /** How many pages matched before the cap. */
  total: number;
  /** Texts files the hits' snippets still wait for: pass them to `loadTexts`. */
  missingTexts: string[];
}

export interface SearchEngine {
  /** Up to `limit` options in all (MAX_OPTIONS by default): page rows and the sections under them. */
  search(query: string, limit?: number): SearchResults;
  /** Loads texts files (see SearchResults.missingTexts); resolves once they are in, to whether any arrived (failures are left out). */
  loadTexts(references: readonly string[]): Promise<boolean>;
}

/** Reads a texts file by the reference the index holds for it (a file name beside the index). */
export type FetchTexts = (reference: string) => Promise<PageTextsFile>;

/** A section under a page's row shows one line of snippet: short, so the match starts near its beginning. */
const SECTION_SNIPPET_LENGTH = 70;

/** The sentence of the prose that holds the first match, else the table row, else the prose's opening. */
function snippetOf(entry: PageTexts[number] = "", words: QueryWord[], length?: number): MarkedText {
  const [prose, keys] = typeof entry === "string" ? [entry] : entry;
  const inProse = matchedUnit(prose, words, length);
  if (inProse.marks.length || !keys) return inProse;
  const inKeys = matchedUnit(keys, words, length);
  return inKeys.marks.length ? inKeys : inProse;
}

/**
 * Cuts the list to `options` rows in all: pages in rank order, each with as
 * many of its sections as fit while a row stays free for each of the next
 * pages up to MIN_PAGE_ROWS; pages past the last free row are left out.
 */
function withinOptions(matches: PageMatch[], options: number): PageMatch[] {
  const kept: PageMatch[] = [];
  let free = options;
  const reserved = Math.min(matches.length, MIN_PAGE_ROWS);
  for (const [i, match] of matches.entries()) {
    if (free <= 0) break;
    free--;
    const sections = match.sections.slice(0, Math.max(0, free - Math.max(0, reserved - i - 1)));
    free -= sections.length;
    kept.push({ ...match, sections });
  }
  return kept;
}

const NO_RESULTS: SearchResults = { hits: [], total: 0, missingTexts: [] };

/** `loaded`: texts files the caller has at hand (Node reads them all with the index); the browser fetches them as searches need them. */
export function createSearchEngine(file: SearchIndexFile, fetchTexts: FetchTexts, loaded: Iterable<[string, PageTextsFile]> = []): SearchEngine {
  if (file.version !== SEARCH_INDEX_VERSION) throw new Error(`search index version ${file.version}, expected ${SEARCH_INDEX_VERSION}`);
  const index = new TermIndex(file);
  const map = documentMap(file);
  const texts = new Map<string, PageTexts>();
  const vectors = new Map<string, TermVector>();
  const loading = new Map<string, Promise<boolean>>();
  const store = (reference: string, [pageTexts, readers]: PageTextsFile) => {
    texts.set(reference, pageTexts);
    vectors.set(reference, pageVector(readers));
  };
  for (const [reference, pageTexts] of loaded) store(reference, pageTexts);
  const readers = file.readers && readerModel(file.readers, index);

  /** A question's shown pages in their readers' order, once their texts (which carry the readers' words) are in; else as ranked. */
  function inReadersOrder(ranked: PageMatch[], words: QueryWord[], limit: number): PageMatch[] {
    const query = readers && readers.queryOf(words);
    if (!readers || !query) return ranked;
    const shown = withinOptions(ranked.slice(0, limit), limit).map((match) => vectors.get(file.pages[match.page][2]));
    if (!shown.every((vector) => vector)) return ranked;
    return namedChannelsFirst(map, words, twinsInPlace(map, ranked, readers.rerank(ranked, query, shown as TermVector[])));
  }

  function hitOf(page: number, head: number, sections: number[], words: QueryWord[]): SearchHit {
    const [title, path, reference, , headings, anchors] = file.pages[page];
    const pageTexts = texts.get(reference);
    const first = map.firstOf[page];
    const section = (doc: number, length?: number): SectionHit => {
      const at = doc - first - 1;
      return {
        url: `${path}#${anchors?.[at] ?? anchorOf(headings[at])}`,
        header: markAll(headings[at], words),
        snippet: pageTexts && snippetOf(pageTexts[doc - first], words, length),
      };
    };
    const lead = head === first ? undefined : section(head);
    return {
      url: lead?.url ?? path,
      pageTitle: markAll(title, words),
      area: file.areaNames[file.areas[page]] ?? "",
      header: lead?.header,
      snippet: lead ? lead.snippet : pageTexts && snippetOf(pageTexts[0], words),
      sections: sections.map((doc) => section(doc, SECTION_SNIPPET_LENGTH)),
    };
  }

  return {
    search(query, limit = MAX_OPTIONS) {
      const words = parseQuery(query, index);
      if (!words.length) return NO_RESULTS;
      const ranked = inReadersOrder(rankPages(file, map, index, words), words, limit);
      const shown = withinOptions(ranked.slice(0, limit), limit);
      return {
        // Hints only rank: a page is shown marked where the reader's own words are.
        hits: shown.map((match) =>
          hitOf(
            match.page,
            match.head,
            match.sections,
            words.filter((word) => !word.hint),
          ),
        ),
        total: ranked.length,
        missingTexts: [...new Set(shown.map((match) => file.pages[match.page][2]))].filter((reference) => !texts.has(reference)),
      };
    },
    async loadTexts(references) {
      const arrived = await Promise.all(
        references.map((reference) => {
          let pending = loading.get(reference);
          if (!pending) {
            pending = fetchTexts(reference).then(
              (pageTexts) => (store(reference, pageTexts), true),
              // Snippets are a help, not the result: a page whose texts fail to load is shown without, and retried on a later search.
              () => (loading.delete(reference), false),
            );
            loading.set(reference, pending);
          }
          return pending;
        }),
      );
      return arrived.includes(true);
    },
  };
}

export type { MarkedText } from "./highlight";
