/**
 * Turning a rule's finding into a report's: which ad (index and id), which
 * field, where in the text, and the page that documents it.
 */
import type { Finding, PayloadFormat, RuleFinding } from "../types";
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

export function place(f: RuleFinding, format: PayloadFormat, { id, position, category, payloadLevel }: Placement = {}): Finding {
  const { index, field } = splitPath(f.path);
  const perAd = index !== undefined && !payloadLevel;
  return {
    ...f,
    message: capitalize(f.message),
    ...(perAd ? { ad: { index, ...(id ? { id } : {}) } } : {}),
    ...(field && !payloadLevel ? { field } : {}),
    ...(position ?? {}),
    docs: docsFor(format, f.rule, field, category),
  };
}
