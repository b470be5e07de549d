/**
 * The one way the build tells what must be made again: a SHA-256 of
 * everything a result is made from. A cache entry is named by the key of its
 * inputs (`inputKey`: a compiled page, a rendered page, a highlighted block),
 * and a step that makes a whole output (the app build, the content build)
 * records the key of its inputs beside it in a stamp (`readStamp`,
 * `writeStamp`), checked like any cache entry (core/cache-file.ts), and is
 * skipped while the key is the same. Code is keyed by its sources
 * (`sourcesKey`): names and contents of the files, never their times, so a
 * checkout or a copy that changes no byte keeps every cache.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readCacheJson, writeCacheFile } from "./cache-file";

/** The key of `parts`, in order (a separator between them, so ["ab", "c"] and ["a", "bc"] differ). */
export function inputKey(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 32);
}

/** Folders inside a package that hold what it makes or installs, never what it is made from. */
const OUTPUT_FOLDERS = new Set(["node_modules", "dist", ".cache"]);

/** Whether `path`, under `dir`, lies inside one of the output folders. */
const inOutputFolder = (dir: string, path: string) =>
  path
    .slice(dir.length + 1)
    .split(/[\\/]/)
    .some((part) => OUTPUT_FOLDERS.has(part));

/**
 * The files under `folders` (recursively) matching `pattern`, tests and output folders (node_modules, dist, .cache)
 * left out, then `files`, as paths under `root`, in a stable order.
 */
function sourceFiles(root: string, folders: readonly string[], files: readonly string[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const folder of folders) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !pattern.test(entry.name) || entry.name.endsWith(".test.ts")) continue;
      const path = join(entry.parentPath, entry.name);
      if (!inOutputFolder(dir, path)) found.push(path);
    }
  }
  return [...found.sort(), ...files.map((file) => join(root, file))];
}

/** The key of the code (or content) in `folders` and `files` under `root`: each file's name and bytes; a missing file counts as absent. */
export function sourcesKey(root: string, folders: readonly string[], files: readonly string[], pattern = /\.(ts|tsx)$/): string {
  const hash = createHash("sha256");
  for (const file of sourceFiles(root, folders, files, pattern)) {
    if (existsSync(file)) hash.update(file.slice(root.length)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 32);
}

/** What a step recorded when it last made its output: the key of its inputs, and whatever it needs to check the output is still whole. */
export interface Stamp {
  inputs: string;
}

/** The stamp in `file`, or undefined when there is none or it is damaged (a step killed half-way writes none). */
export const readStamp = <T extends Stamp>(file: string, what: string): T | undefined => readCacheJson<T>(file, what);

/** Records, whole or not at all, that the step's output in place was made from `stamp.inputs`. */
export const writeStamp = <T extends Stamp>(file: string, stamp: T) => writeCacheFile(file, JSON.stringify(stamp));
