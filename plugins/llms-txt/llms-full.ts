/**
 * /llms-full.txt: every page's content as plain Markdown, in the order of
 * /llms.txt (the sidebar's), each opened by its title, URL and summary.
 * Generated folder catalogues are left out: they only repeat the titles and
 * summaries that /llms.txt already lists.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { readCacheFile, writeCacheFile } from "../../core/cache-file";
import { buildNavTree, flattenNav } from "../../core/nav";
import type { Page } from "../../core/types";
import type { SiteConfig } from "../../core/site-config";
import { pageMarkdown } from "./page-markdown";

type Config = Pick<SiteConfig, "title" | "description" | "siteUrl" | "folderTitles">;

const isInFullText = (page: Page) => !page.data.generated && !page.frontmatter.noindex;
const pageUrl = (page: Page, config: Config) => new URL(page.path, config.siteUrl).href;

/** The pages in reading order: the home, then the sidebar's order; nothing twice, nothing generated. */
export function readingOrder(pages: readonly Page[], config: Config): Page[] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const paths = ["/", ...flattenNav(buildNavTree(pages, config)).map((n) => n.path)];
  return [...new Set(paths)].map((path) => byPath.get(path)).filter((p): p is Page => Boolean(p && isInFullText(p)));
}

/** A page's Markdown, kept in `cacheDir` (when given) by its HTML and URL: converting every page was most of an export after one change. */
async function cachedMarkdown(html: string, url: string, cacheDir?: string): Promise<string> {
  const file = cacheDir && join(cacheDir, `${createHash("sha256").update(url).update("\0").update(html).digest("hex").slice(0, 32)}.md`);
  const hit = file && readCacheFile(file, `${url} as Markdown`);
  if (hit !== undefined && hit !== "") return hit;
  const markdown = await pageMarkdown(html, url);
  if (file) writeCacheFile(file, markdown);
  return markdown;
}

/** Converts one page ahead of llmsFull, leaving its Markdown in the cache. */
export async function warmPageMarkdown(page: Page, config: Config, cacheDir: string): Promise<void> {
  if (isInFullText(page)) await cachedMarkdown(page.html, pageUrl(page, config), cacheDir);
}

export async function pageSection(page: Page, config: Config, cacheDir?: string): Promise<string> {
  const url = pageUrl(page, config);
  const description = page.frontmatter.description ? `\n\n> ${page.frontmatter.description.replace(/\s+/g, " ").trim()}` : "";
  return `# ${page.title}\n\nURL: ${url}${description}\n\n${await cachedMarkdown(page.html, url, cacheDir)}\n`;
}

/**
 * The whole file. Each page is converted between two turns of the event
 * loop, so a server building it on first request keeps answering others.
 */
export async function llmsFull(pages: readonly Page[], config: Config, cacheDir?: string): Promise<string> {
  const parts = [`# ${config.title}: texto completo\n\n> ${config.description}\n`];
  for (const page of readingOrder(pages, config)) {
    parts.push(await pageSection(page, config, cacheDir));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return parts.join("\n---\n\n");
}
