/**
 * A page a plugin adds (`addPage` in contentLoaded): a route, a title and
 * Markdown or HTML suffice. Every other field of a `Page` is defaulted here,
 * in one place, and derived from the content where it can be (headings with
 * their ids, links for the link check, the text search indexes), so a
 * plugin's page behaves like a written one. A field the plugin gives wins.
 */
import GithubSlugger from "github-slugger";
import type { Element, Root as HastRoot } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toHast } from "mdast-util-to-hast";
import { gfm } from "micromark-extension-gfm";
import { visit } from "unist-util-visit";
import type { FrontMatter } from "./front-matter";
import { pageLang } from "./routing";
import type { SiteConfig } from "./site-config";
import type { Page, PageHeader, PageLink } from "./types";

/** What `addPage` takes: a route, a title, the content as Markdown or HTML, and any field of a Page to override a default. */
export type NewPage = Partial<Omit<Page, "path" | "title" | "frontmatter">> & {
  /** The page's URL: "/status.html", or "/ferramentas/" for a folder's page. */
  path: string;
  title: string;
  /** Front matter fields beyond the title (description, hidden, noindex, order, …). */
  frontmatter?: Partial<FrontMatter>;
} & ({ markdown: string; html?: undefined } | { html: string; markdown?: string });

/** "/status.html" → "status"; "/ferramentas/" → "ferramentas/index"; "/" → "index" (the inverse of routing's pathFromKey). */
export function keyFromPath(path: string): string {
  if (!path.startsWith("/") || path.includes("..")) throw new Error(`addPage: path "${path}" must start with "/" and hold no ".."`);
  if (path.endsWith("/")) return `${path.slice(1)}index`;
  if (!path.endsWith(".html")) throw new Error(`addPage: path "${path}" must end with ".html" (a page) or "/" (a folder's page)`);
  return path.slice(1, -".html".length);
}

const headingRank = (node: Element) => (/^h[1-6]$/.test(node.tagName) ? Number(node.tagName[1]) : undefined);

/** Headings get ids (kept when present); their text, ids and the links go into the page's facts. */
function factsOf(tree: HastRoot) {
  const slugger = new GithubSlugger();
  const headers: PageHeader[] = [];
  const ids: string[] = [];
  const links: PageLink[] = [];
  visit(tree, "element", (node: Element) => {
    const rank = headingRank(node);
    if (rank && rank > 1 && !node.properties.id) node.properties.id = slugger.slug(toString(node));
    if (typeof node.properties.id === "string") ids.push(node.properties.id);
    if (rank && (rank === 2 || rank === 3)) headers.push({ level: rank, title: toString(node), slug: String(node.properties.id) });
    if (node.tagName === "a" && typeof node.properties.href === "string") links.push({ href: node.properties.href });
  });
  return { headers, ids, links };
}

function contentTree(page: NewPage): HastRoot {
  if (page.html !== undefined) return fromHtml(page.html, { fragment: true });
  const mdast = fromMarkdown(page.markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  return toHast(mdast) as HastRoot;
}

/** The whole Page for what a plugin gave: its fields as given, the rest defaulted or derived from the content. */
export function completePage(page: NewPage, config: Pick<SiteConfig, "lang" | "locales" | "description">): Page {
  const frontmatter: FrontMatter = { description: config.description, ...page.frontmatter, title: page.title };
  const common = { key: keyFromPath(page.path), lang: pageLang(page.path, frontmatter.lang, config), data: {}, headTags: [] };
  // A page given as HTML with every fact already (a folder's catalogue, on every build) needs no parse of its HTML.
  const { html, headers, sections, links, ids } = page;
  if (html !== undefined && headers && sections && links && ids) return { ...common, ...page, headers, sections, links, ids, frontmatter, html };
  const tree = contentTree(page);
  const facts = factsOf(tree);
  return {
    ...common,
    ...facts,
    sections: [{ slug: "", title: "", text: toString(tree).replace(/\s+/g, " ").trim() }],
    ...page,
    frontmatter,
    html: page.html ?? toHtml(tree),
  };
}
