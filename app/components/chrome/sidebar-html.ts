/**
 * The sidebar's HTML, written by the server for a document (with the folders
 * above the current page open) and by the browser when the reader opens a
 * folder the document left closed (behaviour/sidebar.ts), so both write the
 * same markup. A closed folder is sent without its children: a page carries
 * the top of the tree and its own branch, not every link of the site (on a
 * site of thousands of pages, each page would otherwise repeat them all);
 * the whole tree is one cached file (`data-tree`), loaded when first needed.
 */
import type { NavNode } from "../../../core/nav";
import { STATUS_LABELS } from "../../../core/components/StatusBadge";
import { ancestorFolders } from "./reading-order";

/** Stable id of a folder's list, for aria-controls. */
export const folderListId = (path: string) => `sidebar-${path.replace(/[^a-z0-9]+/gi, "-")}`;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function badge(status: string | undefined) {
  const label = status ? STATUS_LABELS[status] : undefined;
  return label ? `<span class="badge badge-${escape(status!)} badge-sm">${label}</span>` : "";
}

/** The list of `nodes`, with the folders in `open` open and filled; the others closed and empty. */
export function treeHtml(nodes: NavNode[], open: ReadonlySet<string>, level: number): string {
  const items = nodes.map((node) => {
    const href = escape(node.path);
    const title = escape(node.title);
    if (!node.children) return `<li><a href="${href}" class="sidebar-link">${title}${badge(node.status)}</a></li>`;
    const expanded = open.has(node.path);
    const listId = folderListId(node.path);
    return (
      `<li class="sidebar-folder"${expanded ? ' data-open="true"' : ""}><div class="sidebar-folder-row">` +
      `<a href="${href}" class="sidebar-link sidebar-folder-link">${title}</a>` +
      `<button type="button" class="sidebar-toggle" tabindex="-1" aria-expanded="${expanded}" aria-controls="${listId}" aria-label="Seção ${title}"><span class="icon icon-chevron" aria-hidden="true"></span></button>` +
      `</div><div id="${listId}"${expanded ? "" : ' hidden=""'}>${expanded ? treeHtml(node.children, open, level + 1) : ""}</div></li>`
    );
  });
  return `<ul class="${level === 0 ? "sidebar-tree" : "sidebar-subtree"}">${items.join("")}</ul>`;
}

/** Folders to show open for the current page: those above it, and itself when it is a folder. */
export function openFolders(nodes: NavNode[], current: string): Set<string> {
  const open = ancestorFolders(nodes, current);
  if (current.endsWith("/")) open.add(current);
  return open;
}

/** The sidebar with the given folders open; `treeUrl` is where the whole tree is. The current link is marked afterwards (markCurrent). */
export const sidebarHtml = (nodes: NavNode[], open: ReadonlySet<string>, treeUrl: string | undefined) =>
  `<nav aria-label="Documentação" class="sidebar-nav"${treeUrl ? ` data-tree="${escape(treeUrl)}"` : ""}>${treeHtml(nodes, open, 0)}</nav>`;

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
