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
import { ENTRIES_FILE } from "./check-entries";

/** 1-based line → commit time (ISO), from `git blame --porcelain`; empty without git. */
function blameTimes(root: string): Map<number, string> {
  const times = new Map<number, string>();
  let out: string;
  try {
    out = execFileSync("git", ["blame", "--porcelain", "--", ENTRIES_FILE], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return times;
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
export function entryRevisions(root: string, ids: readonly string[]): Record<string, string> {
  const file = join(root, ENTRIES_FILE);
  const lines = readFileSync(file, "utf8").split("\n");
  const fallback = statSync(file).mtime.toISOString();
  const times = blameTimes(root);
  const starts = ids.map((id) => lines.findIndex((l) => l.includes(`id: ${JSON.stringify(id)}`)));
  const revised: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (starts[i] < 0) return;
    // The entry runs from its id to the line before the next entry's id (or the list's end).
    const end = starts.filter((s) => s > starts[i]).sort((a, b) => a - b)[0] ?? lines.length;
    let newest = "";
    for (let n = starts[i] + 1; n <= end; n++) {
      const time = times.get(n) ?? fallback;
      if (time > newest) newest = time;
    }
    revised[id] = newest;
  });
  return revised;
}
