/**
 * The behaviour over the server-rendered HTML, in two parts so the first load
 * stays small (bench/js-size.ts):
 *  - here, on the critical path: what must hold before a page is painted
 *    (release dates, the head script's rule) and same-site links that
 *    navigate without reloading the document;
 *  - interactions.ts, loaded as soon as the browser is idle after hydration or
 *    at the reader's first interaction, whichever comes first: everything
 *    else, including moving the sidebar's highlight on client-side navigation
 *    (the server already highlighted the first page). The search box's code
 *    comes later still, at the reader's first reach for it (LazySearchBox.tsx).
 * Third-party code (third-party.ts) is loaded only when a script is configured.
 */
import { hideEndedReleases } from "./release-dates";
import type { ThirdPartyUrls } from "./third-party";

type Interactions = typeof import("./interactions");
let interactions: Promise<Interactions> | undefined;
/** Set once the module has arrived, for the steps that must run synchronously (before paint). */
let loaded: Interactions | undefined;
const loadInteractions = () => (interactions ??= import("./interactions").then((m) => (loaded = m)));
let firstLocation = true;
let firstHead = true;

/** A site page (".html", a folder, or an extensionless page URL), not a file such as sitemap.xml. */
const isPagePath = (pathname: string) => /(\.html|\/|\/[^./]+)$/.test(pathname);

/** Same-site page links in server-rendered HTML navigate client-side; React's <Link>s already handled theirs. */
function followLink(event: MouseEvent, navigate: (to: string) => void) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
  if (!link || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || !isPagePath(url.pathname)) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
  // An in-page link (skip link, TOC, heading anchor) moves the focus to its target too (page-focus.ts).
  if (url.hash && url.pathname === window.location.pathname) void loadInteractions().then((m) => m.focusSection(decodeURIComponent(url.hash.slice(1))));
}

const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart", "focusin", "scroll"];

export function installShell(navigate: (to: string) => void) {
  const onClick = (e: Event) => followLink(e as MouseEvent, navigate);
  document.addEventListener("click", onClick);
  let uninstall: (() => void) | undefined;
  let stopped = false;
  const load = () => {
    FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, load, true));
    void loadInteractions().then((m) => {
      if (!stopped && !uninstall) uninstall = m.install(navigate);
    });
  };
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, load, { capture: true, passive: true }));
  const idle = "requestIdleCallback" in window ? requestIdleCallback(load, { timeout: 1500 }) : setTimeout(load, 200);
  return () => {
    stopped = true;
    document.removeEventListener("click", onClick);
    FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, load, true));
    if ("cancelIdleCallback" in window) cancelIdleCallback(idle as number);
    else clearTimeout(idle);
    uninstall?.();
  };
}

/**
 * Before a page's content (first or navigated to) is painted: the same rules
 * as the head scripts. On the first page the head script's CSS shows the
 * remembered code tab until the interactions arrive; a page reached by
 * navigation gets it here, the interactions being loaded by then.
 */
export function contentShown(content: HTMLElement | null) {
  if (!content) return;
  hideEndedReleases(content);
  loaded?.applyStoredCodeTab(content);
}

/**
 * The head (title, description, canonical) follows the page shown. The server
 * wrote the first document's; later pages get theirs from the interactions
 * module, normally loaded by then (synchronously, before paint), so the code
 * that writes it stays out of the first load.
 */
export function headShown(...args: Parameters<Interactions["showHeadOf"]>) {
  if (firstHead) firstHead = false;
  else if (loaded) loaded.showHeadOf(...args);
  else void loadInteractions().then((m) => m.showHeadOf(...args));
}

/** After any navigation, the 404 page included: the shell follows the page shown. */
export function locationShown(path: string, content: HTMLElement | null, thirdParty: ThirdPartyUrls | undefined) {
  // A new page closes the drawer.
  document.documentElement.removeAttribute("data-drawer-open");
  document.querySelector(".navbar-menu")?.setAttribute("aria-expanded", "false");
  // The first page came highlighted from the server; later ones need the interactions (already loaded, normally).
  if (firstLocation) firstLocation = false;
  else void loadInteractions().then((m) => m.pageShown(path));
  // The page's HTML as shown (the first document's data does not repeat it; see app/document/shown-html.tsx).
  if (thirdParty?.analyticsSrc || thirdParty?.chatWidgetSrc) {
    const pageHtml = content?.innerHTML ?? "";
    void import("./third-party").then((m) => m.syncThirdPartyScripts(thirdParty, pageHtml));
  }
}
