/**
 * Pages compiled by several processes at once (the content build and its
 * compile workers) without one being compiled twice: before compiling a
 * run of pages (core/build-site.ts's warmCache), a process creates the run's
 * claim file in a folder they share, and only the process whose creation
 * succeeds compiles it. Pages go to whoever is free, however late a process
 * joins (the workers join once the app build is done, scripts/build.ts).
 */
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";

export const removeClaims = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** The claims folder under `parent`, emptied (of a build killed before it could remove it). */
export function newClaims(parent: string): string {
  const dir = `${parent}/claims`;
  removeClaims(dir);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Whether this process got `file`: true for exactly one of the processes asking with the same folder. */
export const claimIn =
  (dir: string) =>
  (file: string): boolean => {
    try {
      closeSync(openSync(`${dir}/${createHash("sha256").update(file).digest("hex").slice(0, 32)}`, "wx"));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  };

