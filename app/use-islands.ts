/**
 * Mounts the page's islands (app/islands.tsx) after it is shown, and unmounts
 * them when the reader navigates away; `pageKey` changes on every navigation.
 * Pages without a mount point never load the islands module.
 */
import { useEffect } from "react";

export function useIslands(pageKey: string) {
  useEffect(() => {
    const points = [...document.querySelectorAll<HTMLElement>("main [data-island]")];
    if (!points.length) return;
    let unmount: (() => void) | undefined;
    let current = true;
    void import("./islands").then(({ mountIslands }) => {
      if (current) unmount = mountIslands(points);
    });
    return () => {
      current = false;
      unmount?.();
    };
  }, [pageKey]);
}
