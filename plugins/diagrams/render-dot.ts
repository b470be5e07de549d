/**
 * Graphviz (DOT) to SVG at build time, with @viz-js/viz: Graphviz itself in
 * WebAssembly, so no browser, no DOM and real syntax errors with a line.
 * The portal's look is given as default attributes (a diagram's own
 * attributes still win); colours are named from the theme palette
 * (./themed-svg.ts) so the result follows light and dark.
 *
 * Each result is cached by its text, in memory and on disk, like highlighted
 * code: the WebAssembly module is loaded only when a diagram is new.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { readCacheJson, writeCacheFile } from "../../core/cache-file";
import type { Element } from "hast";
import { themedSvg } from "./themed-svg";

export interface DiagramCache {
  /** Folder for cached diagrams; memory only when undefined. */
  dir?: string;
  /** Changes when this renderer's code (or Graphviz) changes. */
  salt?: string;
}

/** A diagram that Graphviz refused, with the line of the DOT text it names (1-based), when it names one. */
export class DiagramSyntaxError extends Error {
  constructor(
    message: string,
    readonly dotLine?: number,
  ) {
    super(message);
    this.name = "DiagramSyntaxError";
  }
}

const FONT = "Helvetica"; // Graphviz measures text with Helvetica's widths; the SVG asks for Helvetica or its metric twin Arial.
const DEFAULTS = {
  graphAttributes: { bgcolor: "transparent", fontname: FONT, fontsize: 14, pad: 0.15, nodesep: 0.4, ranksep: 0.45 },
  nodeAttributes: { fontname: FONT, fontsize: 14, shape: "box", style: "rounded,filled", fillcolor: "whitesmoke", color: "gray", margin: "0.15,0.07" },
  edgeAttributes: { fontname: FONT, fontsize: 12, color: "black", fontcolor: "black", arrowsize: 0.7 },
};

type Viz = Awaited<ReturnType<typeof import("@viz-js/viz")["instance"]>>;
let viz: Promise<Viz> | undefined;
// Loaded on first use: pages without a new diagram never load Graphviz.
const getViz = () => (viz ??= import("@viz-js/viz").then((m) => m.instance()));
const inMemory = new Map<string, Element>();

export async function renderDot(source: string): Promise<Element> {
  const result = (await getViz()).render(source, { format: "svg", ...DEFAULTS });
  const error = result.errors.find((e) => e.level === "error");
  if (result.status !== "success" || error) {
    const message = (error?.message ?? "Graphviz could not draw this diagram").replace(/^Error:\s*/, "").trim();
    const line = /\bline (\d+)/.exec(message)?.[1];
    throw new DiagramSyntaxError(message, line ? Number(line) : undefined);
  }
  return themedSvg(result.output);
}

export async function renderDotCached(source: string, cache: DiagramCache = {}): Promise<Element> {
  const key = createHash("sha256")
    .update(JSON.stringify([cache.salt ?? "", source]))
    .digest("hex")
    .slice(0, 32);
  const file = cache.dir && join(cache.dir, `${key}.json`);
  let svg = inMemory.get(key);
  // The build's one checked cache (core/cache-file.ts): an empty, cut or edited entry is named, dropped and drawn again.
  if (!svg && file) svg = readCacheJson<Element>(file, "a ```dot diagram");
  if (!svg) {
    svg = await renderDot(source);
    if (file) writeCacheFile(file, JSON.stringify(svg));
  }
  inMemory.set(key, svg);
  // A copy: the caller adds the page's own ids and names to it.
  return structuredClone(svg);
}
