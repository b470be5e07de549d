/** Every deprecated or announced value of the catalogue, for the "valores descontinuados" tables. */
import { CATEGORIES } from "./categories";
import { paramsFor } from "./params/index";
import type { Channel } from "./types";

export interface DeprecatedEntry {
  category: number;
  channel: Channel;
  param: string;
  code: string;
  label?: string;
  /** "deprecated": refused today; "announced": still accepted, announced to stop. */
  kind: "deprecated" | "announced";
  error?: string;
  /** pt-BR: what to send instead (deprecated) or what was announced. */
  replacement: string;
}

/** Deprecated and announced values, optionally for some categories and one channel. */
export function deprecatedValues(filter: { categories?: readonly number[]; channel?: "api" | "json" } = {}): DeprecatedEntry[] {
  const out: DeprecatedEntry[] = [];
  for (const category of CATEGORIES) {
    if (filter.categories && !filter.categories.includes(category.code)) continue;
    for (const channel of ["api", "json"] as const) {
      if (filter.channel && filter.channel !== channel) continue;
      if (!category.channels.includes(channel)) continue;
      for (const param of paramsFor(category.code, channel)) {
        for (const value of param.values ?? []) {
          if (value.deprecated) {
            out.push({
              category: category.code,
              channel,
              param: param.name,
              code: value.code,
              label: value.label,
              kind: "deprecated",
              error: value.deprecated.error,
              replacement: value.deprecated.replacement,
            });
          } else if (value.announced) {
            out.push({
              category: category.code,
              channel,
              param: param.name,
              code: value.code,
              label: value.label,
              kind: "announced",
              replacement: value.announced,
            });
          }
        }
      }
    }
  }
  return out;
}
