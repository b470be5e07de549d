/**
 * The sidebar's HTML, written by the server for a document (with the folders
 * above the current page open) and by the browser when the reader opens a
 * folder the document left closed (behaviour/sidebar.ts), so both write the
 * same markup. A closed folder is sent without its children, and a long
 * folder with the links around the current page only: a page carries the top
 * of the tree and its own branch, not every link of the site (on a site of
 * thousands of pages, each page would otherwise repeat them all); the whole
 * tree is one cached file (`data-tree`), loaded when first needed.
 */
import type { NavNode } from "../../../core/nav";
import { STATUS_LABELS } from "../../../core/components/status-labels";
import { ancestorFolders } from "./reading-order";
import escape from "escape-html";

/** Stable id of a folder's list, for aria-controls. */
export const folderListId = (path: string) => `sidebar-${path.replace(/[^a-z0-9]+/gi, "-")}`;

function badge(status: string | undefined) {
  const label = status ? STATUS_LABELS[status] : undefined;
  return label ? `<span class="badge badge-${escape(status!)} badge-sm">${label}</span>` : "";
}

/**
 * A folder longer than this shows the links around the current page and a
 * button for the rest (filled from the tree file): a page in a folder of
 * hundreds would otherwise carry all its siblings.
 */
export const SIDEBAR_WINDOW = 25;

/** The slice of a long list a page shows: the block of SIDEBAR_WINDOW links that holds the current page (or its folder). */
function windowOf(nodes: NavNode[], current: string): [number, number] {
  if (nodes.length <= SIDEBAR_WINDOW) return [0, nodes.length];
  const at = Math.max(
    0,
    nodes.findIndex((node) => node.path === current || (node.children !== undefined && current.startsWith(node.path))),
  );
  const start = Math.floor(at / SIDEBAR_WINDOW) * SIDEBAR_WINDOW;
  return [start, Math.min(nodes.length, start + SIDEBAR_WINDOW)];
}

const moreButton = (count: number) =>
  `<li class="sidebar-more-item"><button type="button" class="sidebar-more">Mostrar todas as ${count} páginas</button></li>`;

/**
 * The list of `nodes`, with the folders in `open` open and filled; the others
 * closed and empty. A long list shows the block around `current`; `current`
 * omitted (the browser filling a list), the whole list.
 */
export function treeHtml(nodes: NavNode[], open: ReadonlySet<string>, level: number, current?: string): string {
  const [start, end] = current === undefined ? [0, nodes.length] : windowOf(nodes, current);
  const items = nodes.slice(start, end).map((node) => {
    const href = escape(node.path);
    const title = escape(node.title);
    if (!node.children) return `<li><a href="${href}" class="sidebar-link">${title}${badge(node.status)}</a></li>`;
    const expanded = open.has(node.path);
    const listId = folderListId(node.path);
    return (
      `<li class="sidebar-folder"${expanded ? ' data-open="true"' : ""}><div class="sidebar-folder-row">` +
      `<a href="${href}" class="sidebar-link sidebar-folder-link">${title}</a>` +
      `<button type="button" class="sidebar-toggle" tabindex="-1" aria-expanded="${expanded}" aria-controls="${listId}" aria-label="Seção ${title}"><span class="icon icon-chevron" aria-hidden="true"></span></button>` +
      `</div><div id="${listId}"${expanded ? "" : ' hidden=""'}>${expanded ? treeHtml(node.children, open, level + 1, current) : ""}</div></li>`
    );
  });
  const partial = end - start < nodes.length;
  return `<ul class="${level === 0 ? "sidebar-tree" : "sidebar-subtree"}"${partial ? " data-partial" : ""}>${items.join("")}${partial ? moreButton(nodes.length) : ""}</ul>`;
}

/** Folders to show open for the current page: those above it, and itself when it is a folder. */
export function openFolders(nodes: NavNode[], current: string): Set<string> {
  const open = ancestorFolders(nodes, current);
  if (current.endsWith("/")) open.add(current);
  return open;
}

/** The sidebar for the page at `current`, with the given folders open; `treeUrl` is where the whole tree is. The current link is marked afterwards (markCurrent). */
export const sidebarHtml = (nodes: NavNode[], open: ReadonlySet<string>, treeUrl: string | undefined, current: string) =>
  `<nav aria-label="Documentação" class="sidebar-nav"${treeUrl ? ` data-tree="${escape(treeUrl)}"` : ""}>${treeHtml(nodes, open, 0, current)}</nav>`;

/** Marks the link to the current page (aria-current="page") in the rendered tree. */
export function markCurrent(html: string, current: string): string {
  if (!current) return html;
  const link = `<a href="${escape(current)}" class="sidebar-link`;
  const at = html.indexOf(link);
  if (at === -1) return html;
  const end = html.indexOf('"', at + link.length);
  return `${html.slice(0, end + 1)} aria-current="page"${html.slice(end + 1)}`;
}

/** The folders from the top down to `path`'s own folder, as tree nodes (to fill before marking a page the document left out). */
export function foldersAbove(nodes: NavNode[], path: string): NavNode[] {
  for (const node of nodes) {
    if (!node.children) continue;
    if (node.path === path) return [node];
    if (path.startsWith(node.path)) {
      const below = foldersAbove(node.children, path);
      return [node, ...below];
    }
  }
  return [];
}
