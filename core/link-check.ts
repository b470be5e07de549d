/**
 * Every internal link must reach a page, and every #anchor an id on it. The
 * links and ids were recorded while compiling, with source lines, so the
 * report points the author at file and line.
 */
import { resolvePath } from "./routing";
import type { Page } from "./types";

export interface BrokenLink {
  file: string;
  line?: number;
  href: string;
  reason: string;
}

/** `servedPaths`: files that plugins serve (e.g. /openapi.json), which a page may link to. */
export function findBrokenLinks(pages: readonly Page[], servedPaths: ReadonlySet<string> = new Set()): BrokenLink[] {
  const byKey = new Map(pages.map((p) => [p.key, p]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link.href) || link.href.startsWith("//")) continue; // external or mailto:
      const url = new URL(link.href, `http://portal.invalid${page.path}`);
      if (servedPaths.has(url.pathname)) continue;
      const report = (reason: string) => broken.push({ file: page.file ?? page.key, line: link.line, href: link.href, reason });
      const target =
        url.pathname === page.path && link.href.startsWith("#") ? { kind: "page" as const, key: page.key } : resolvePath(url.pathname, (k) => byKey.has(k));
      if (target.kind !== "page") {
        report("no page answers this path");
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !byKey.get(target.key)!.ids.includes(anchor)) report(`no element with id "${anchor}" on ${byKey.get(target.key)!.path}`);
    }
  }
  return broken;
}

export function formatBrokenLinks(broken: BrokenLink[]): string {
  return [`${broken.length} broken internal link(s):`, ...broken.map((b) => `  ${b.file}${b.line ? `:${b.line}` : ""}  ${b.href}  (${b.reason})`)].join("\n");
}
