/** Small figures shared by the benchmarks: medians, sizes, the machine's load. */
import { lstatSync, readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The 1-minute load average: on a shared 2-core machine, read every figure next to it. */
export const load = () => Number(loadavg()[0].toFixed(2));

/** Bytes a folder takes, each file counted once however many hard links it has (the export links duplicates). */
export function folderBytes(dir: string): { bytes: number; files: number } {
  const seen = new Set<number>();
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const stat = lstatSync(join(entry.parentPath, entry.name));
    if (seen.has(stat.ino)) continue;
    seen.add(stat.ino);
    bytes += stat.size;
  }
  return { bytes, files: seen.size };
}

/** A positional count argument of a benchmark, with its default. */
export const countArg = (index: number, fallback: number) => Number(process.argv[2 + index] ?? fallback);
