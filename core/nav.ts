/**
 * The content tree: folders and pages in content order (front matter
 * `order`, then title; sub-folders after pages, by name). The sidebar, the
 * folder catalogues and previous/next links all read this one ordering.
 */
import type { PageFacts } from "./types";
import type { SiteConfig } from "./site-config";

export interface NavNode {
  title: string;
  path: string;
  description?: string;
  status?: string;
  /** Present on folders. */
  children?: NavNode[];
}

/** The whole tree as one hashed file (manifest `assets`), for the sidebar to open folders a page was sent without. */
export const NAV_TREE_ASSET = "nav-tree";

/** What the sidebar needs of the tree: titles, paths, badges and the nesting (no descriptions). */
export const sidebarTree = (nodes: NavNode[]): NavNode[] =>
  nodes.map(({ title, path, status, children }) => ({ title, path, ...(status ? { status } : {}), ...(children ? { children: sidebarTree(children) } : {}) }));

const parentOf = (key: string) => (key.includes("/") ? key.slice(0, key.lastIndexOf("/")) : "");

export function folderTitle(dir: string, pages: readonly PageFacts[], config: Pick<SiteConfig, "folderTitles">): string {
  const home = pages.find((p) => p.key === `${dir}/home`);
  if (config.folderTitles[dir]) return config.folderTitles[dir];
  if (home) return home.title;
  const name = dir.split("/").pop() ?? dir;
  return name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, " ");
}

/** Every folder that holds a page, directly or below: "anuncio", "anuncio/api", ... */
export function listFolders(pages: readonly PageFacts[]): string[] {
  const folders = new Set<string>();
  for (const page of pages) {
    for (let dir = parentOf(page.key); dir; dir = parentOf(dir)) folders.add(dir);
  }
  return [...folders].sort();
}

export function buildNavTree(pages: readonly PageFacts[], config: Pick<SiteConfig, "folderTitles">, dir = ""): NavNode[] {
  const folders = listFolders(pages);
  const entries = pages
    .filter((p) => parentOf(p.key) === dir && p.key !== "index" && !p.key.endsWith("/index") && !p.frontmatter.hidden)
    .sort((a, b) => (a.frontmatter.order ?? Infinity) - (b.frontmatter.order ?? Infinity) || a.title.localeCompare(b.title, "pt-BR"))
    .map((p): NavNode => ({ title: p.title, path: p.path, description: p.frontmatter.description, status: p.frontmatter.status }));
  const subfolders = folders
    .filter((f) => parentOf(f) === dir)
    .map((f): NavNode => {
      const index = pages.find((p) => p.key === `${f}/index`);
      return {
        title: index?.frontmatter.title && !index.data.generated ? index.title : folderTitle(f, pages, config),
        path: `/${f}/`,
        description: index?.frontmatter.description,
        children: buildNavTree(pages, config, f),
      };
    });
  return [...entries, ...subfolders];
}

const flattened = new WeakMap<NavNode[], NavNode[]>();

/** Pages in reading order (depth first), for previous/next links. Kept per tree: every page of a build asks. */
export function flattenNav(nodes: NavNode[]): NavNode[] {
  let pages = flattened.get(nodes);
  if (!pages) flattened.set(nodes, (pages = nodes.flatMap((n) => (n.children ? flattenNav(n.children) : [n]))));
  return pages;
}
