/**
 * What the browser does when something fails after a page was shown whole: a
 * reader is never left with an error screen for a network blip, an ad
 * blocker or a deploy that took the previous build's chunks away.
 *  - A client-side navigation whose data cannot be fetched (`routes/$.tsx`'s
 *    clientLoader) falls back to a full load of its target: the host then
 *    answers with the page, or with its own error page.
 *  - An error thrown while rendering after the page was shown (a chunk that
 *    failed to load with nothing closer to catch it) loads the page again,
 *    once: a second failure of the same address within a minute is shown
 *    instead, so a chunk that never loads cannot make the page reload forever.
 */

let shownWhole = false;

/** Called once the app has rendered a page in this document (root.tsx). */
export const markShownWhole = () => void (shownWhole = true);

/** Whether an error caught now came after a page was shown whole in this document (rather than with the server's answer). */
export const failedAfterShown = () => shownWhole;

const RELOAD_KEY = "portal:reloaded-after-error";
/** Long enough to cover one reload, short enough that a reader who comes back later gets a fresh try. */
const RELOAD_GUARD_MS = 60_000;

/**
 * Loads `url` in full unless this tab already did so for it within the guard; whether it did. Without
 * sessionStorage (cookies blocked), never: nothing would stop a loop.
 */
export function reloadOnce(url = window.location.href): boolean {
  try {
    // root.tsx's stand-in when storage is blocked forgets across loads: it could not stop a loop.
    if ("inMemory" in window.sessionStorage) return false;
    const last = JSON.parse(window.sessionStorage.getItem(RELOAD_KEY) ?? "null") as { url: string; at: number } | null;
    if (last && last.url === url && Date.now() - last.at < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ url, at: Date.now() }));
  } catch {
    return false;
  }
  window.location.assign(url);
  return true;
}

/**
 * Fetches a navigation's data through `serverLoader`; when that fails for any reason but the navigation
 * being cancelled (the reader clicked elsewhere) or a redirect, the target is loaded in full instead, and
 * this never settles, so the router keeps the current page on screen until the browser leaves it.
 */
export async function dataOrFullLoad<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (request.signal.aborted || error instanceof Response) throw error;
    const target = new URL(request.url);
    target.searchParams.delete("_data");
    window.location.assign(`${target.pathname}${target.search}${target.hash}`);
    return new Promise<T>(() => {});
  }
}
