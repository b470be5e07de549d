/**
 * page.data.lastUpdated: when the page's source last changed, as an ISO date
 * — the last commit touching the file (`git log -1 --format=%cI -- file`),
 * or the file's modification time when git has no history for it (new,
 * uncommitted, or not a git checkout). One `git log` over content/ answers for
 * every page instead of one process per page.
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

let cache: Map<string, string> | undefined;

export default definePlugin({
  name: "last-updated",
  setup: () => ({
    extendPageData(page) {
      if (!page.file) return;
      const root = paths().contentRoot;
      cache ??= gitDates(root);
      const file = page.file.replace(/\\/g, "/");
      page.data.lastUpdated = cache.get(file) ?? statSync(join(root, file)).mtime.toISOString();
    },
    // The next build (development server) reads git afresh.
    contentLoaded() {
      cache = undefined;
    },
  }),
});
