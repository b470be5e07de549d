/**
 * Keeps a copy of a folder up to date cheaply: a file is copied when its copy
 * is missing or differs by size or modification time (copies take the
 * original's time), and what the copy holds beyond the originals can be
 * removed. An export or a content build after one change then copies a few
 * files, not every asset again.
 */
import { copyFileSync, mkdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { listFiles } from "./content-files";

/** Copies into `to` the files of `from` whose copy is missing or differs; adds every copy's path to `copies`. */
export function copyChanged(from: string, to: string, copies = new Set<string>()): Set<string> {
  for (const source of listFiles(from, /./)) {
    const copy = join(to, relative(from, source));
    copies.add(copy);
    const want = statSync(source);
    const have = statSync(copy, { throwIfNoEntry: false });
    // Within a millisecond: a copy's time is set from a Date, which keeps no finer (and goes through seconds as a float).
    if (have && have.size === want.size && Math.abs(have.mtimeMs - want.mtimeMs) < 1) continue;
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(source, copy);
    utimesSync(copy, want.atime, want.mtime);
  }
  return copies;
}

/** Removes the files under `dir` that are not in `kept` (absolute paths). */
export function removeOthers(dir: string, kept: ReadonlySet<string>) {
  for (const file of listFiles(dir, /./)) if (!kept.has(file)) rmSync(file);
}
