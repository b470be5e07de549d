/**
 * What every rule file shares: the options, how a finding is made, and how
 * codes are named in messages (with the catalogue's label, so a reader sees
 * "1 Caçamba", not just "1").
 */
import { paramsFor } from "../../../../domain/ad-catalogue/params/index";
import type { ParamSpec, ParamValue } from "../../../../domain/ad-catalogue/types";
import type { RuleFinding, Severity } from "../types";

export interface CheckOptions {
  /**
   * "full" (default): every rule, including required fields.
   * "codes": only what is present: category, param names and their values.
   * For partial examples in documentation.
   */
  mode?: "full" | "codes";
  /** Year used as the upper bound of open year ranges (default: current year + 1). */
  currentYear?: number;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export const finding = (severity: Severity, rule: string, path: string, message: string, fix: string, code?: string): RuleFinding => ({
  severity,
  rule,
  path,
  message,
  fix,
  ...(code ? { code } : {}),
});

/**
 * Adds `items` to the end of `out` one by one. `out.push(...items)` passes
 * every item as an argument on the stack: an ad with 100,000 unknown
 * parameters overflowed it in the page's Web Worker ("Maximum call stack
 * size exceeded"), whose stack is smaller than Node's.
 */
export function append<T>(out: T[], items: readonly T[]): void {
  for (const item of items) out.push(item);
}

/** `code`, or `code` Label when the catalogue names it. */
export const codeWithLabel = (v: ParamValue): string => (v.label ? `\`${v.code}\` ${v.label}` : `\`${v.code}\``);

/** "`1` Caçamba, `2` Chassi, … `12` Outro": every accepted code with its label. */
export const codeList = (values: readonly ParamValue[] | undefined): string => (values ?? []).map(codeWithLabel).join(", ");

/** A value as the reader wrote it: "4" for the string, 4 for the number. */
export const shown = (v: unknown): string => (typeof v === "string" ? `"${v}"` : (JSON.stringify(v) ?? String(v)));

const specsCache = new Map<string, ParamSpec[]>();

/** The catalogue's parameters of a category on a channel, resolved once: a file of 20,000 ads asks for them per ad and per finding. */
export function specsFor(category: number, channel: "api" | "json"): readonly ParamSpec[] {
  const key = `${category}/${channel}`;
  let specs = specsCache.get(key);
  if (!specs) specsCache.set(key, (specs = paramsFor(category, channel)));
  return specs;
}
