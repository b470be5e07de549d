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
 * the same way on a one-page site of their own, which the benchmark writes
 * and installs (npm, pinned versions) in the scratch folder
 * (PORTAL_BENCH_SCRATCH, default $TMPDIR/portal-bench: `dev-vuepress/` and
 * `dev-starlight/`, see bench/README.md), never in the project, and reuses
 * while its package.json is unchanged.
 * Usage: npm run bench:dev [-- compare|only-compare] [page] [snippet] [plugin]
 * (PORT: first port, default 5480)
 */
import { chromium, type Page } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
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
  /**
   * Another tool's one-page site: its pinned packages, its files, written into `cwd` before it starts, and the
   * folders its dev server keeps between runs, removed first (Astro's `.astro` data store, kept from an earlier
   * site in the same folder, failed the page against the schema: "docs → index data does not match").
   */
  site?: { dependencies: Record<string, string>; files: Record<string, string>; caches?: string[] };
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

const ONE_PAGE = "Uma página só.\n";

/** A one-page VuePress 2 site (`vuepress dev docs`) and a one-page Starlight site (`astro dev`), in the scratch folder. */
const COMPARED: DevServer[] = [
  {
    name: "VuePress 2 (vuepress dev)",
    cwd: join(scratchRoot, "dev-vuepress"),
    command: ["npx", "vuepress", "dev", "docs", "--host", "127.0.0.1", "--port"],
    edits: [{ label: "page", path: "/", file: "docs/README.md", change: appendParagraph, timeoutMs: 60_000, settleMs: 8000 }],
    site: {
      // The versions bench:compare builds with (bench/compare.ts).
      dependencies: {
        vuepress: "2.0.0-rc.30",
        "@vuepress/bundler-vite": "2.0.0-rc.30",
        "@vuepress/theme-default": "2.0.0-rc.132",
        "sass-embedded": "1.100.0",
        vue: "3.5.39",
      },
      files: {
        "docs/.vuepress/config.js": [
          'import { viteBundler } from "@vuepress/bundler-vite";',
          'import { defaultTheme } from "@vuepress/theme-default";',
          'import { defineUserConfig } from "vuepress";',
          'export default defineUserConfig({ lang: "pt-BR", title: "Medida", bundler: viteBundler(), theme: defaultTheme() });',
          "",
        ].join("\n"),
        "docs/README.md": `# Página\n\n${ONE_PAGE}`,
      },
    },
  },
  {
    name: "Starlight (astro dev)",
    cwd: join(scratchRoot, "dev-starlight"),
    command: ["npx", "astro", "dev", "--host", "127.0.0.1", "--port"],
    edits: [{ label: "page", path: "/", file: "src/content/docs/index.md", change: appendParagraph, timeoutMs: 60_000, settleMs: 8000 }],
    site: {
      // The newest pair that runs on Node 20: astro 6 and later, and Starlight 0.37 and later with them, need Node 22.12.
      dependencies: { astro: "5.18.2", "@astrojs/starlight": "0.36.3" },
      files: {
        "astro.config.mjs": [
          'import { defineConfig } from "astro/config";',
          'import starlight from "@astrojs/starlight";',
          'export default defineConfig({ telemetry: false, integrations: [starlight({ title: "Medida" })] });',
          "",
        ].join("\n"),
        // Starlight's pages are Astro's "docs" collection, declared here with Starlight's loader and schema; the
        // schema requires a title in each page's front matter.
        "src/content.config.ts": [
          'import { defineCollection } from "astro:content";',
          'import { docsLoader } from "@astrojs/starlight/loaders";',
          'import { docsSchema } from "@astrojs/starlight/schema";',
          "export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };",
          "",
        ].join("\n"),
        "src/content/docs/index.md": `---\ntitle: Página\n---\n\n${ONE_PAGE}`,
      },
      caches: [".astro"],
    },
  },
];

/** Whether the folder's node_modules holds each package at its pinned version. */
const installed = (cwd: string, dependencies: Record<string, string>) =>
  Object.entries(dependencies).every(([name, version]) => {
    const manifest = join(cwd, "node_modules", name, "package.json");
    return existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version === version;
  });

/**
 * Writes another tool's one-page site into its scratch folder and installs its packages there, unless the folder
 * already has them at these versions. Never in the project.
 */
function prepareSite(server: DevServer) {
  if (!server.site) return;
  if (!installed(server.cwd, server.site.dependencies)) {
    rmSync(server.cwd, { recursive: true, force: true });
    mkdirSync(server.cwd, { recursive: true });
    const manifest = { name: "dev-bench", private: true, type: "module", dependencies: server.site.dependencies };
    writeFileSync(join(server.cwd, "package.json"), JSON.stringify(manifest, null, 2));
    console.log(`${server.name}: instalando ${Object.keys(server.site.dependencies).join(", ")} em ${server.cwd}`);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: server.cwd, stdio: "inherit" });
  }
  for (const cache of server.site.caches ?? []) rmSync(join(server.cwd, cache), { recursive: true, force: true });
  for (const [file, text] of Object.entries(server.site.files)) {
    mkdirSync(dirname(join(server.cwd, file)), { recursive: true });
    writeFileSync(join(server.cwd, file), text);
  }
}

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
  prepareSite(server);
  await measure(server, firstPort + index);
}
