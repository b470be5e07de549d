/**
 * Keys the shell answers, page-wide: Escape closes the drawer; Alt+← / Alt+→
 * follow the page's previous/next links (spec §2; read from the page at key
 * time, so quick repeated presses act on the page being shown); arrows,
 * Home and End move between code tabs, and through the sidebar's tree
 * (sidebar-keys.ts). Alt+arrows are ignored while typing, where
 * Alt/Option+arrow moves by word.
 */
import { onTabKeydown } from "./code-tab-choice";
import { setDrawer } from "./drawer";
import { onSidebarKeydown } from "./sidebar-keys";

const isEditable = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

export function onKeydown(event: KeyboardEvent, navigate: (to: string) => void) {
  if (event.key === "Escape" && document.documentElement.hasAttribute("data-drawer-open")) return setDrawer(false);
  const tab = (event.target as Element).closest?.<HTMLElement>(".code-tabs [role=tab]");
  if (tab) return onTabKeydown(event, tab);
  const sidebarLink = (event.target as Element).closest?.<HTMLElement>(".sidebar-nav a.sidebar-link");
  if (sidebarLink && onSidebarKeydown(event, sidebarLink)) return;
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isEditable(event.target)) return;
  const rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : undefined;
  const link = rel && document.querySelector<HTMLAnchorElement>(`main a[rel="${rel}"]`);
  if (!link) return;
  event.preventDefault();
  navigate(link.pathname);
}
