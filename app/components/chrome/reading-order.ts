/**
 * Where a page sits in the content tree: previous/next pages in reading
 * order (core/nav.ts flattenNav) and the trail of folders above it. Pure
 * functions over the root loader's `nav`, unit-tested in reading-order.test.ts.
 */
import { flattenNav, type NavNode } from "../../../core/nav";

export interface Crumb {
  title: string;
  path: string;
}

/** "/chat/home" and "/chat/home.html" are the same page; folders keep their slash. */
export const canonicalPath = (pathname: string) => (pathname.endsWith("/") || pathname.endsWith(".html") ? pathname : `${pathname}.html`);

export function previousAndNext(nav: NavNode[], path: string): { previous?: NavNode; next?: NavNode } {
  const pages = flattenNav(nav);
  const index = pages.findIndex((p) => p.path === path);
  if (index >= 0) return { previous: pages[index - 1], next: pages[index + 1] };
  // Home and folder pages are not in the reading order: lead on to their first page.
  if (path.endsWith("/")) return { next: pages.find((p) => p.path.startsWith(path)) };
  return {};
}

/** The folders from the top down to the page (the page itself excluded). */
export function folderTrail(nav: NavNode[], path: string): Crumb[] {
  const walk = (nodes: NavNode[], trail: Crumb[]): Crumb[] | undefined => {
    for (const node of nodes) {
      if (node.path === path) return trail;
      if (node.children) {
        const found = walk(node.children, [...trail, { title: node.title, path: node.path }]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(nav, []) ?? [];
}

/** Folders that hold the page, to expand in the sidebar. */
export const ancestorFolders = (nav: NavNode[], path: string) => new Set(folderTrail(nav, path).map((c) => c.path));
