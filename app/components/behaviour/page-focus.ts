/**
 * Where the keyboard focus goes when the reader lands somewhere without a
 * full load, as a browser does natively for an in-page link:
 *  - an in-page link (skip link, TOC, heading anchor) focuses its target, so
 *    the next Tab continues from there and screen readers read it;
 *  - after client-side navigation, the section the address names or else the
 *    new page's title (h1): screen readers read where the reader arrived, and
 *    the next Tab continues in the page, not in the link just followed.
 * Targets get tabindex="-1": focusable by script only, with no ring
 * (app/styles/base.css). The scroll position is the router's: focus never moves it.
 */
function focusElement(target: HTMLElement) {
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/** @public (called through import() by install.ts, after the browser has moved to the hash) */
export function focusSection(id: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (target) focusElement(target);
  });
}

export function focusNewPage() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = (id && document.getElementById(id)) || document.querySelector<HTMLElement>("main h1");
  if (target) focusElement(target);
}
