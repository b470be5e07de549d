/**
 * `npm run build` empties and refills public/build while a server may still
 * be running the previous build, whose pages name the previous hashed
 * assets. A production server therefore serves public/ from its own snapshot,
 * made at start with hard links (no bytes copied): the files it started with
 * stay there until it stops, whatever a rebuild does to public/.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";

function linkTree(source: string, target: string) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else if (entry.isFile()) {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to); // another file system, or no hard links
      }
    }
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Snapshots `source` into `snapshots/<pid>` and returns that folder; snapshots of servers no longer running are removed. */
export function snapshotFolder(source: string, snapshots: string): string {
  const own = join(snapshots, String(process.pid));
  mkdirSync(snapshots, { recursive: true });
  for (const name of readdirSync(snapshots)) {
    if (name === String(process.pid) || !isRunning(Number(name))) rmSync(join(snapshots, name), { recursive: true, force: true });
  }
  linkTree(source, own);
  process.once("exit", () => rmSync(own, { recursive: true, force: true }));
  return own;
}

/** The URL paths ("/favicon.svg") of the files under `dir`, outside its `build/` (served on a route of its own). */
export function publicFilePaths(dir: string): Set<string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const urls = files.map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
  return new Set(urls.filter((url) => !url.startsWith("/build/")));
}
