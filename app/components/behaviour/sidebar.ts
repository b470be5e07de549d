/**
 * The server renders the sidebar (chrome/sidebar-html.ts) with the document's
 * page highlighted and only its branch filled. Here: the reader opens and
 * closes folders (a folder sent empty is filled from the whole tree, loaded
 * once from the file the sidebar names in `data-tree`), and on client-side
 * navigation the highlight moves to the new page, whose folders open
 * (folders the reader opened stay open) and which is scrolled into sight.
 */
import type { NavNode } from "../../../core/nav";
import { folderListId, foldersAbove, treeHtml } from "../chrome/sidebar-html";

let tree: Promise<NavNode[]> | undefined;

/** The whole content tree, fetched once per document (a hashed file: the browser keeps it). */
function loadTree(nav: Element): Promise<NavNode[]> {
  const url = nav.getAttribute("data-tree");
  if (!url) return Promise.resolve([]);
  tree ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<NavNode[]>) : Promise.reject(new Error(`${response.status} ${url}`))))
    .catch((error) => {
      tree = undefined; // the next folder opened tries again; until then the folder's own link leads to its page
      throw error;
    });
  return tree;
}

/** Fills the folders the document was sent without (or with part of a long list), from the top down to `path` (a folder or a page). */
async function fillFoldersAbove(nav: Element, path: string) {
  for (const folder of foldersAbove(await loadTree(nav), path)) {
    const list = document.getElementById(folderListId(folder.path));
    if (list && (!list.firstElementChild || list.querySelector(":scope > ul[data-partial]"))) list.innerHTML = treeHtml(folder.children ?? [], new Set(), 1);
  }
}

/**
 * "Mostrar todas as N páginas" under a long folder's block of links: the
 * whole list from the tree, the open folders in it kept open, the current
 * page still marked, and the focus on the first link that was not shown.
 */
export async function showWholeList(button: Element) {
  const list = button.closest("ul");
  const nav = button.closest(".sidebar-nav");
  if (!list || !nav) return;
  const wholeTree = await loadTree(nav).catch(() => undefined);
  const folderPath = list.parentElement?.closest(".sidebar-folder")?.querySelector(":scope > .sidebar-folder-row > a")?.getAttribute("href");
  const nodes = folderPath ? foldersAbove(wholeTree ?? [], folderPath).at(-1)?.children : wholeTree;
  if (!nodes) return;
  const hrefs = (root: Element) => [...root.querySelectorAll(":scope > li > a, :scope > li > .sidebar-folder-row > a")].map((a) => a.getAttribute("href"));
  const shown = new Set(hrefs(list));
  const current = nav.querySelector("[aria-current=page]")?.getAttribute("href");
  const open = new Set([...nav.querySelectorAll(".sidebar-folder[data-open] > .sidebar-folder-row > a")].map((a) => a.getAttribute("href")!));
  const template = document.createElement("template");
  template.innerHTML = treeHtml(nodes, open, list.classList.contains("sidebar-tree") ? 0 : 1);
  const whole = template.content.firstElementChild!;
  if (current) whole.querySelector(`a[href="${CSS.escape(current)}"]`)?.setAttribute("aria-current", "page");
  list.replaceWith(whole);
  const firstNew = hrefs(whole).find((href) => !shown.has(href));
  whole.querySelector<HTMLElement>(`a[href="${CSS.escape(firstNew ?? "")}"]`)?.focus();
}

/** Opens or closes a folder: its toggle's state, its list (filled first when it was sent empty), the folder's marker. */
export async function setFolder(button: Element, open: boolean) {
  const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
  const nav = button.closest(".sidebar-nav");
  const folderPath = button.closest(".sidebar-folder-row")?.querySelector("a")?.getAttribute("href");
  button.setAttribute("aria-expanded", String(open));
  button.closest(".sidebar-folder")?.toggleAttribute("data-open", open);
  if (list) list.hidden = !open;
  if (open && list && !list.firstElementChild && nav && folderPath) await fillFoldersAbove(nav, folderPath).catch(() => undefined);
}

export const toggleFolder = (button: Element) => void setFolder(button, button.getAttribute("aria-expanded") !== "true");

let shownPath = "";

export async function showCurrentPage(path: string) {
  shownPath = path;
  const nav = document.querySelector(".sidebar-nav");
  if (!nav) return;
  nav.querySelectorAll("[aria-current=page]").forEach((a) => a.removeAttribute("aria-current"));
  if (!path) return;
  const find = () => nav.querySelector<HTMLElement>(`a[href="${CSS.escape(path)}"]`);
  // A page in a folder the document was sent closed: its branch comes from the whole tree.
  if (!find()) await fillFoldersAbove(nav, path).catch(() => undefined);
  const link = find();
  if (!link || shownPath !== path) return; // not in the tree, or the reader has moved on meanwhile
  link.setAttribute("aria-current", "page");
  // Every folder above the page opens; a folder page opens its own list too.
  for (let folder = link.closest(".sidebar-folder"); folder; folder = folder.parentElement?.closest(".sidebar-folder") ?? null) {
    const button = folder.querySelector(":scope > .sidebar-folder-row > .sidebar-toggle");
    if (button) void setFolder(button, true);
  }
  // Scroll only the sidebar, never the page.
  const scroller = document.getElementById("sidebar");
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const r = link.getBoundingClientRect();
  if (box.height && (r.top < box.top || r.bottom > box.bottom)) scroller.scrollTop += r.top - box.top - box.height / 3;
}
