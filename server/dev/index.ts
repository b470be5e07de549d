/**
 * `npm run dev`: the portal on PORT (default 3000) with live reload. One
 * process builds the app with Remix's compiler in watch mode
 * (server/dev/app-watch.ts) into a folder of its own, serves the site with
 * the same server as production (server/app.ts) in development mode, and
 * watches the content:
 *  - a page or snippet saved: the site is rebuilt in memory (only the changed
 *    pages compile again; the rest comes from the hash cache), then every
 *    open page reloads itself (server/dev/live-reload.ts);
 *  - the app, a plugin, the catalogue, the engine or the site data saved:
 *    the app is rebuilt, the server's modules are loaded afresh (no restart),
 *    then the open pages reload.
 * A page that does not compile shows its error alone (app/components/PageBuildError.tsx).
 */
import { readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import chokidar from "chokidar";
import express from "express";
import { register } from "tsx/esm/api";
import { listFiles } from "../../core/content-files";
import { paths } from "../../core/paths";
import { watchApp } from "./app-watch";
import { liveReload } from "./live-reload";

process.env.NODE_ENV = "development";
const root = process.cwd();
process.env.PORTAL_DEV_OUTPUT ||= join(root, ".cache", "dev");
const port = Number(process.env.PORT) || 3000;
const reloader = liveReload();

type ContentServer = typeof import("../../app/for-export.server");

interface Generation {
  handle: express.Express;
  /** The site as this generation's server sees it (app/content.server.ts), rebuilt when content changed. */
  content: Pick<ContentServer, "getSite" | "updateForDevelopment" | "rebuildAll">;
}

let generations = 0;
/**
 * The server's modules (server/app.ts and everything it imports: the app's loaders, the plugins, the catalogue)
 * loaded afresh, in a module namespace of their own: a changed plugin is picked up without a restart.
 */
async function loadGeneration(): Promise<Generation> {
  const modules = register({ namespace: `portal-dev-${++generations}` });
  const { createServer } = (await modules.import("../app.ts", import.meta.url)) as typeof import("../app");
  // The app's server-side code from source, in this generation's namespace: the server serves the content this module updates.
  const content = (await modules.import("../../app/for-export.server.ts", import.meta.url)) as ContentServer;
  return { handle: await createServer({ production: false, devBodyTag: reloader.bodyTag, app: content }), content };
}

/** The site built now, so the reloaded page finds it ready (a page that does not compile only shows its own error). */
async function rebuildSite(generation: Generation) {
  await generation.content.getSite().catch((error: Error) => console.error(error.message));
}

/** What the pages show, to tell whether a full rebuild changed any of them after the quick update. */
const shownPages = (site: Awaited<ReturnType<ContentServer["getSite"]>>) => JSON.stringify([site.manifest.pages, [...site.broken]]);

let current: Generation | undefined;
let swapping = Promise.resolve();

const startedAt = Date.now();

async function appBuilt() {
  swapping = swapping.then(async () => {
    const started = Date.now();
    const next = await loadGeneration();
    await rebuildSite(next);
    const first = current === undefined;
    current = next;
    if (first) console.log(`Portal em http://localhost:${port} (pronto em ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
    else {
      console.log(`código mudou: servidor recarregado em ${((Date.now() - started) / 1000).toFixed(1)} s`);
      reloader.reload("code");
    }
  });
  // A plugin or the site data that fails to load: the last good server keeps serving until the next save.
  swapping = swapping.catch((error: Error) => console.error(`o servidor não foi recarregado (o anterior continua servindo): ${error.stack ?? error.message}`));
  await swapping;
}

const server = express();
server.use(reloader.router);
server.use((req, res, next) => (current ? current.handle(req, res, next) : res.status(503).type("text/plain").send("O portal ainda está sendo montado; tente de novo em instantes.")));
server.listen(port, "127.0.0.1");
await watchApp(root, () => void appBuilt());

/**
 * The pages a saved file changes: a page itself, or every page naming a snippet (plugins/snippets). Other
 * files under content/ (its README) are no page.
 */
function pagesChangedBy(file: string): string[] {
  if (file.startsWith(p.content) && file.endsWith(".mdx")) return [file];
  if (!file.startsWith(p.snippets) || !file.endsWith(".md")) return [];
  const name = `name="${basename(file, ".md")}"`;
  return listFiles(p.content, /\.mdx$/).filter((page) => readFileSync(page, "utf8").includes(name));
}

/**
 * A page or snippet saved: its pages compiled again alone and the open pages reloaded, then the whole site
 * rebuilt behind them (search index, folder pages), reloading again only if that changed what a page shows.
 */
async function contentChanged(files: string[]) {
  await swapping;
  const generation = current;
  if (!generation) return;
  const started = Date.now();
  const pages = [...new Set(files.flatMap(pagesChangedBy))];
  const updated = await generation.content.updateForDevelopment(pages).catch((error: Error) => void console.error(error.message));
  console.log(`${files.map((file) => relative(p.contentRoot, file)).join(", ")}: ${pages.length} página(s) em ${Date.now() - started} ms`);
  reloader.reload("content");
  if (updated) rebuildBehind(generation, updated);
}

/**
 * How long the full rebuild waits after the last save. It holds the server's one thread for seconds: started at
 * once, it would delay the very request of the page reloading itself; a save meanwhile puts it off again.
 */
const REBUILD_AFTER_MS = 1500;
let rebuildTimer: NodeJS.Timeout | undefined;

function rebuildBehind(generation: Generation, updated: Awaited<ReturnType<ContentServer["getSite"]>>) {
  clearTimeout(rebuildTimer);
  rebuildTimer = setTimeout(async () => {
    const whole = await generation.content.rebuildAll().catch((error: Error) => void console.error(error.message));
    if (whole && shownPages(updated) !== shownPages(whole) && generation === current) reloader.reload("content");
  }, REBUILD_AFTER_MS);
}

const p = paths(root);
let saved: string[] = [];
let pending: NodeJS.Timeout | undefined;
// Several saves at once (an editor's "save all") make one update.
chokidar.watch([p.content, p.snippets], { ignoreInitial: true }).on("all", (_event, file) => {
  saved.push(file);
  clearTimeout(pending);
  pending = setTimeout(() => {
    const files = saved;
    saved = [];
    void contentChanged(files);
  }, 20);
});
// Ctrl-C and process managers: end cleanly, so the exit handlers run.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
