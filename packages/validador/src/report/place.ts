/**
 * Turning a rule's finding into a report's: which ad (index and id), which
 * field, where in the text, and the page that documents it.
 */
import type { DocLink, Finding, PayloadFormat, RuleFinding } from "../types";
import { capitalize } from "../text";
import { docsFor } from "./docs";

/** Splits "ad_list[3].params.fuel" into the ad (3) and the field ("params.fuel"). */
export function splitPath(path: string): { index?: number; field?: string } {
  const m = path.match(/^(?:ad_list|Carga\.Imoveis\.Imovel|)\[(\d+)\]\.?(.*)$/);
  if (m) return { index: Number(m[1]), field: m[2] || undefined };
  return { field: path === "$" ? undefined : path };
}

export interface Placement {
  /** The ad's own id (`id` in JSON, `CodigoImovel` in XML), when usable. */
  id?: string;
  position?: { line: number; column: number };
  /** The ad's category, for links to its parameter table. */
  category?: unknown;
  /** A finding about the whole feed, even if its path names an ad (the unknown-tags summary). */
  payloadLevel?: boolean;
}

const docsCache = new Map<string, DocLink | undefined>();

/** docsFor, remembered: 20,000 ads with the same mistake share one link object rather than making 20,000. */
function docsOnce(format: PayloadFormat, rule: string, field: string | undefined, category: unknown): DocLink | undefined {
  const key = `${format}\u0000${rule}\u0000${field ?? ""}\u0000${typeof category === "number" || typeof category === "string" ? category : ""}`;
  if (!docsCache.has(key)) docsCache.set(key, docsFor(format, rule, field, category));
  return docsCache.get(key);
}

export function place(f: RuleFinding, format: PayloadFormat, { id, position, category, payloadLevel }: Placement = {}): Finding {
  const { index, field } = splitPath(f.path);
  // Built field by field: spreads of optional parts were a third of a large report's time.
  const out: Finding = { severity: f.severity, rule: f.rule, message: capitalize(f.message), fix: f.fix, path: f.path };
  if (f.code) out.code = f.code;
  if (index !== undefined && !payloadLevel) out.ad = id ? { index, id } : { index };
  if (field && !payloadLevel) out.field = field;
  if (position) {
    out.line = position.line;
    out.column = position.column;
  }
  const docs = docsOnce(format, f.rule, field, category);
  if (docs) out.docs = docs;
  return out;
}
