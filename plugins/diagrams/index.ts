/**
 * Diagrams written as text in MDX (```dot fences, Graphviz's language)
 * rendered at build time to themed, accessible inline SVG. See
 * ./remark-diagrams.ts for the syntax and ./themed-svg.ts for the palette.
 * Rendered diagrams are cached in .cache/diagrams/ (off with PORTAL_NO_CACHE,
 * like the other caches), keyed by this folder's code and Graphviz's version.
 */
import { join } from "node:path";
import { hashPipeline } from "../../core/build-site";
import { definePlugin } from "../../core/plugin";
import { paths } from "../../core/paths";
import remarkDiagrams from "./remark-diagrams";
import type { DiagramCache } from "./render-dot";

const p = paths();
let salt: string | undefined;
const cache: DiagramCache = {
  dir: process.env.PORTAL_NO_CACHE ? undefined : join(p.cache, "diagrams"),
  // Read when a page first has a diagram, not when the server loads the plugin list.
  get salt() {
    return (salt ??= hashPipeline(p.root, ["plugins/diagrams"], ["package-lock.json"]));
  },
};

export default definePlugin({ name: "diagrams", setup: () => ({ remarkPlugins: [[remarkDiagrams, cache]] }) });
