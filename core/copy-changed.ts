/**
 * Keeps a copy of a folder up to date cheaply: a file is copied when its copy
 * is missing or differs by size or modification time (copies take the
 * original's time), and what the copy holds beyond the originals can be
 * removed. An export or a content build after one change then copies a few
 * files, not every asset again.
 * Between two folders of build output, `link` makes hard links instead of
 * copies: no data copied and no new file for the file system to allocate,
 * which was most of the cost of publishing a large site's assets (one
 * search texts file a page). The export copies: what a deploy does
 * to its files must not reach the build's.
 */
import { copyFileSync, linkSync, mkdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { listFiles } from "./content-files";

/**
 * Copies (or links) into `to` the files of `from` whose copy is missing or differs, leaving out those under the
 * `except` folders (relative to `from`); adds every copy's path to `copies`.
 */
export function copyChanged(from: string, to: string, copies = new Set<string>(), { link = false, except = [] as string[] } = {}): Set<string> {
  const made = new Set<string>();
  const excluded = except.map((folder) => join(from, folder) + sep);
  for (const source of listFiles(from, /./)) {
    if (excluded.some((folder) => source.startsWith(folder))) continue;
    const copy = join(to, relative(from, source));
    copies.add(copy);
    const want = statSync(source);
    const have = statSync(copy, { throwIfNoEntry: false });
    // Within a millisecond: a copy's time is set from a Date, which keeps no finer (and goes through seconds as a float).
    if (have && have.size === want.size && Math.abs(have.mtimeMs - want.mtimeMs) < 1) continue;
    if (!made.has(dirname(copy))) mkdirSync(dirname(copy), { recursive: true });
    made.add(dirname(copy));
    if (!link) copyFileSync(source, copy);
    else if (linkOrCopy(source, copy)) continue; // a link has the original's time already
    utimesSync(copy, want.atime, want.mtime);
  }
  return copies;
}

/**
 * Makes `copy` a hard link to `source`, replacing what is there, or a copy where the file system has no hard
 * links (or they would cross two); whether it linked.
 */
export function linkOrCopy(source: string, copy: string): boolean {
  rmSync(copy, { force: true });
  try {
    linkSync(source, copy);
    return true;
  } catch {
    copyFileSync(source, copy);
    return false;
  }
}

/** Removes the files under `dir` that are not in `kept` (absolute paths). */
export function removeOthers(dir: string, kept: ReadonlySet<string>) {
  for (const file of listFiles(dir, /./)) if (!kept.has(file)) rmSync(file);
}
