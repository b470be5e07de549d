/**
 * /llms-full.txt: every page's content as plain Markdown, in the order of
 * /llms.txt (the sidebar's), each opened by its title, URL and summary.
 * Generated folder catalogues are left out: they only repeat the titles and
 * summaries that /llms.txt already lists. Each page's Markdown is made as it
 * compiles (core/markdown/page-markdown.ts), so this only puts them together.
 */
import { buildNavTree, type NavNode } from "../../core/nav";
import type { PageFacts } from "../../core/types";
import type { SiteConfig } from "../../core/site-config";

type Config = Pick<SiteConfig, "title" | "description" | "siteUrl" | "folderTitles">;

const isInFullText = (page: PageFacts) => !page.data.generated && !page.frontmatter.noindex;

/** The sidebar's paths in order, a folder's own page (written for it, or generated) before its children. */
const sidebarPaths = (nodes: NavNode[]): string[] => nodes.flatMap((n) => (n.children ? [n.path, ...sidebarPaths(n.children)] : [n.path]));

/** The pages in reading order: the home, then the sidebar's order; nothing twice, nothing generated. */
export function readingOrder(pages: readonly PageFacts[], config: Config): PageFacts[] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const paths = ["/", ...sidebarPaths(buildNavTree(pages, config))];
  return [...new Set(paths)].map((path) => byPath.get(path)).filter((p): p is PageFacts => Boolean(p && isInFullText(p)));
}

/** `markdown` is the page's own (core/markdown/page-markdown.ts), made as it compiled or rendered. */
export function pageSection(page: PageFacts, config: Config, markdown = ""): string {
  const url = new URL(page.path, config.siteUrl).href;
  const description = page.frontmatter.description ? `\n\n> ${page.frontmatter.description.replace(/\s+/g, " ").trim()}` : "";
  return `# ${page.title}\n\nURL: ${url}${description}\n\n${markdown}\n`;
}

/** The whole file. */
export function llmsFull(pages: readonly PageFacts[], config: Config, markdownOf: (key: string) => string | undefined): string {
  const sections = readingOrder(pages, config).map((page) => pageSection(page, config, markdownOf(page.key)));
  return [`# ${config.title}: texto completo\n\n> ${config.description}\n`, ...sections].join("\n---\n\n");
}
