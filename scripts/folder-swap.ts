/**
 * Replaces a folder of build output whole: the new one is made beside it (from a copy of the old one, so an
 * incremental build writes only what changed) and put in its place by two renames once complete. A build or
 * export killed at any point leaves the last complete folder where it was, still served as before.
 */
import { constants, cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";

/** The folders beside `dir` while a new one is made: `staging` is being written, `old` holds the last one between the two renames. */
export const sideFolders = (dir: string) => ({ staging: `${dir}.staging`, old: `${dir}.old` });

/** Clears what a killed run left beside `dir`; if it was killed between the two renames of `putInPlace`, the last folder comes back. */
export function recoverFolder(dir: string) {
  const { staging, old } = sideFolders(dir);
  if (!existsSync(dir) && existsSync(old)) renameSync(old, dir);
  rmSync(staging, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
}

/**
 * The folder to write into: a copy of `dir` (copy-on-write where the file system can, a real copy otherwise:
 * hard links would let a file rewritten in place reach the folder being served), or an empty one.
 */
export function startStaging(dir: string, keepLast: boolean): string {
  const { staging } = sideFolders(dir);
  recoverFolder(dir);
  if (keepLast && existsSync(dir)) cpSync(dir, staging, { recursive: true, preserveTimestamps: true, mode: constants.COPYFILE_FICLONE });
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
