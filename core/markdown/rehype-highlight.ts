/**
 * Highlights fenced code blocks with Shiki at build time: light and dark
 * colours (made readable by code-contrast.ts), `{1,3}` line marks and, with
 * `showLineNumbers` in the fence, line numbers (drawn by CSS counters in
 * app/styles/code.css: never copied with the code, and silent for screen
 * readers). The browser gets the coloured HTML and no highlighter.
 *
 * Highlighting is the costliest part of a page's compile, and its token spans
 * would make every later step slower if each became JSX. So:
 *  - each block's result is cached by language, meta and text, in memory and
 *    on disk: an edit to a page's prose highlights nothing again, and the
 *    highlighter, slow to start (bench/README.md), is created only when a
 *    block is new, with only the languages met;
 *  - the block's inside travels as one HTML string (`data-html` on its `pre`,
 *    rendered by the `pre` component in app/components/mdx); the `pre` keeps
 *    the code as plain text so the outline and search still read it.
 */
import { join } from "node:path";
import { transformerMetaHighlight } from "@shikijs/transformers";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import type { BundledLanguage, Highlighter } from "shiki";
import { visit } from "unist-util-visit";
import { readCacheJson, writeCacheFile } from "../cache-file";
import { inputKey } from "../input-hash";
import { fixCodeContrast } from "./code-contrast";
import { fencedCode } from "./fenced-code";

export interface HighlightCache {
  /** Folder for cached blocks; memory only when undefined. */
  dir?: string;
  /** Changes when the pipeline's code (or Shiki) changes, so stale colours are never reused. */
  salt?: string;
}

/** What a highlighted block becomes: the `pre`'s attributes and its inside as HTML. */
interface Highlighted {
  properties: Record<string, unknown>;
  html: string;
}

const SHOW_LINE_NUMBERS = /(^|\s)showLineNumbers(\s|$)/;

/** The `pre` of a block with line numbers: a class, and the width of the widest number for the gutter. */
function lineNumbers(properties: Record<string, unknown>, code: string) {
  const digits = String(code.split("\n").length).length;
  // Shiki names the classes `class`, as one string.
  return { class: `${properties.class ?? ""} line-numbers`.trim(), style: `${properties.style ?? ""};--line-digits:${digits}` };
}

const THEMES = { light: "github-light", dark: "github-dark" } as const;
const PLAIN = new Set(["text", "txt", "plain", "plaintext"]);

let highlighter: Promise<{ shiki: Highlighter; languages: Set<string> }> | undefined;
// Imported on first use: a rebuild whose blocks are all cached never loads Shiki.
// The Oniguruma (WASM) engine runs the grammars' regexes as written; the JavaScript engine first translates
// each one (oniguruma-to-es), which cost more than the matching in a cold build.
const getHighlighter = () =>
  (highlighter ??= Promise.all([import("shiki"), import("shiki/engine/oniguruma")]).then(
    async ([{ bundledLanguages, createHighlighter }, { createOnigurumaEngine }]) => ({
      shiki: await createHighlighter({ themes: Object.values(THEMES), langs: [], engine: createOnigurumaEngine(import("shiki/wasm")) }),
      languages: new Set(Object.keys(bundledLanguages)),
    }),
  ));
/**
 * Blocks already highlighted in this process (a snippet's code on many
 * pages), the most recent few hundred: kept without a bound, a build of
 * thousands of pages held every block it made until the end.
 */
const inMemory = new Map<string, Highlighted>();
const IN_MEMORY_BLOCKS = 500;

async function highlight(requested: string, code: string, meta: string): Promise<Highlighted> {
  const { shiki, languages } = await getHighlighter();
  // An unknown language is shown as plain text rather than failing the build.
  const lang = PLAIN.has(requested) || languages.has(requested) ? requested : "text";
  if (!PLAIN.has(lang) && !shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(lang as BundledLanguage);
  // No time limit per line (Shiki's default is 0.5 s): on a busy machine a line that took longer kept the colour of
  // where it stopped, so the same page built twice came out in other colours (seen in two builds on a loaded machine).
  const root = shiki.codeToHast(code, {
    lang,
    themes: THEMES,
    defaultColor: "light",
    transformers: [transformerMetaHighlight()],
    meta: { __raw: meta },
    tokenizeTimeLimit: 0,
  });
  const pre = root.children[0] as any;
  fixCodeContrast(pre);
  return { properties: pre.properties, html: toHtml(pre.children) };
}

async function cached(cache: HighlightCache, lang: string, code: string, meta: string): Promise<Highlighted> {
  const key = inputKey(cache.salt ?? "", lang, meta, code);
  const file = cache.dir && join(cache.dir, `${key}.json`);
  let block = inMemory.get(key) ?? (file ? readCacheJson<Highlighted>(file, `${lang} code block`) : undefined);
  if (!block) {
    block = await highlight(lang, code, meta);
    if (file) writeCacheFile(file, JSON.stringify(block));
  }
  inMemory.delete(key);
  inMemory.set(key, block); // last in the map's order: the oldest entry goes first
  if (inMemory.size > IN_MEMORY_BLOCKS) inMemory.delete(inMemory.keys().next().value!);
  return block;
}

export default function rehypeHighlight(cache: HighlightCache = {}) {
  return async (tree: any) => {
    const blocks: { pre: any; lang: string; code: string; meta: string }[] = [];
    visit(tree, "element", (pre: any) => {
      const block = fencedCode(pre);
      if (!block) return;
      // A fence without a language stays a plain block.
      if (block.lang) blocks.push({ pre, lang: block.lang, code: toString(block.code).replace(/\n$/, ""), meta: block.meta });
      return "skip";
    });
    for (const { pre, lang, code, meta } of blocks) {
      const { properties, html } = await cached(cache, lang, code, meta);
      pre.properties = { ...properties, ...(SHOW_LINE_NUMBERS.test(meta) ? lineNumbers(properties, code) : {}), dataHtml: html };
      pre.children = [{ type: "text", value: code }];
    }
  };
}
