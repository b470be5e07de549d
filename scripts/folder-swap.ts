/**
 * Replaces a folder of build output whole: the new one is made beside it (from a copy of the old one, so an
 * incremental build writes only what changed) and put in its place by two renames once complete. A build or
 * export killed at any point leaves the last complete folder where it was, still served as before.
 *
 * The copy is a tree of hard links: copying every byte of the last export (and deleting the copy it replaced)
 * was most of an incremental export's time, and grew with the site (bench/README.md). So whatever writes into
 * the folder being made must replace a file (remove it, or write another and rename), never rewrite it in
 * place: the old folder, still served, holds the same file. The build's writers do so (core/copy-changed.ts,
 * core/emitted-files.ts, core/cache-file.ts, scripts/export.ts's writeNamed).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { linkOrCopy } from "../core/copy-changed";

/** The folders beside `dir` while a new one is made: `staging` is being written, `old` holds the last one between the two renames. */
export const sideFolders = (dir: string) => ({ staging: `${dir}.staging`, old: `${dir}.old` });

/** Clears what a killed run left beside `dir`; if it was killed between the two renames of `putInPlace`, the last folder comes back. */
export function recoverFolder(dir: string) {
  const { staging, old } = sideFolders(dir);
  if (!existsSync(dir) && existsSync(old)) renameSync(old, dir);
  rmSync(staging, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
}

/** `to` made with the folders of `from`, each file a hard link to `from`'s (a copy where the file system has none). */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, join(to, entry.name));
    else linkOrCopy(source, join(to, entry.name));
  }
}

/** The folder to write into: `dir`'s files linked into a new folder (replace them, never rewrite them), or an empty one. */
export function startStaging(dir: string, keepLast: boolean): string {
  const { staging } = sideFolders(dir);
  recoverFolder(dir);
  if (keepLast && existsSync(dir)) linkTree(dir, staging);
  else mkdirSync(staging, { recursive: true });
  return staging;
}

/** Puts the finished folder in place of the last one: until the first rename the last one is whole, after the second the new one. */
export function putInPlace(dir: string) {
  const { staging, old } = sideFolders(dir);
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(staging, dir);
  rmSync(old, { recursive: true, force: true });
}
