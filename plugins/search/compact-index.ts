/**
 * A compact form of a lunr index. `lunr.Index#toJSON()` stores, besides the
 * postings, a weight for every term of every field of every document, which
 * makes up half the file; those weights are arithmetic on term frequencies
 * and field lengths. So the build stores the builder's state (which terms
 * occur where, how often) and the browser recomputes the weights with lunr's
 * own formula into a `lunr.Index`: the same index, half the bytes.
 *
 * Postings of one term: one group per field (FIELDS order) separated by ";",
 * trailing empty groups left out; in a group, the document refs in ascending
 * order as gaps from the previous ref, each followed by "*n" when the term
 * occurs n > 1 times. "0,3*2;;7" = title of docs 0 and 3 (twice), text of doc 7.
 */
import { FIELDS, type CompactIndex } from "./index-file";
import { lunr } from "./lunr-portuguese";
import { portalPortuguese } from "./pipeline";

/** The builder state lunr keeps between `add()` and `build()` (stable since lunr 2.0, absent from @types/lunr). */
interface BuilderState {
  invertedIndex: Record<string, Record<string, Record<string, object>>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  _fields: Record<string, { boost?: number }>;
}
const state = (builder: lunr.Builder) => builder as unknown as BuilderState;
/** lunr statics @types/lunr leaves out. */
const lunrInternals = lunr as unknown as { TokenSet: { fromArray(sortedTerms: string[]): lunr.TokenSet } };
const fieldRef = (field: string, ref: string | number) => `${field}/${ref}`;

/** A builder set up the portal's way: Portuguese terms, ref "ref", the fields with their boosts, no metadata. */
export function portalBuilder(boosts: Record<(typeof FIELDS)[number], number>): lunr.Builder {
  const builder = new lunr.Builder();
  builder.use(portalPortuguese);
  builder.ref("ref");
  for (const field of FIELDS) builder.field(field, { boost: boosts[field] });
  // Positions are not stored: snippets find the words again in the text, which keeps the index small.
  builder.metadataWhitelist = [];
  return builder;
}

export function encodeBuilder(builder: lunr.Builder): CompactIndex {
  const { invertedIndex, fieldTermFrequencies, _fields } = state(builder);
  const terms = Object.keys(invertedIndex).sort();
  const postings = terms.map((term) => {
    const groups = FIELDS.map((field) => {
      let previous = 0;
      return Object.keys(invertedIndex[term][field] ?? {})
        .map(Number)
        .sort((a, b) => a - b)
        .map((ref) => {
          const count = fieldTermFrequencies[fieldRef(field, ref)][term];
          const gap = ref - previous;
          previous = ref;
          return count > 1 ? `${gap}*${count}` : `${gap}`;
        })
        .join(",");
    });
    while (groups.length && !groups[groups.length - 1]) groups.pop();
    return groups.join(";");
  });
  return { boosts: FIELDS.map((f) => _fields[f]?.boost ?? 1), terms, postings };
}

/** lunr's BM25 parameters (lunr.Builder defaults, which the portal keeps). */
const K1 = 1.2;
const B = 0.75;

/** lunr.idf, from the count lunr would take (one per document per field the term occurs in). */
const inverseDocumentFrequency = (occurrences: number, documentCount: number) =>
  Math.log(1 + Math.abs((documentCount - occurrences + 0.5) / (occurrences + 0.5)));

/**
 * Metadata of every posting: the index stores none (no whitelist), and lunr
 * only reads it (MatchData copies keys, of which there are none), so one
 * shared object spares tens of thousands of allocations.
 */
const NO_METADATA = {};

const [ZERO, NINE, STAR, SEMICOLON] = ["0", "9", "*", ";"].map((c) => c.charCodeAt(0));

/**
 * Rebuilds the lunr index of `documentCount` documents from its compact form.
 * The weights are lunr.Builder#createFieldVectors' arithmetic (lunr.idf, BM25,
 * three decimals), done in one pass over the postings: lunr's own build()
 * gives the same index (compact-index.test.ts) but took 200 ms on the real
 * content, mostly in string-keyed lookups, sorted inserts and garbage.
 */
export function decodeIndex(compact: CompactIndex, documentCount: number): lunr.Index {
  const { terms, postings, boosts } = compact;
  // Per field, per document: [termIndex, count, termIndex, count, …] in term order, and the field's length.
  const counts = FIELDS.map(() => Array.from({ length: documentCount }, (): number[] => []));
  const lengths = FIELDS.map(() => new Float64Array(documentCount));
  const invertedIndex: Record<string, object> = Object.create(null);
  const idf = new Float64Array(terms.length);

  terms.forEach((term, termIndex) => {
    const posting: Record<string, unknown> = Object.create(null);
    posting._index = termIndex;
    const fieldDocs = FIELDS.map((field) => (posting[field] = Object.create(null)) as Record<number, object>);
    // Read "gap[*count],…;…" by character codes: no intermediate strings, which the garbage collector would have to chase.
    const text = postings[termIndex];
    let f = 0;
    let ref = 0;
    let gap = 0;
    let count = 0;
    let inCount = false;
    let hasNumber = false;
    let occurrences = 0;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : SEMICOLON;
      if (c >= ZERO && c <= NINE) {
        if (inCount) count = count * 10 + (c - ZERO);
        else gap = gap * 10 + (c - ZERO);
        hasNumber = true;
      } else if (c === STAR) {
        inCount = true;
      } else {
        if (hasNumber) {
          ref += gap;
          const n = inCount ? count : 1;
          fieldDocs[f][ref] = NO_METADATA;
          counts[f][ref].push(termIndex, n);
          lengths[f][ref] += n;
          occurrences++;
        }
        gap = count = 0;
        inCount = hasNumber = false;
        if (c === SEMICOLON) {
          f++;
          ref = 0;
        }
      }
    }
    invertedIndex[term] = posting;
    idf[termIndex] = inverseDocumentFrequency(occurrences, documentCount);
  });

  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  FIELDS.forEach((field, f) => {
    const average = lengths[f].reduce((a, b) => a + b, 0) / documentCount;
    for (let ref = 0; ref < documentCount; ref++) {
      const list = counts[f][ref];
      const norm = K1 * (1 - B + B * (lengths[f][ref] / average));
      const elements: number[] = new Array(list.length);
      for (let i = 0; i < list.length; i += 2) {
        const tf = list[i + 1];
        const score = ((idf[list[i]] * ((K1 + 1) * tf)) / (norm + tf)) * boosts[f];
        elements[i] = list[i];
        elements[i + 1] = Math.round(score * 1000) / 1000;
      }
      fieldVectors[fieldRef(field, ref)] = new lunr.Vector(elements);
    }
  });

  return new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: lunrInternals.TokenSet.fromArray(terms),
    fields: [...FIELDS],
    pipeline: portalBuilder(Object.fromEntries(FIELDS.map((f, i) => [f, boosts[i]])) as Record<(typeof FIELDS)[number], number>).searchPipeline,
  } as unknown as lunr.Index.Attributes);
}
