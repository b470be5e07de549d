/**
 * The JavaScript a page loads first, minified once more after `remix build`
 * (bench/js-size.ts measures it), with SWC's minifier.
 *
 * Remix bundles with esbuild, which keeps code a compressing minifier drops
 * and names a chunk's top-level symbols for the whole build at once. SWC,
 * over each file alone as an ES module, drops what esbuild keeps, and the
 * legal comments move out (below); it is much faster than terser, which saved
 * less. Bytes saved and times: bench/README.md.
 *
 * Only the files the Remix manifest names (the entry, the routes and what
 * they import) are minified: the chunks loaded later (interactions, search,
 * the validator) are off the critical path, though the first two load once
 * the page is idle and bench/js-size.ts counts them, as Lighthouse does.
 *
 * Each file keeps its name: the output depends on the input alone, so a hashed
 * name still stands for one content, and a chunk's exports keep their names,
 * so chunks of an older build still fit together with these. Legal comments
 * (the licenses of React, React Router and Remix) move to `<file>.LEGAL.txt`
 * beside the file, which a comment in the file names, as esbuild's
 * `legalComments: "linked"` does.
 */
import { minify } from "@swc/core";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

/** Comments that carry a license (`/*!`, `@license`, `@preserve`, `@copyright`, `@cc_on`), as they are written. */
const LEGAL = /\/\*(?:!|\*?[^*]*?@(?:preserve|copyright|lic|cc_on))[\s\S]*?\*\/|\/\/[!@](?:preserve|copyright|lic|cc_on)?[^\n]*/gi;

/** Writes `file` minified, and its legal comments beside it. */
async function minifyFile(file: string) {
  const source = readFileSync(file, "utf8");
  const legal = source.match(LEGAL) ?? [];
  const { code } = await minify(source, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (!legal.length) return writeFileSync(file, code);
  writeFileSync(`${file}.LEGAL.txt`, `${legal.join("\n\n")}\n`);
  writeFileSync(file, `${code}\n/*! Licenses: ${basename(file)}.LEGAL.txt */\n`);
}

/** The Remix manifest and every file it names. */
function firstLoadFiles(assetsDir: string): string[] {
  const manifest = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifest) throw new Error(`no Remix manifest in ${assetsDir}`);
  const named = readFileSync(join(assetsDir, manifest), "utf8").match(/"\/build\/[^"]+\.js"/g) ?? [];
  const files = new Set([manifest, ...named.map((url) => url.slice('"/build/'.length, -1))]);
  return [...files].sort().map((name) => join(assetsDir, name));
}

/** Minifies, in place, the first-load JavaScript in `assetsDir` (public/build). */
export async function minifyAssets(assetsDir: string) {
  await Promise.all(firstLoadFiles(assetsDir).map(minifyFile));
}
