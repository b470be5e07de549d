/**
 * The build's check of the dated entries (domain/novidades/entries.ts): the
 * domain's own checks plus, once every page is known, the site's link check
 * on each entry's link. A mistake names the entries file and the line of the
 * field at fault, like a broken link in a page does.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkNovidades, type Novidade, type NovidadeProblem } from "../../domain/novidades";
import { findBrokenLinks } from "../../core/link-check";
import type { Page } from "../../core/types";

export const ENTRIES_FILE = "domain/novidades/entries.ts";

/** 1-based line of an entry's field (or of its id) in the entries file's source. */
export function lineOf(source: string, problem: Pick<NovidadeProblem, "id" | "field">): number | undefined {
  const lines = source.split("\n");
  const start = lines.findIndex((l) => l.includes(`id: ${JSON.stringify(problem.id)}`));
  if (start < 0) return undefined;
  if (problem.field && problem.field !== "id") {
    for (let i = start + 1; i < lines.length && !/^\s*id:/.test(lines[i]); i++) {
      if (new RegExp(`^\\s*${problem.field}:`).test(lines[i])) return i + 1;
    }
  }
  return start + 1;
}

/**
 * Links that do not reach a page, or a heading on it: the entries are handed
 * to the site's link check as the links of one more source file.
 */
function brokenLinks(entries: readonly Novidade[], pages: readonly Page[]): NovidadeProblem[] {
  const source = {
    key: "\0novidades",
    path: "/\0novidades",
    file: ENTRIES_FILE,
    links: entries.map((n, i) => ({ href: n.link.href, line: i })),
    ids: [],
  } as unknown as Page;
  return findBrokenLinks([...pages, source])
    .filter((b) => b.file === ENTRIES_FILE)
    .map((b) => ({ id: entries[b.line!].id, field: "link", message: `link "${b.href}": ${b.reason}` }));
}

/** Throws one error listing every problem with file and line; returns quietly when there is none. */
export function assertNovidades(entries: readonly Novidade[], pages: readonly Page[], root: string) {
  const problems = [...checkNovidades(entries), ...brokenLinks(entries, pages)];
  if (!problems.length) return;
  const file = join(root, ENTRIES_FILE);
  const source = existsSync(file) ? readFileSync(file, "utf8") : "";
  const lines = problems.map((p) => {
    const line = lineOf(source, p);
    return `${ENTRIES_FILE}${line ? `:${line}` : ""}: novidade "${p.id}": ${p.message}`;
  });
  throw new Error(`${problems.length} problem(s) in the dated entries:\n  ${lines.join("\n  ")}`);
}
