/**
 * After client-side navigation the keyboard focus moves to the new page, as
 * a full load would start there: to the section the address names, or to
 * the page's title (h1). Screen readers then read where the reader arrived,
 * and the next Tab continues in the page, not in the link just followed.
 * The title gets tabindex="-1": focusable by script only, and no ring
 * (app/styles/base.css).
 */
export function focusNewPage() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = (id && document.getElementById(id)) || document.querySelector<HTMLElement>("main h1");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  // The scroll position is the router's (top, or the section): focus must not move it.
  target.focus({ preventScroll: true });
}
