/**
 * Finds the reader's words again in a title, heading or text, for the
 * highlighted snippets under each suggestion. Words are cut exactly as the
 * index cuts them, so "anúncios" is marked for the query "anuncio" and
 * `vehicle_tag` for "vehicle".
 */
import { foldText } from "../../domain/text/fold";
import { acceptsTerm, termsOf, type QueryWord } from "./query-words";
import { indexTermsOf, wordSpans } from "./terms";

export interface MarkedText {
  text: string;
  /** [start, end) ranges of `text` to highlight, in order. */
  marks: [number, number][];
}

/** A cheap test first (the word holds the start of an accepted term), the full term pipeline only for candidates. */
function matcher(words: QueryWord[]) {
  const keys = [...new Set(words.flatMap(termsOf).map((term) => term.slice(0, 3)))];
  return (word: string) => {
    const folded = foldText(word);
    if (!keys.some((k) => folded.includes(k))) return false;
    const terms = indexTermsOf(word);
    return words.some((w) => terms.some((t) => acceptsTerm(w, t)));
  };
}

export function markAll(text: string, words: QueryWord[]): MarkedText {
  const isMatch = matcher(words);
  const marks: [number, number][] = [];
  for (const [s, e] of wordSpans(text)) if (isMatch(text.slice(s, e))) marks.push([s, e]);
  return { text, marks };
}

/**
 * A short excerpt around the first match (the text's beginning when the match
 * was elsewhere), cut at spaces, with every match inside it marked.
 */
export function snippet(text: string, words: QueryWord[], length = 140): MarkedText {
  const isMatch = matcher(words);
  let first: [number, number] | undefined;
  for (const range of wordSpans(text)) {
    if (isMatch(text.slice(...range))) {
      first = range;
      break;
    }
  }
  let start = first ? Math.max(0, first[0] - Math.floor(length / 3)) : 0;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < first![0] ? space + 1 : first![0];
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + length / 2 && (!first || space > first[1])) end = space;
  }
  const excerpt = text.slice(start, end);
  const marked = markAll(excerpt, words);
  return {
    text: `${start > 0 ? "…" : ""}${excerpt}${end < text.length ? "…" : ""}`,
    marks: marked.marks.map(([s, e]) => (start > 0 ? [s + 1, e + 1] : [s, e])),
  };
}

/** Where a sentence ends in prose (".", "!", "?", ";" or ":" before a space), or a row ends in a table's key cells (" · "). */
const UNIT_END = /[.!?;:](?=\s)|\s·\s/g;

/**
 * The sentence (or table row) that holds the first match, marked, cut around
 * the match when longer than `length`; the text's beginning when nothing
 * matches. A reader sees why the result came, not the first cells of a table.
 */
export function matchedUnit(text: string, words: QueryWord[], length = 140): MarkedText {
  const isMatch = matcher(words);
  const first = wordSpans(text).find((range) => isMatch(text.slice(...range)));
  if (!first) return snippet(text, words, length);
  let start = 0;
  let end = text.length;
  for (const boundary of text.matchAll(UNIT_END)) {
    const after = boundary.index! + boundary[0].length;
    if (after <= first[0]) start = after;
    else if (boundary.index! >= first[1]) {
      end = boundary.index! + (boundary[0].startsWith(" ") ? 0 : 1);
      break;
    }
  }
  while (text[start] === " ") start++;
  const unit = text.slice(start, end);
  const inner = unit.length > length ? snippet(unit, words, length) : markAll(unit, words);
  const before = start > 0 && !inner.text.startsWith("…") ? "…" : "";
  const after = end < text.length && !inner.text.endsWith("…") ? "…" : "";
  return { text: `${before}${inner.text}${after}`, marks: inner.marks.map(([s, e]) => [s + before.length, e + before.length]) };
}
