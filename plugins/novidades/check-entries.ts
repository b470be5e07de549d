/**
 * The build's check of the dated entries (domain/novidades/entries.ts): the
 * domain's own checks plus, once every page is known, that each link reaches
 * a page and heading of the site. A mistake names the entries file and the
 * line of the field at fault, like a broken link in a page does.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkNovidades, type Novidade, type NovidadeProblem } from "../../domain/novidades";
import { resolvePath } from "../../core/routing";
import type { Page } from "../../core/types";

export const ENTRIES_FILE = "domain/novidades/entries.ts";

/** Links that do not reach a page, or a heading on it. */
export function brokenLinks(entries: readonly Novidade[], pages: readonly Page[]): NovidadeProblem[] {
  const byKey = new Map(pages.map((p) => [p.key, p]));
  const problems: NovidadeProblem[] = [];
  for (const n of entries) {
    const url = new URL(n.link.href, "http://portal.invalid/");
    const target = resolvePath(url.pathname, (key) => byKey.has(key));
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (target.kind !== "page") problems.push({ id: n.id, field: "link", message: `link "${n.link.href}": no page answers this path` });
    else if (anchor && !byKey.get(target.key)!.ids.includes(anchor)) problems.push({ id: n.id, field: "link", message: `link "${n.link.href}": no heading with id "${anchor}" on ${byKey.get(target.key)!.path}` });
  }
  return problems;
}

/** 1-based line of an entry's field (or of its id) in the entries file's source. */
export function lineOf(source: string, problem: NovidadeProblem): number | undefined {
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
