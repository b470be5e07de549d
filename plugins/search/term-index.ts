/**
 * The terms and postings of a loaded index, read on demand: a query decodes
 * only the postings of the terms it touches, so the index is ready as soon as
 * the file is parsed (rebuilding a whole lunr.Index was slow on the real
 * content, more so on a phone: bench/README.md). Terms one typo away come from lunr's TokenSet.
 */
import { decodePostings, decodeTerms, type SearchIndexFile } from "./index-file";
import { lunr } from "./lunr-portuguese";

/** lunr statics @types/lunr leaves out (stable since lunr 2.0). */
const TokenSets = lunr.TokenSet as unknown as {
  fromArray(sortedTerms: string[]): lunr.TokenSet;
  fromFuzzyString(term: string, editDistance: number): lunr.TokenSet;
};

export class TermIndex {
  readonly terms: string[];
  private readonly ids = new Map<string, number>();
  private readonly lines: string[];
  private readonly decoded: (number[][] | undefined)[];
  private tokenSet?: lunr.TokenSet;

  constructor(file: SearchIndexFile) {
    this.terms = decodeTerms(file.terms);
    this.terms.forEach((term, id) => this.ids.set(term, id));
    this.lines = file.postings.split("\n");
    this.decoded = new Array(this.terms.length);
  }

  has(term: string): boolean {
    return this.ids.has(term);
  }

  /** Per field (FIELDS order), the documents holding the term, ascending. */
  postings(term: string): number[][] {
    const id = this.ids.get(term);
    if (id === undefined) return [];
    return (this.decoded[id] ??= decodePostings(this.lines[id]));
  }

  /** How many documents hold the term (each document records a term in one field only). */
  documentFrequency(term: string): number {
    return this.postings(term).reduce((sum, docs) => sum + docs.length, 0);
  }

  /** Every term that begins with `prefix`, in order: a binary search in the sorted terms. */
  withPrefix(prefix: string): string[] {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < this.terms.length && this.terms[i].startsWith(prefix); i++) found.push(this.terms[i]);
    return found;
  }

  /** Terms within `distance` edits of `term`. */
  near(term: string, distance = 1): string[] {
    this.tokenSet ??= TokenSets.fromArray(this.terms);
    return this.tokenSet.intersect(TokenSets.fromFuzzyString(term, distance)).toArray();
  }
}
