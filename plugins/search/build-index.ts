/**
 * Builds the search index at build time. Every page gives one document for
 * itself (title, description, text before the first heading) and one per
 * heading (the heading, its table keys, its text and code); each term is
 * recorded once per document, in the strongest field that holds it, which is
 * all ranking reads. The prose goes to one texts file per page, for snippets.
 */
import { anchorOf, encodePostings, encodeTerms, FIELDS, SEARCH_INDEX_VERSION, type Field, type PageTexts, type Postings, type SearchablePage, type SearchIndexFile } from "./index-file";
import { indexTermsOf, splitWords } from "./terms";

/**
 * The texts files keep this much of each document's prose: the whole prose
 * of most sections, and room for a snippet around a match in the opening of
 * the longest (parameter tables of several thousand characters). Measured on
 * the real content (bench/search.ts): about 1 KB gzipped per page.
 */
export const SNIPPET_SOURCE_LENGTH = 320;

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

const PROSE = FIELDS.indexOf("text");

/** Stores one page's texts file and returns the reference the index keeps for it. */
export type StoreTexts = (texts: PageTexts, page: SearchablePage) => string;

function documentsOf(page: SearchablePage): Document[] {
  const intro = page.sections.find((s) => !s.slug);
  const documents: Document[] = [
    {
      title: page.title,
      header: "",
      keys: intro?.keys ?? "",
      text: [page.description, intro?.text].filter(Boolean).join(" "),
      code: searchableCode(intro?.code ?? ""),
    },
  ];
  for (const section of page.sections) {
    if (!section.slug) continue;
    // The outline's text starts with the heading itself, which the header field already holds.
    const text = section.text.startsWith(section.title) ? section.text.slice(section.title.length).trimStart() : section.text;
    documents.push({ title: "", header: section.title, keys: section.keys ?? "", text, code: searchableCode(section.code ?? "") });
  }
  return documents;
}

export function buildSearchIndex(pages: readonly SearchablePage[], storeTexts: StoreTexts): SearchIndexFile {
  const postings = new Map<string, Postings>();
  let documentCount = 0;
  const record = (document: Document) => {
    const doc = documentCount++;
    // Each term once per document, in the strongest field that holds it: ranking reads nothing else.
    const fieldOf = new Map<string, number>();
    const note = (field: number, term: string) => fieldOf.set(term, Math.min(field, fieldOf.get(term) ?? field));
    for (const [f, field] of FIELDS.entries()) {
      for (const word of splitWords(document[field])) {
        const [term, ...parts] = indexTermsOf(word);
        if (term) note(f, term);
        // A part of an identifier says less than the word itself: `NO_IMAGE` in a table is not the table of images.
        for (const part of parts) note(Math.max(f, PROSE), part);
      }
    }
    for (const [term, field] of fieldOf) {
      let termPostings = postings.get(term);
      if (!termPostings) postings.set(term, (termPostings = FIELDS.map(() => new Set())));
      termPostings[field].add(doc);
    }
  };

  const file: SearchIndexFile = { version: SEARCH_INDEX_VERSION, pages: [], terms: "", postings: "" };
  for (const page of pages) {
    const documents = documentsOf(page);
    documents.forEach(record);
    const sections = page.sections.filter((s) => s.slug);
    const anchors = Object.fromEntries(sections.flatMap((s, i) => (s.slug === anchorOf(s.title) ? [] : [[i, s.slug]])));
    const texts = storeTexts(
      documents.map((d) => snippetSource(d.text)),
      page,
    );
    const entry: SearchIndexFile["pages"][number] = [page.title, page.path, texts, page.generated ? 1 : 0, sections.map((s) => s.title)];
    if (Object.keys(anchors).length) entry.push(anchors);
    file.pages.push(entry);
  }
  const terms = [...postings.keys()].sort();
  file.terms = encodeTerms(terms);
  file.postings = terms.map((term) => encodePostings(postings.get(term)!)).join("\n");
  return file;
}
