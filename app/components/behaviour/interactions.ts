/**
 * What the reader does with the page, loaded right after hydration (when the
 * browser is idle, or at the first interaction) rather than on the critical
 * path: the shell's buttons, copy buttons and heading links, code tabs'
 * keys (their clicks are the head script's, components/head/before-paint.ts,
 * from the first paint),
 * keyboard shortcuts, scroll effects, the drawer's swipes, theme following
 * the system. Plain DOM listeners on the document, installed once.
 */
import { applyStoredCodeTab } from "./code-tabs";
import { copyCodeBlock } from "./copy-code";
import { onTouchEnd, onTouchStart, setDrawer, toggleDrawer } from "./drawer";
import { syncFullscreen, toggleFullscreen } from "./fullscreen";
import { copySectionLink } from "./heading-links";
import { onKeydown } from "./keyboard";
import { focusNewPage, focusSection } from "./page-focus";
import { markScrollableTables, onAnyScroll } from "./scrollable-tables";
import { backToTop, onScroll } from "./scroll-effects";
import { showCurrentPage, showWholeList, toggleFolder } from "./sidebar";
import { cycleTheme, followSystemTheme, syncThemeButton } from "./theme";
import { pageHead, showPageHead } from "../../document/page-head";

export { applyStoredCodeTab, focusSection };

/**
 * The head of a page reached by client-side navigation.
 * @public (called through import() by install.ts headShown)
 */
export const showHeadOf = (...args: Parameters<typeof pageHead>) => showPageHead(pageHead(...args));

/**
 * After client-side navigation: the sidebar follows, new tables get their
 * scroll regions and cues, the TOC its highlight, the focus the new page.
 * @public (called through import() by install.ts)
 */
export function pageShown(path: string) {
  void showCurrentPage(path);
  markScrollableTables(document);
  onScroll();
  focusNewPage();
}

const ACTIONS: [string, (el: HTMLElement) => void][] = [
  [".copy-code", (el) => void copyCodeBlock(el)],
  [".heading-anchor", (el) => void copySectionLink(el as HTMLAnchorElement)],
  [".sidebar-toggle", toggleFolder],
  [".sidebar-more", (el) => void showWholeList(el)],
  [".theme-switch", cycleTheme],
  [".fullscreen-toggle", toggleFullscreen],
  [".navbar-menu", toggleDrawer],
  [".drawer-backdrop", () => setDrawer(false)],
  [".back-to-top", backToTop],
];

function onClick(event: MouseEvent) {
  if (event.button !== 0) return;
  for (const [selector, act] of ACTIONS) {
    const el = (event.target as Element).closest?.<HTMLElement>(selector);
    if (el) return act(el);
  }
}

/** @public (called through import() by install.ts) */
export function install(navigate: (to: string) => void) {
  let frame = 0;
  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
    [document, "click", onClick as EventListener],
    [document, "keydown", (e) => onKeydown(e as KeyboardEvent, navigate)],
    [document, "fullscreenchange", syncFullscreen],
    [window, "scroll", () => (frame ||= requestAnimationFrame(() => ((frame = 0), onScroll()))), { passive: true }],
    [window, "resize", () => markScrollableTables(document)],
    // Element scrolls do not bubble: caught on their way down, for the tables' scroll cues.
    [document, "scroll", onAnyScroll, { capture: true, passive: true }],
    [window, "touchstart", onTouchStart as EventListener, { passive: true }],
    [window, "touchend", onTouchEnd as EventListener, { passive: true }],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);
  const stopFollowing = followSystemTheme();
  syncThemeButton();
  syncFullscreen();
  applyStoredCodeTab(document);
  markScrollableTables(document);
  onScroll();
  return () => {
    for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
    stopFollowing();
    cancelAnimationFrame(frame);
  };
}
