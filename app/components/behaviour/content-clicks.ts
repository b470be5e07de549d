/**
 * One click handler and one keydown handler on the article give the
 * server-rendered page HTML its behaviour, whatever page is shown (no
 * per-element listeners to re-attach after client-side navigation):
 * copy buttons, code tabs, heading links, and internal links that navigate
 * without reloading the document.
 */
import { copyCodeBlock } from "./copy-code";
import { chooseCodeTab, onTabKeydown } from "./code-tabs";
import { copySectionLink } from "./heading-links";

/** A site page (".html", a folder, or an extensionless page URL), not a file such as sitemap.xml. */
const isPagePath = (pathname: string) => /(\.html|\/|\/[^./]+)$/.test(pathname);

export function handleContentClick(event: MouseEvent, root: HTMLElement, navigate: (to: string) => void) {
  if (event.defaultPrevented || event.button !== 0) return;
  const target = event.target as Element;
  const copy = target.closest<HTMLElement>(".copy-code");
  if (copy) return void copyCodeBlock(copy);
  const tab = target.closest<HTMLElement>(".code-tabs [role=tab]");
  if (tab) return chooseCodeTab(tab, root);

  const link = target.closest<HTMLAnchorElement>("a[href]");
  if (!link || link.target || link.hasAttribute("download") || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || !isPagePath(url.pathname)) return;
  if (link.classList.contains("heading-anchor")) void copySectionLink(link);
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

export function handleContentKeydown(event: KeyboardEvent, root: HTMLElement) {
  const tab = (event.target as Element).closest<HTMLElement>(".code-tabs [role=tab]");
  if (tab) onTabKeydown(event, tab, root);
}
