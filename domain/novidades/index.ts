/**
 * "Novidades": the programme's dated changes (./entries.ts), in the order a
 * reader wants them, with the checks the build runs on them. Plain data and
 * functions, so the build, the feed and the home page can all use them.
 */
import { NOVIDADES } from "./entries";

export type NovidadeKind = "anunciado" | "descontinuado" | "em-vigor" | "novo";

export interface Novidade {
  /** Stable: the anchor on /novidades.html and the Atom entry's id. Lower-case words joined by "-". */
  id: string;
  /** Plain text; `code` spans allowed. */
  title: string;
  /** One or two sentences for the integrator; plain text, `code` spans allowed. */
  summary: string;
  kind: NovidadeKind;
  /** The programme's date for the change (YYYY-MM-DD), when the marketplace gives one; absent otherwise, never made up. */
  date?: string;
  /** Last day (YYYY-MM-DD) the site shows a time-limited notice about it (`:::release{date=…}` on its pages). */
  noticeUntil?: string;
  /** The page (and heading) that documents it: a site path such as "/faq/rate_limit.html#qual-e-o-limite". */
  link: { href: string; label: string };
}

export const KIND_LABELS: Record<NovidadeKind, string> = {
  anunciado: "Anunciado",
  descontinuado: "Descontinuado",
  "em-vigor": "Em vigor",
  novo: "Novo",
};

/** The programme's date of a change, or "" for one the marketplace gives no date for. */
export const novidadeDate = (n: Novidade): string => n.date ?? "";

/** "2025-11-17" → "17/11/2025". */
export const formatDate = (iso: string): string => iso.split("-").reverse().join("/");

/** Alternating plain text and `code`: ["Use ", "x", " agora"] for "Use `x` agora". */
export const inlineParts = (text: string): string[] => text.split("`");

const byDateDesc = (a: Novidade, b: Novidade) => novidadeDate(b).localeCompare(novidadeDate(a));

export interface NovidadeGroup {
  title: string;
  entries: Novidade[];
}

/**
 * How /novidades.html groups them: what is announced and still to come
 * first, then dated changes by year (newest first), then changes the
 * marketplace gives no date for.
 */
export function groupNovidades(list: readonly Novidade[] = NOVIDADES): NovidadeGroup[] {
  const announced = list.filter((n) => n.kind === "anunciado" && !n.date).sort(byDateDesc);
  const dated = list.filter((n) => n.date).sort(byDateDesc);
  const undated = list.filter((n) => !n.date && n.kind !== "anunciado").sort(byDateDesc);
  const years = [...new Set(dated.map((n) => n.date!.slice(0, 4)))];
  return [
    { title: "Mudanças anunciadas", entries: announced },
    ...years.map((year) => ({ title: year, entries: dated.filter((n) => n.date!.startsWith(year)) })),
    { title: "Sem data divulgada", entries: undated },
  ].filter((g) => g.entries.length > 0);
}

/** The most recent changes, in the page's order: for the home's "what changed recently". */
export function recentNovidades(limit = 5, list: readonly Novidade[] = NOVIDADES): Novidade[] {
  return groupNovidades(list)
    .flatMap((g) => g.entries)
    .slice(0, limit);
}

export interface NovidadeProblem {
  id: string;
  /** The field at fault, when one is. */
  field?: keyof Novidade;
  message: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SITE_PATH = /^\/[^\s#?]*(\.html|\/)(#[a-z0-9-]+)?$/;

/** A real calendar day written as YYYY-MM-DD ("2025-02-30" is not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** Everything wrong with the entries that can be seen without the site's pages (links are checked against them by the build). */
export function checkNovidades(list: readonly Novidade[] = NOVIDADES): NovidadeProblem[] {
  const problems: NovidadeProblem[] = [];
  const seen = new Set<string>();
  for (const n of list) {
    const problem = (message: string, field?: keyof Novidade) => problems.push({ id: n.id, field, message });
    if (!ID.test(n.id)) problem(`id "${n.id}" must be lower-case words joined by "-"`);
    if (seen.has(n.id)) problem(`id "${n.id}" is used twice`);
    seen.add(n.id);
    for (const field of ["date", "noticeUntil"] as const) {
      const value = n[field];
      if (value !== undefined && !isIsoDate(value)) problem(`${field} "${value}" is not a date written YYYY-MM-DD`, field);
    }
    if (!n.title.trim() || !n.summary.trim()) problem("needs a title and a summary");
    for (const [field, text] of [
      ["title", n.title],
      ["summary", n.summary],
    ] as const) {
      if (inlineParts(text).length % 2 === 0) problem(`${field} has an unclosed \` code span`, field);
    }
    if (!SITE_PATH.test(n.link.href)) problem(`link "${n.link.href}" must be a site path to a page (.html or folder /), with an optional #heading`, "link");
    if (!n.link.label.trim()) problem("link needs a label", "link");
  }
  return problems;
}

export { NOVIDADES };
