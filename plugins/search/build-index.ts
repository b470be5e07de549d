/**
 * Builds the search index (at build time, in Node). Every page gives one
 * document for itself (title, description, text before the first heading)
 * and one per heading (the heading, its text and code, and the page title as
 * context, so "oauth escopos" finds the "Escopos" section of the OAuth page).
 */
import { encodeBuilder, portalBuilder } from "./compact-index";
import { SEARCH_INDEX_VERSION, type Field, type SearchIndexFile, type SearchablePage } from "./index-file";
import { splitWords } from "./terms";

/**
 * The index holds every word, but the file only carries the beginning of each
 * section's prose for snippets. Measured on the 122 pages of the real content
 * (bench/search.ts): whole prose is 82 KB of a 139 KB gzipped file, too close
 * to the 150 KB budget for a site that keeps growing; 500 characters (55 KB)
 * hold the whole prose of three sections in four and leave room for a
 * 140-character snippet around a match in the others' opening.
 */
export const SNIPPET_SOURCE_LENGTH = 500;

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

/**
 * Boosts only order hits of the same rank; the rank itself (title > header >
 * body) is decided in query.ts from where the words matched. Code samples
 * weigh less than prose: a word explained beats a word merely shown.
 */
const BOOSTS: Record<Field, number> = { title: 10, header: 5, text: 1, code: 0.5, page: 1 };

export function buildSearchIndex(pages: readonly SearchablePage[]): SearchIndexFile {
  const file: SearchIndexFile = { version: SEARCH_INDEX_VERSION, pages: [], docs: [], index: { boosts: [], terms: [], postings: [] } };
  const builder = portalBuilder(BOOSTS);
  const add = (page: number, slug: string, fields: Record<Field, string>) => {
    builder.add({ ref: String(file.docs.length), ...fields, code: searchableCode(fields.code) });
    file.docs.push([page, slug, fields.header, snippetSource(fields.text)]);
  };
  pages.forEach((page, pageNumber) => {
    file.pages.push([page.title, page.path]);
    const intro = page.sections.find((s) => !s.slug);
    const text = [page.description, intro?.text].filter(Boolean).join(" ");
    add(pageNumber, "", { title: page.title, header: "", text, code: intro?.code ?? "", page: "" });
    for (const section of page.sections) {
      if (!section.slug) continue;
      // The outline's text starts with the heading itself, which the header field already holds.
      const text = section.text.startsWith(section.title) ? section.text.slice(section.title.length).trimStart() : section.text;
      add(pageNumber, section.slug, { title: "", header: section.title, text, code: section.code ?? "", page: page.title });
    }
  });
  file.index = encodeBuilder(builder);
  return file;
}
