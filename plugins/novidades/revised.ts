/**
 * When each entry of domain/novidades/entries.ts last changed in this
 * portal: the newest commit among its lines (`git blame`), or the file's
 * modification time for lines not committed yet or without git. The Atom
 * feed needs a date for every entry; a change the marketplace gives no date
 * for gets this one, which is true of the entry and claims nothing about
 * when the change itself happens.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { readCacheJson, writeCacheFile } from "../../core/cache-file";
import { inputKey } from "../../core/input-hash";
import { ENTRIES_FILE } from "./check-entries";

const git = (root: string, args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 16 * 1024 * 1024, stdio: ["ignore", "pipe", "ignore"] });

/**
 * 1-based line → commit time (ISO), from `git blame --porcelain`; empty without git. With `cacheDir`, kept
 * under the key of the commit and the file's bytes, all a blame of the working file depends on: walking the
 * history again was a fixed cost of every build, one page changed or not.
 */
function blameTimes(root: string, entries: string, cacheDir?: string): Map<number, string> {
  let head: string;
  try {
    head = git(root, ["rev-parse", "HEAD"]).trim();
  } catch {
    return new Map();
  }
  const file = cacheDir && join(cacheDir, "novidades-blame", `${inputKey(head, entries)}.json`);
  const cached = file && readCacheJson<[number, string][]>(file, "git blame of the Novidades entries");
  if (cached) return new Map(cached);
  const times = parseBlame(root);
  if (file && times) writeCacheFile(file, JSON.stringify([...times]));
  return times ?? new Map();
}

/** Line → commit time of committed lines, or undefined when git cannot blame the file. */
function parseBlame(root: string): Map<number, string> | undefined {
  const times = new Map<number, string>();
  let out: string;
  try {
    out = git(root, ["blame", "--porcelain", "--", ENTRIES_FILE]);
  } catch {
    return undefined;
  }
  const bySha = new Map<string, string>();
  let sha = "";
  let line = 0;
  for (const row of out.split("\n")) {
    const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(row);
    if (header) {
      sha = header[1];
      line = Number(header[2]);
    } else if (row.startsWith("committer-time ") && !/^0+$/.test(sha)) {
      bySha.set(sha, new Date(Number(row.slice(15)) * 1000).toISOString());
    } else if (row.startsWith("\t") && bySha.has(sha)) times.set(line, bySha.get(sha)!);
  }
  return times;
}

/** Entry id → ISO time of its last change. */
export function entryRevisions(root: string, ids: readonly string[], cacheDir?: string): Record<string, string> {
  const file = join(root, ENTRIES_FILE);
  const text = readFileSync(file, "utf8");
  const lines = text.split("\n");
  // The file's last line: a final newline ends that line, it starts no other, and git blame dates none past it.
  const lastLine = text.endsWith("\n") ? lines.length - 1 : lines.length;
  const fallback = statSync(file).mtime.toISOString();
  const times = blameTimes(root, text, cacheDir);
  const starts = ids.map((id) => lines.findIndex((l) => l.includes(`id: ${JSON.stringify(id)}`)));
  const revised: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (starts[i] < 0) return;
    // The entry runs from its id to the line before the next entry's id (or the list's end).
    const end = starts.filter((s) => s > starts[i]).sort((a, b) => a - b)[0] ?? lastLine;
    let newest = "";
    for (let n = starts[i] + 1; n <= end; n++) {
      const time = times.get(n) ?? fallback;
      if (time > newest) newest = time;
    }
    revised[id] = newest;
  });
  return revised;
}
