/**
 * The options of the suggestion list, in the order the arrows move through
 * them: each page's row, then the sections under it. The box and the list
 * number options the same way through this one function.
 */
import type { SearchHit } from "../engine";

export const choicesOf = (hits: readonly SearchHit[]): string[] => hits.flatMap((hit) => [hit.url, ...hit.sections.map((section) => section.url)]);
