/**
 * Mounts the page's islands (app/islands.tsx) after it is shown, and unmounts
 * them when the reader navigates away; `pageKey` changes on every navigation.
 * Pages without a mount point never load the islands module, and an island
 * inside a closed <details> (the "Testar" panel of an endpoint block) loads
 * only when the reader first opens it: its code is no page's first load.
 */
import { useEffect } from "react";

const closed = (point: HTMLElement) => point.closest("details:not([open])") !== null;

export function useIslands(pageKey: string) {
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
    mount(points.filter((p) => !waiting.has(p)));
    // "toggle" does not bubble, so it is caught on its way down.
    const onToggle = (event: Event) => {
      const opened = [...waiting].filter((p) => (event.target as Node).contains(p) && !closed(p));
      for (const p of opened) waiting.delete(p);
      mount(opened);
    };
    if (waiting.size) document.addEventListener("toggle", onToggle, true);
    return () => {
      current = false;
      document.removeEventListener("toggle", onToggle, true);
      for (const unmount of unmounts) unmount();
    };
  }, [pageKey]);
}
