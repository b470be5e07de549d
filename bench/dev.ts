/**
 * `npm run bench:dev`: edit-to-visible time of the development server, p50
 * of 5, measured in headless Chromium: a page is open, a file is saved with
 * a new word in it, and the clock stops when that word shows in the open
 * page (which updates by itself: in place for a page or snippet, reloaded
 * for a plugin; no reload by the benchmark). Three edits: a page (content/),
 * a snippet (snippets/) and a plugin (plugins/). Files are put back as they
 * were afterwards. NODE_DEBUG=portal-dev prints the dev server's steps with
 * their times (server/dev/debug-log.ts).
 *
 * With `-- compare`, VuePress 2's and Starlight's dev servers are measured
 * the same way on a one-page site of their own, when installed in the
 * scratch folder (PORTAL_BENCH_SCRATCH, default $TMPDIR/portal-bench:
 * `dev-vuepress/` and `dev-starlight/`, see bench/README.md); never in the
 * project. Usage: npm run bench:dev [-- compare|only-compare] [page] [snippet] [plugin]
 * (PORT: first port, default 5480)
 */
import { chromium, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { load, median } from "./lib/stats";
import { scratchRoot } from "./lib/synthetic-site";

const ROUNDS = 5;
const firstPort = Number(process.env.PORT) || 5480;

interface Edit {
  label: string;
  /** The page to open. */
  path: string;
  file: string;
  /** The file's text with `word` in a place the open page shows it. */
  change(original: string, word: string): string;
  /** How long one round may take (a plugin edit rebuilds the app and recompiles every page). */
  timeoutMs: number;
  /** The pause before the next round, as an author reading the page makes. */
  settleMs: number;
}

interface DevServer {
  name: string;
  cwd: string;
  command: string[];
  edits: Edit[];
}

const appendParagraph = (original: string, word: string) => `${original.trimEnd()}\n\n${word}\n`;

const PORTAL: DevServer = {
  name: "portal (npm run dev)",
  cwd: process.cwd(),
  command: [process.execPath, "--import", "tsx", "server/dev/index.ts"],
  edits: [
    { label: "page", path: "/faq/erros_comuns.html", file: "content/faq/erros_comuns.mdx", change: appendParagraph, timeoutMs: 60_000, settleMs: 8000 },
    { label: "snippet", path: "/anuncio/api/published_ads.html", file: "snippets/rate-limit.md", change: appendParagraph, timeoutMs: 60_000, settleMs: 8000 },
    {
      label: "plugin",
      path: "/lead/leads.html",
      file: "plugins/api-catalogue/endpoint.ts",
      change: (original, word) => original.replace('const WEBHOOK_TARGET = "→ sua URL";', `const WEBHOOK_TARGET = "→ sua URL ${word}";`),
      timeoutMs: 600_000,
      settleMs: 1000,
    },
  ],
};

/** A one-page VuePress 2 site (`vuepress dev docs`) and a one-page Starlight site (`astro dev`), installed by hand in the scratch folder. */
const COMPARED: DevServer[] = [
  {
    name: "VuePress 2 (vuepress dev)",
    cwd: join(scratchRoot, "dev-vuepress"),
    command: ["npx", "vuepress", "dev", "docs", "--host", "127.0.0.1", "--port"],
    edits: [{ label: "page", path: "/", file: "docs/README.md", change: appendParagraph, timeoutMs: 60_000, settleMs: 8000 }],
  },
  {
    name: "Starlight (astro dev)",
    cwd: join(scratchRoot, "dev-starlight"),
    command: ["npx", "astro", "dev", "--host", "127.0.0.1", "--port"],
    edits: [{ label: "page", path: "/", file: "src/content/docs/index.md", change: appendParagraph, timeoutMs: 60_000, settleMs: 8000 }],
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the open page (across the reloads it makes itself) until its text holds `word`. */
async function shows(page: Page, word: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await page.evaluate((w) => document.body?.innerText.includes(w) ?? false, word).catch(() => false)) return;
    await sleep(10);
  }
  throw new Error(`"${word}" não apareceu na página em ${timeoutMs / 1000} s`);
}

async function start(server: DevServer, port: number): Promise<ChildProcess> {
  const command = server.command.at(-1) === "--port" ? [...server.command, String(port)] : server.command;
  const child = spawn(command[0], command.slice(1), {
    cwd: server.cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const end = Date.now() + 600_000;
  while (Date.now() < end) {
    if ((await fetch(`http://127.0.0.1:${port}${server.edits[0].path}`).catch(() => undefined))?.status === 200) return child;
    if (child.exitCode !== null) throw new Error(`${server.name} saiu com código ${child.exitCode}`);
    await sleep(500);
  }
  throw new Error(`${server.name} não respondeu em 10 min`);
}

/** p50 of ROUNDS edits of each kind, in ms. */
async function measure(server: DevServer, port: number): Promise<Record<string, number>> {
  const child = await start(server, port);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const result: Record<string, number> = {};
  try {
    for (const edit of server.edits) {
      const file = join(server.cwd, edit.file);
      const original = readFileSync(file, "utf8");
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}${edit.path}`, { timeout: 300_000 });
      const times: number[] = [];
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const word = `medida${Date.now().toString(36)}`;
          const saved = Date.now();
          writeFileSync(file, edit.change(original, word));
          await shows(page, word, edit.timeoutMs);
          times.push(Date.now() - saved);
          // An author reads between saves: the full rebuild behind the quick update (server/dev/index.ts) runs then.
          await sleep(edit.settleMs);
        }
      } finally {
        writeFileSync(file, original);
      }
      result[edit.label] = median(times);
      console.log(`${server.name}, ${edit.label}: p50 ${median(times)} ms (${times.join(", ")} ms; load ${load()})`);
      await page.close();
    }
  } finally {
    await browser.close();
    process.kill(-child.pid!);
  }
  return result;
}

// `-- compare` adds the other tools; `-- page snippet` (any of page, snippet, plugin) measures those edits alone.
const args = process.argv.slice(2);
const kinds = args.filter((arg) => ["page", "snippet", "plugin"].includes(arg));
const portal = { ...PORTAL, edits: PORTAL.edits.filter((edit) => kinds.length === 0 || kinds.includes(edit.label)) };
const servers = [...(args.includes("only-compare") ? [] : [portal]), ...(args.some((arg) => arg.includes("compare")) ? COMPARED : [])];
for (const [index, server] of servers.entries()) {
  if (!existsSync(server.cwd) || (server !== portal && !existsSync(join(server.cwd, "node_modules")))) {
    console.log(`${server.name}: não instalado em ${server.cwd} (veja bench/README.md)`);
    continue;
  }
  await measure(server, firstPort + index);
}
