/**
 * The server renders the sidebar (chrome/Sidebar.tsx) with the document's
 * page highlighted. Here: the reader opens and closes folders, and on
 * client-side navigation the highlight moves to the new page, whose folders
 * open (folders the reader opened stay open) and which is scrolled into sight.
 */

/** Opens or closes a folder: its toggle's state, its list, the folder's marker. */
export function setFolder(button: Element, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (list) list.hidden = !open;
  button.closest(".sidebar-folder")?.toggleAttribute("data-open", open);
}

export const toggleFolder = (button: Element) => setFolder(button, button.getAttribute("aria-expanded") !== "true");

export function showCurrentPage(path: string) {
  const nav = document.querySelector(".sidebar-nav");
  if (!nav) return;
  nav.querySelectorAll("[aria-current=page]").forEach((a) => a.removeAttribute("aria-current"));
  const link = path ? nav.querySelector<HTMLElement>(`a[href="${CSS.escape(path)}"]`) : null;
  if (!link) return;
  link.setAttribute("aria-current", "page");
  // Every folder above the page opens; a folder page opens its own list too.
  for (let folder = link.closest(".sidebar-folder"); folder; folder = folder.parentElement?.closest(".sidebar-folder") ?? null) {
    const button = folder.querySelector(":scope > .sidebar-folder-row > .sidebar-toggle");
    if (button) setFolder(button, true);
  }
  // Scroll only the sidebar, never the page.
  const scroller = document.getElementById("sidebar");
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const r = link.getBoundingClientRect();
  if (box.height && (r.top < box.top || r.bottom > box.bottom)) scroller.scrollTop += r.top - box.top - box.height / 3;
}
