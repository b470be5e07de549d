/**
 * Everything that follows the scroll position, in one listener per frame:
 *  - back-to-top shows after 100 px (<html data-scrolled>, spec §2);
 *  - the navbar hides when scrolling down past 200 px and returns on scrolling
 *    up (<html data-navbar-hidden>; sticky columns move up with it);
 *  - the table of contents highlights the section being read.
 */
export const BACK_TO_TOP_AFTER = 100;
export const NAVBAR_HIDE_AFTER = 200;

let lastY = 0;

/** The TOC link of the last heading whose top has passed the line under the navbar. */
function highlightSection() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(".toc-column .toc-link")];
  const line = parseFloat(getComputedStyle(document.documentElement).fontSize) * 5;
  let active: HTMLAnchorElement | undefined;
  for (const link of links) {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!heading) continue;
    if (heading.getBoundingClientRect().top > line) break;
    active = link;
  }
  // At the very bottom the last sections may never reach the line: the last one wins.
  const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom && links.length) active = links[links.length - 1];
  for (const link of links) {
    if (link === active) link.setAttribute("aria-current", "location");
    else link.removeAttribute("aria-current");
  }
}

export function onScroll() {
  const y = window.scrollY;
  const root = document.documentElement;
  root.toggleAttribute("data-scrolled", y > BACK_TO_TOP_AFTER);
  // An open drawer keeps the navbar (and its close button) in place.
  if (y <= NAVBAR_HIDE_AFTER || y < lastY || root.hasAttribute("data-drawer-open")) root.removeAttribute("data-navbar-hidden");
  else if (y > lastY) root.setAttribute("data-navbar-hidden", "");
  lastY = y;
  highlightSection();
}

export function backToTop() {
  const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
  // Keyboard users continue from the top of the page, not from a vanished button.
  document.getElementById("conteudo")?.focus({ preventScroll: true });
}
