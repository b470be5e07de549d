/**
 * page.data.lastUpdated: when the page's source last changed, as an ISO date
 * — the last commit touching the file (`git log -1 --format=%cI -- file`),
 * or the file's modification time when git has no history for it (new,
 * uncommitted, or not a git checkout). One `git log` over content/ answers for
 * every page instead of one process per page, once a process: after that a
 * page's date is kept while its file keeps its modification time (the
 * development server rebuilds the site after every save), and a file saved
 * since takes its modification time.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { paths } from "../core/paths";
import { definePlugin } from "../core/plugin";

/** file (relative to the content root, "content/chat/home.mdx") → ISO date of its last commit. */
export function gitDates(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = execFileSync("git", ["log", "--format=%x1e%cI", "--name-only", "--relative", "--", "content"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return dates; // not a git checkout, or git missing
  }
  // Newest commit first: the first date seen for a file is its last change.
  for (const entry of log.split("\x1e")) {
    const [date, ...files] = entry
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    for (const file of files) if (!dates.has(file)) dates.set(file, date);
  }
  return dates;
}

/** Per content root, the one `git log` over its content/, read at the first page a process asks about. */
const gitLogs = new Map<string, Map<string, string>>();
/** Absolute file → its date, as of the modification time it had then: the development server's rebuilds ask git nothing for a page not saved since. */
const known = new Map<string, { mtimeMs: number; date: string }>();

/**
 * A page's date, from the cache while its file keeps its modification time. A file saved since this process read
 * git changed after its last commit: its date is the save's, and git is not asked again (a `git log` on every
 * save took 0.25 s of the development server's save path on a loaded machine).
 */
function lastUpdatedOf(root: string, file: string): string {
  const absolute = join(root, file);
  const mtime = statSync(absolute).mtime;
  const cached = known.get(absolute);
  if (cached?.mtimeMs === mtime.getTime()) return cached.date;
  let log = gitLogs.get(root);
  if (!log) gitLogs.set(root, (log = gitDates(root)));
  const date = (cached ? undefined : log.get(file)) ?? mtime.toISOString();
  known.set(absolute, { mtimeMs: mtime.getTime(), date });
  return date;
}

export default definePlugin({
  name: "last-updated",
  setup: () => ({
    extendPageData(page) {
      if (!page.file) return;
      page.data.lastUpdated = lastUpdatedOf(paths().contentRoot, page.file.replace(/\\/g, "/"));
    },
  }),
});
