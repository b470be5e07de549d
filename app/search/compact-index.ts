/**
 * A compact form of a lunr index. `lunr.Index#toJSON()` stores, besides the
 * postings, a weight for every term of every field of every document, which
 * makes up half the file; those weights are arithmetic on term frequencies
 * and field lengths. So the build stores the builder's state (which terms
 * occur where, how often) and the browser hands it back to a `lunr.Builder`,
 * whose own `build()` computes the weights: the same index, half the bytes.
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
  invertedIndex: Record<string, { _index: number } & Record<string, Record<string, object>>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  documentCount: number;
  termIndex: number;
  _documents: Record<string, object>;
  _fields: Record<string, { boost?: number }>;
}
const state = (builder: lunr.Builder) => builder as unknown as BuilderState;
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

/** Rebuilds the lunr index of `documentCount` documents from its compact form. */
export function decodeIndex(compact: CompactIndex, documentCount: number): lunr.Index {
  const boosts = Object.fromEntries(FIELDS.map((f, i) => [f, compact.boosts[i]])) as Record<(typeof FIELDS)[number], number>;
  const builder = portalBuilder(boosts);
  const s = state(builder);
  for (let ref = 0; ref < documentCount; ref++) {
    s._documents[ref] = {};
    for (const field of FIELDS) {
      s.fieldTermFrequencies[fieldRef(field, ref)] = {};
      s.fieldLengths[fieldRef(field, ref)] = 0;
    }
  }
  compact.terms.forEach((term, termIndex) => {
    const entry: BuilderState["invertedIndex"][string] = Object.assign(Object.create(null), { _index: termIndex });
    compact.postings[termIndex].split(";").forEach((group, f) => {
      const field = FIELDS[f];
      const docs: Record<string, object> = (entry[field] = Object.create(null));
      let ref = 0;
      if (group) {
        for (const item of group.split(",")) {
          const [gap, count = "1"] = item.split("*");
          ref += Number(gap);
          docs[ref] = {};
          s.fieldTermFrequencies[fieldRef(field, ref)][term] = Number(count);
          s.fieldLengths[fieldRef(field, ref)] += Number(count);
        }
      }
    });
    for (const field of FIELDS) entry[field] ??= Object.create(null);
    s.invertedIndex[term] = entry;
  });
  s.documentCount = documentCount;
  s.termIndex = compact.terms.length;
  return builder.build();
}
