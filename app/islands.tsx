/**
 * Islands: the few interactive React components that live inside pages.
 * Pages are rendered to HTML at build time and shipped as HTML (the browser
 * runs no MDX), so an MDX page marks a mount point, <div data-island="name">,
 * and this module mounts the named component there with createRoot after the
 * page is shown, and unmounts it when the reader navigates away.
 *
 * This module is itself loaded only by a page with a mount point
 * (app/use-islands.ts), and each component lazily again: its code (and
 * whatever it imports) is a chunk of its own, so no other page's first-load
 * JavaScript grows.
 */
import type { ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";

/** What an island gets: its mount point's data-* attributes (the "Testar" panel's example request). */
type IslandProps = { dataset: Readonly<Record<string, string | undefined>> };

/** data-island name → the component's module. Add an island here. */
const ISLANDS: Record<string, () => Promise<{ default: ComponentType<IslandProps> }>> = {
  validator: () => import("./components/validator/ValidatorIsland"),
  "try-it": () => import("./components/try-it/TryItIsland"),
};

/**
 * Roots by mount point. Unmounting waits a tick: React must not unmount a
 * root while it is committing (effect cleanups run inside a commit), and in
 * development StrictMode mounts, cleans up and mounts again, which then
 * cancels the pending unmount and keeps the same root.
 */
const mounted = new WeakMap<Element, { root: Root; unmount?: ReturnType<typeof setTimeout> }>();

/**
 * Mounts the islands at these mount points; returns what unmounts them when
 * the reader navigates away. Called by useIslands (app/use-islands.ts).
 */
export function mountIslands(points: HTMLElement[]) {
  let current = true;
  for (const point of points) {
    const entry = mounted.get(point);
    if (entry) {
      clearTimeout(entry.unmount);
      continue;
    }
    const load = ISLANDS[point.dataset.island ?? ""];
    if (!load) continue;
    load().then(
      ({ default: Island }) => {
        if (!current || !point.isConnected || mounted.has(point)) return;
        const root = createRoot(point);
        mounted.set(point, { root });
        root.render(<Island dataset={{ ...point.dataset }} />);
      },
      // A chunk that fails to load leaves the page's fallback text in place.
      (error) => console.error(`island "${point.dataset.island}" failed to load`, error),
    );
  }
  return () => {
    current = false;
    for (const point of points) {
      const entry = mounted.get(point);
      if (!entry) continue;
      entry.unmount = setTimeout(() => {
        mounted.delete(point);
        entry.root.unmount();
      });
    }
  };
}
