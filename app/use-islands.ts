/**
 * Mounts the page's islands (app/islands.tsx) after it is shown, and unmounts
 * them when the reader navigates away; `pageKey` changes on every navigation,
 * `html` when development's hot update replaces the page's HTML in place
 * (components/use-live-update.ts).
 * Pages without a mount point never load the islands module. An island loads
 * only when the reader may see it, so its code is in no page's first load
 * unless it is in the first screen (the validator at the top of its page):
 *  - inside a closed <details> (the "Testar" panel of an endpoint block),
 *    when the reader first opens it;
 *  - further down the page, when it comes within about a screen of the
 *    viewport (as Astro's `client:visible`; a page opened at an anchor next
 *    to it loads it at once). Without IntersectionObserver, at once.
 * Until its code arrives the server's fallback text stays in place.
 */
import { useEffect } from "react";

const closed = (point: HTMLElement) => point.closest("details:not([open])") !== null;

/** About a screen ahead, above and below: a scroll at reading pace finds the island mounted. */
const NEAR_VIEWPORT = "100% 0px 100% 0px";

/**
 * Calls `mount` with the points that come near the viewport (the first call, a frame after observing, has
 * those already there). Returns what stops watching. A point inside a closed <details> has no box and never
 * comes near: the "toggle" listener mounts it.
 */
function whenNearViewport(points: HTMLElement[], mount: (some: HTMLElement[]) => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    mount(points);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
      for (const point of near) observer.unobserve(point);
      mount(near);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const point of points) observer.observe(point);
  return () => observer.disconnect();
}

export function useIslands(pageKey: string, html: string) {
  useEffect(() => {
    const points = [...document.querySelectorAll<HTMLElement>("main [data-island]")];
    if (!points.length) return;
    const unmounts: (() => void)[] = [];
    let current = true;
    const mount = (some: HTMLElement[]) => {
      if (!some.length) return;
      void import("./islands").then(({ mountIslands }) => {
        if (current) unmounts.push(mountIslands(some));
      });
    };
    const waiting = new Set(points.filter(closed));
    const stopWatching = whenNearViewport(
      points.filter((p) => !waiting.has(p)),
      mount,
    );
    // "toggle" does not bubble, so it is caught on its way down.
    const onToggle = (event: Event) => {
      const opened = [...waiting].filter((p) => (event.target as Node).contains(p) && !closed(p));
      for (const p of opened) waiting.delete(p);
      mount(opened);
    };
    if (waiting.size) document.addEventListener("toggle", onToggle, true);
    return () => {
      current = false;
      stopWatching();
      document.removeEventListener("toggle", onToggle, true);
      for (const unmount of unmounts) unmount();
    };
  }, [pageKey, html]);
}
