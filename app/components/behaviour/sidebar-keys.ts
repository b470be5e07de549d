/**
 * Keys on the sidebar's links, where a folder is one Tab stop (its link; the
 * toggle beside it is out of the tab order, chrome/sidebar-html.ts), as in a tree:
 *   ↓ ↑        the next or previous link shown
 *   Home End   the first or last link shown
 *   →          on a closed folder opens it; on an open one, goes to its first page
 *   ←          on an open folder closes it; elsewhere, goes to the folder above
 * Enter follows the link as usual. Alt+arrows are left to page navigation.
 */
import { setFolder } from "./sidebar";

const folderOf = (link: Element) => link.closest(".sidebar-folder");
const toggleOf = (folder: Element | null) => folder?.querySelector(":scope > .sidebar-folder-row > .sidebar-toggle") ?? null;
const isFolderLink = (link: Element) => link.classList.contains("sidebar-folder-link");
const isOpen = (toggle: Element | null) => toggle?.getAttribute("aria-expanded") === "true";
const firstChildLink = (folder: Element | null) => folder?.querySelector<HTMLElement>(":scope > [id] a.sidebar-link");

/** Handles the key when it is one of the sidebar's; returns whether it did. */
export function onSidebarKeydown(event: KeyboardEvent, link: HTMLElement): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const nav = link.closest(".sidebar-nav");
  if (!nav) return false;
  const shown = [...nav.querySelectorAll<HTMLElement>("a.sidebar-link")].filter((a) => !a.closest("[hidden]"));
  const i = shown.indexOf(link);
  const folder = isFolderLink(link) ? folderOf(link) : null;
  const toggle = toggleOf(folder);
  let target: HTMLElement | null | undefined;
  switch (event.key) {
    case "ArrowDown":
      target = shown[i + 1];
      break;
    case "ArrowUp":
      target = shown[i - 1];
      break;
    case "Home":
      target = shown[0];
      break;
    case "End":
      target = shown[shown.length - 1];
      break;
    case "ArrowRight":
      if (!toggle) return false;
      if (!isOpen(toggle)) void setFolder(toggle, true);
      else {
        target = firstChildLink(folder);
        // An open folder still being filled from the tree: its first page once it is there.
        if (!target) void setFolder(toggle, true).then(() => firstChildLink(folder)?.focus());
      }
      break;
    case "ArrowLeft":
      if (toggle && isOpen(toggle)) void setFolder(toggle, false);
      else target = folderOf(folder ? folder.parentElement! : link)?.querySelector<HTMLElement>(":scope > .sidebar-folder-row > a");
      break;
    default:
      return false;
  }
  event.preventDefault();
  target?.focus();
  return true;
}
