/**
 * The same finding in many ads, said once: a feed with one mistake in each of
 * 46,008 listings reads as one block with the count and where, not 46,008
 * identical blocks. Findings are the same when everything but their place is.
 */
import type { Finding } from "../types";

/** From this many ads on, a finding is shown once with the list of where it is. */
export const REPEATED_FROM = 3;

export interface RepeatedFinding {
  /** The first of them, as found. */
  finding: Finding;
  /** Every occurrence, in the report's order. */
  occurrences: Finding[];
}

const sameness = (f: Finding) => [f.severity, f.rule, f.field ?? "", f.code ?? "", f.message, f.fix].join("\u0000");

/** Splits the findings into those repeated in REPEATED_FROM ads or more (grouped) and the rest, each list in report order. */
export function groupRepeated(findings: readonly Finding[]): { repeated: RepeatedFinding[]; single: Finding[] } {
  const byKey = new Map<string, Finding[]>();
  for (const f of findings) {
    if (!f.ad) continue;
    const key = sameness(f);
    const list = byKey.get(key);
    if (list) list.push(f);
    else byKey.set(key, [f]);
  }
  const repeated: RepeatedFinding[] = [];
  const grouped = new Set<Finding>();
  for (const occurrences of byKey.values()) {
    if (occurrences.length < REPEATED_FROM) continue;
    repeated.push({ finding: occurrences[0], occurrences });
    for (const f of occurrences) grouped.add(f);
  }
  return { repeated, single: findings.filter((f) => !grouped.has(f)) };
}

/** "linhas 12, 40, 68 … e mais 46.005" or "anúncios 1, 2, 3 …": where, briefly, the lines when they tell ads apart. */
export function whereRepeated(occurrences: readonly Finding[], noun: [string, string], shown = 10): string {
  const lines = new Set(occurrences.map((f) => f.line));
  const byLine = lines.size === occurrences.length && !lines.has(undefined);
  const items = occurrences.slice(0, shown).map((f) => (byLine ? String(f.line) : String(f.ad!.index + 1)));
  const more = occurrences.length - items.length;
  const label = byLine ? (occurrences.length === 1 ? "linha" : "linhas") : occurrences.length === 1 ? noun[0] : noun[1];
  return `${label} ${items.join(", ")}${more > 0 ? ` … e mais ${more.toLocaleString("pt-BR")}` : ""}`;
}
