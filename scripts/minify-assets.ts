/**
 * The JavaScript a page loads first, minified once more after `remix build`
 * (bench/js-size.ts measures it).
 *
 * Remix bundles with esbuild, whose names stay two or three letters long in
 * a chunk (it names the whole build's top-level symbols at once) and which
 * keeps code that terser's compressor drops. Terser, over each file alone as
 * an ES module, saves 2.3 KB gzipped on React Router and Remix's chunk,
 * 0.5 KB on React's and a few dozen bytes on each of the app's chunks; the
 * legal comments moved out (below) 0.6 KB more.
 *
 * Only the files the Remix manifest names (the entry, the routes and what
 * they import) are minified: the chunks loaded later (interactions, search,
 * the validator) are on no page's first load, and would add some 5 s of CPU
 * to a build with an empty cache, 1 to 2 s to an app build that changed them.
 *
 * Each file keeps its name: the output depends on the input alone, so a hashed
 * name still stands for one content, and a chunk's exports keep their names,
 * so chunks of an older build still fit together with these. Legal comments
 * (the licenses of React, React Router and Remix) move to `<file>.LEGAL.txt`
 * beside the file, which a comment in the file names, as esbuild's
 * `legalComments: "linked"` does.
 *
 * Terser takes 2 to 3 s over each of React's and React Router's chunks,
 * whose content only changes with the lockfile: each result is cached by what
 * it is made from (.cache/minified/), so an app build minifies the app's own
 * chunks only (0.2 s more than `remix build` alone); with an empty cache it
 * takes about 4 s more on 2 cores. What the cache misses is minified by one
 * process per core, each with about the same bytes.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import { minify, type MinifyOptions } from "terser";
import { readCacheJson, writeCacheFile } from "../core/cache-file";
import { inShares } from "./child-processes";

const OPTIONS = { module: true, compress: { ecma: 2020, passes: 3 }, mangle: true } satisfies MinifyOptions;
/** What a minified file is made from besides its source (terser fills in the options it is given: it gets a copy). */
const PIPELINE = `${createRequire(import.meta.url)("terser/package.json").version} ${JSON.stringify(OPTIONS)}`;

/** What terser counts as a legal comment (its `comments: "some"`), without the comment's delimiters. */
const LEGAL = /@preserve|@copyright|@lic|@cc_on|^\**!/i;

interface Minified {
  code: string;
  /** The legal comments, as they were written. */
  legal: string[];
}

async function minifyCode(source: string): Promise<Minified> {
  const legal: string[] = [];
  const { code } = await minify(source, {
    ...structuredClone(OPTIONS),
    format: {
      // Out of the code, into the .LEGAL.txt file.
      comments: (_node: unknown, comment: { value: string; type: string }) => {
        if (LEGAL.test(comment.value)) legal.push(comment.type === "comment2" ? `/*${comment.value}*/` : `//${comment.value}`);
        return false;
      },
    },
  });
  if (code === undefined) throw new Error("terser returned no code");
  return { code, legal };
}

/** Where the cache keeps the minified form of `source`. */
const cacheFileOf = (cacheDir: string, source: string) => join(cacheDir, `${createHash("sha256").update(PIPELINE).update(source).digest("hex")}.json`);

/** Writes `file` minified, and its legal comments beside it. */
function writeMinified(file: string, { code, legal }: Minified) {
  if (!legal.length) return writeFileSync(file, code);
  writeFileSync(`${file}.LEGAL.txt`, `${legal.join("\n\n")}\n`);
  writeFileSync(file, `${code}\n/*! Licenses: ${basename(file)}.LEGAL.txt */\n`);
}

/** Minifies `files` in place and into the cache (scripts/minify-worker.ts runs this for the shares other than the last). */
export async function minifyFiles(files: string[], cacheDir: string) {
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const minified = await minifyCode(source);
    writeCacheFile(cacheFileOf(cacheDir, source), JSON.stringify(minified));
    writeMinified(file, minified);
  }
}

/** The Remix manifest and every file it names. */
function firstLoadFiles(assetsDir: string): string[] {
  const manifest = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifest) throw new Error(`no Remix manifest in ${assetsDir}`);
  const named = readFileSync(join(assetsDir, manifest), "utf8").match(/"\/build\/[^"]+\.js"/g) ?? [];
  const files = new Set([manifest, ...named.map((url) => url.slice('"/build/'.length, -1))]);
  return [...files].sort().map((name) => join(assetsDir, name));
}

/** `files` in `count` shares: the largest files first, each to the share with the fewest bytes so far. */
function shares(files: string[], count: number): string[][] {
  const result = Array.from({ length: count }, () => ({ bytes: 0, files: [] as string[] }));
  const bySize = files.map((file) => ({ file, bytes: statSync(file).size })).sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  for (const { file, bytes } of bySize) {
    const lightest = result.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    lightest.bytes += bytes;
    lightest.files.push(file);
  }
  return result.map((share) => share.files);
}

/**
 * Minifies, in place, the first-load JavaScript in `assetsDir` (public/build),
 * with its cache in `cacheDir`. The shares of what the cache misses are made
 * here, once, before any file shrinks, and each child is started with its own
 * (not sent on its standard input: this process's share keeps the event loop
 * busy until it is done).
 */
export async function minifyAssets(assetsDir: string, cacheDir: string) {
  const missed: string[] = [];
  for (const file of firstLoadFiles(assetsDir)) {
    const cached = readCacheJson<Minified>(cacheFileOf(cacheDir, readFileSync(file, "utf8")), basename(file));
    if (cached) writeMinified(file, cached);
    else missed.push(file);
  }
  if (!missed.length) return;
  const split = shares(missed, Math.min(availableParallelism(), missed.length));
  await inShares(import.meta.url, "minify-worker", split.length, () => minifyFiles(split[split.length - 1], cacheDir), (i) => [cacheDir, ...split[i]]);
}
