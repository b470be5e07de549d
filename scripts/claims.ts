/**
 * Pages shared by several processes at once (the content build and its
 * compile workers, the export and its render children) without one being
 * done twice: before a run of pages, a process creates the run's claim file
 * in a folder they share, and only the process whose creation succeeds does
 * it. Pages go to whoever is free, however late a process starts or however
 * much else it has to do (the export's own process copies the assets first).
 */
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";

/** Pages claimed at once: a claim is a file, and creating one a page is slow on a large site (bench/README.md). */
const RUN = 8;

export const removeClaims = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** The claims folder `name` under `parent`, emptied (of a build killed before it could remove it). */
export function newClaims(parent: string, name: string): string {
  const dir = `${parent}/${name}`;
  removeClaims(dir);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Runs `work` with a new claims folder `name` under `parent`, removed when the work ends, however it ends. */
export async function withClaims<T>(parent: string, name: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = newClaims(parent, name);
  try {
    return await work(dir);
  } finally {
    removeClaims(dir);
  }
}

/** Whether this process got `key`: true for exactly one of the processes asking with the same folder. */
export const claimIn =
  (dir: string) =>
  (key: string): boolean => {
    try {
      closeSync(openSync(`${dir}/${createHash("sha256").update(key).digest("hex").slice(0, 32)}`, "wx"));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  };

/**
 * Whether this process has the page at `index` of a list every process
 * holds in the same order: claimed in `dir` by runs of consecutive pages,
 * each run asked for once.
 */
export function runsIn(dir: string): (index: number) => boolean {
  const take = claimIn(dir);
  const ours = new Map<number, boolean>();
  return (index) => {
    const run = Math.floor(index / RUN);
    if (!ours.has(run)) ours.set(run, take(`run-${run}`));
    return ours.get(run)!;
  };
}
