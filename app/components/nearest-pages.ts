/**
 * The pages nearest to a path that matched none (the not-found page's
 * suggestions): the ones sharing its folders and its words, a misspelt name
 * (`/anuncio/api/oath.html`) finding its page (`/anuncio/api/oauth.html`).
 */
import { foldAccents } from "../../domain/text/fold";

export interface PageLink {
  path: string;
  title: string;
}

/** The words of a path: `/anuncio/API/oath.html` → ["anuncio", "api", "oath"]. */
export function pathWords(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the words are read from the path as it is.
  }
  return foldAccents(decoded.toLowerCase())
    .replace(/\.(html?|md)$/, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/** Edits (insert, delete, replace) between two short words: a typo is one or two. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** How close a word of the missing path is to a page's word: 1 the same, less for a typo or a prefix, 0 unrelated. */
function wordCloseness(missing: string, word: string): number {
  if (missing === word) return 1;
  if (word.length >= 4 && missing.length >= 4 && (word.startsWith(missing) || missing.startsWith(word))) return 0.6;
  const allowed = Math.min(word.length, missing.length) >= 5 ? 2 : 1;
  const distance = Math.min(word.length, missing.length) >= 3 ? editDistance(missing, word) : allowed + 1;
  return distance <= allowed ? 0.8 - distance * 0.2 : 0;
}

/** A page's score: its path's words matching the missing path's, the last (the page's name) counting double. */
function score(missingWords: string[], page: PageLink): number {
  const words = pathWords(page.path);
  return missingWords.reduce((total, missing, i) => {
    const best = Math.max(0, ...words.map((word) => wordCloseness(missing, word)));
    return total + best * (i === missingWords.length - 1 ? 2 : 1);
  }, 0);
}

/** Up to `limit` pages nearest to `path`, best first; none when nothing is near. */
export function nearestPages(path: string, pages: PageLink[], limit = 5): PageLink[] {
  const missingWords = pathWords(path);
  if (missingWords.length === 0) return [];
  return pages
    .map((page) => ({ page, score: score(missingWords, page) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.page.path.length - b.page.path.length)
    .slice(0, limit)
    .map((scored) => scored.page);
}
