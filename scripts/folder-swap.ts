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
 *
 * The folder replaced is kept (in the cache folder given as `spare`, out of the way of whoever serves or uploads
 * the folders beside `dir`) and becomes the next copy: most of its files are already links to the served
 * folder's, so making the copy only relinks the files the last run replaced. Linking every file into a new tree
 * and deleting the replaced tree was most of a one-page rebuild's export at +500 pages (bench/README.md).
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, type Dirent } from "node:fs";
import { dirname, join } from "node:path";
import { linkOrCopy } from "../core/copy-changed";

/** The folders beside `dir` while a new one is made: `staging` is being written, `old` holds the last one between the two renames. */
export const sideFolders = (dir: string) => ({ staging: `${dir}.staging`, old: `${dir}.old` });

/** If a run was killed between the two renames of `putInPlace`, the last folder comes back; a staging it left stays, as a copy to reuse. */
export function recoverFolder(dir: string) {
  const { old } = sideFolders(dir);
  if (!existsSync(dir) && existsSync(old)) renameSync(old, dir);
  rmSync(old, { recursive: true, force: true });
}

/** Moves `from` to `to` (nothing there), or removes it where it cannot be renamed (another file system). */
function moveOrRemove(from: string, to: string) {
  try {
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
  } catch {
    rmSync(from, { recursive: true, force: true });
  }
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

/** Whether `copy` is the same file on disk as `source` (a hard link to it). */
const sameFile = (source: string, copy: string) => lstatSync(source).ino === lstatSync(copy).ino;

/**
 * `to`, an earlier copy of `from`, made a tree of hard links to `from`'s files again: a file not linked to
 * `from`'s is linked anew, what `from` no longer has goes. Any state a killed run left works as a start.
 */
function relinkTree(from: string, to: string) {
  const had = new Map<string, Dirent>(readdirSync(to, { withFileTypes: true }).map((entry) => [entry.name, entry]));
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const copy = join(to, entry.name);
    const before = had.get(entry.name);
    had.delete(entry.name);
    if (entry.isDirectory()) {
      if (before?.isDirectory()) relinkTree(source, copy);
      else {
        if (before) rmSync(copy, { force: true });
        linkTree(source, copy);
      }
    } else if (!before || before.isDirectory() || !sameFile(source, copy)) {
      if (before?.isDirectory()) rmSync(copy, { recursive: true, force: true });
      linkOrCopy(source, copy);
    }
  }
  for (const name of had.keys()) rmSync(join(to, name), { recursive: true, force: true });
}

/**
 * The folder to write into: `dir`'s files linked into the folder beside it (replace them, never rewrite them), or
 * an empty one. An earlier copy is reused: the staging a killed run left, else the folder the last swap kept in `spare`.
 */
export function startStaging(dir: string, keepLast: boolean, spare?: string): string {
  const { staging } = sideFolders(dir);
  recoverFolder(dir);
  const reuse = keepLast && existsSync(dir);
  if (spare && existsSync(spare)) {
    if (reuse && !existsSync(staging)) moveOrRemove(spare, staging);
    else rmSync(spare, { recursive: true, force: true });
  }
  if (!reuse) {
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
  } else if (existsSync(staging)) relinkTree(dir, staging);
  else linkTree(dir, staging);
  return staging;
}

/** Puts the finished folder in place of the last one: until the first rename the last one is whole, after the second the new one; the last one then goes to `spare` (removed without one). */
export function putInPlace(dir: string, spare?: string) {
  const { staging, old } = sideFolders(dir);
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(staging, dir);
  if (!existsSync(old)) return;
  if (spare) {
    rmSync(spare, { recursive: true, force: true });
    moveOrRemove(old, spare);
  } else rmSync(old, { recursive: true, force: true });
}
