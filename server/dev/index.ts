/**
 * `npm run dev`: the portal on PORT (default 3000) with live reload. One
 * process builds the app with Remix's compiler in watch mode
 * (server/dev/app-watch.ts) into a folder of its own, serves the site with
 * the same server as production (server/app.ts) in development mode, and
 * watches the content:
 *  - a page or snippet saved: its pages compile again alone, then every open
 *    page fetches its data again and shows the new content in place, scroll
 *    position kept (server/dev/live-reload.ts); only when the site's frame
 *    changed (the sidebar: a title, a new page) does it load in full;
 *  - after that, the whole site is built again (search index, folder pages)
 *    on a worker thread (server/dev/full-build.ts), so a request or a save
 *    meanwhile is served at once;
 *  - the app, a plugin, the catalogue, the engine or the site data saved:
 *    the app is rebuilt, the plugins' browser components registered again
 *    (scripts/plugin-ui.ts), the server's modules are loaded afresh (no
 *    restart), then the open pages load again in full.
 * NODE_DEBUG=portal-dev logs each step with the time since the save (server/dev/debug-log.ts).
 * A page that does not compile shows its error alone (app/components/PageBuildError.tsx).
 */
import { readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import chokidar from "chokidar";
import express from "express";
import onHeaders from "on-headers";
import { register, type NamespacedUnregister } from "tsx/esm/api";
import { listFiles } from "../../core/content-files";
import { paths } from "../../core/paths";
import type * as SiteConfigFile from "../../site.config";
import { writePluginUi } from "../../scripts/plugin-ui";
import { watchApp } from "./app-watch";
import { debugLog, saveHeard } from "./debug-log";
import { fullBuilder, type FullBuilder } from "./full-build";
import { liveReload, type Refresh } from "./live-reload";

process.env.NODE_ENV = "development";
const root = process.cwd();
process.env.PORTAL_DEV_OUTPUT ||= join(root, ".cache", "dev");
const port = Number(process.env.PORT) || 3000;
const p = paths(root);
const reloader = liveReload();

type ContentServer = typeof import("../../app/for-export.server");

interface Generation {
  handle: express.Express;
  /** The site as this generation's server sees it (app/content.server.ts), rebuilt when content changed. */
  content: Pick<ContentServer, "getSite" | "updateForDevelopment" | "rebuildAll" | "warmForDevelopment">;
  /** Its module namespace. */
  modules: NamespacedUnregister;
  /** The worker thread its whole-site builds run on (server/dev/full-build.ts), with its plugins. */
  builder: FullBuilder;
}

let generations = 0;

/**
 * The plugins' browser components registered again (scripts/plugin-ui.ts), from site.config.ts as the new code
 * has it: true when the registry changed, which makes Remix build the app again (it watches app/), so this
 * build is already out of date.
 */
async function registryChanged(modules: NamespacedUnregister): Promise<boolean> {
  const { siteConfig } = (await modules.import("../../site.config.ts", import.meta.url)) as typeof SiteConfigFile;
  const changed = writePluginUi(root, siteConfig.plugins);
  if (changed) console.log("componentes de navegador dos plugins registrados de novo: o app é montado mais uma vez");
  return changed;
}

/**
 * The server's modules (server/app.ts and everything it imports: the app's loaders, the plugins, the catalogue)
 * loaded afresh, in a module namespace of their own: a changed plugin is picked up without a restart. Undefined
 * when this app build is already out of date (registryChanged).
 */
async function loadGeneration(): Promise<Generation | undefined> {
  const modules = register({ namespace: `portal-dev-${++generations}` });
  if (await registryChanged(modules)) {
    // Nothing was loaded in it that a request could still be using.
    await modules.unregister();
    return undefined;
  }
  const { createServer } = (await modules.import("../app.ts", import.meta.url)) as typeof import("../app");
  // The app's server-side code from source, in this generation's namespace: the server serves the content this module updates.
  const content = (await modules.import("../../app/for-export.server.ts", import.meta.url)) as ContentServer;
  const handle = await createServer({ production: false, devBodyTag: reloader.bodyTag, app: content });
  const builder = fullBuilder();
  content.buildWholeSiteWith(builder.build);
  return { handle, content, modules, builder };
}

/**
 * Takes one page the whole way of a save, uncached (app/content.server.ts, warmForDevelopment), so the first save
 * does not wait for the compiler, the highlighter and its grammars, the renderer and the plugins' first calls
 * (the git log of plugins/last-updated.ts) to load: a site found whole in the cache loaded none of them. A page
 * with code when there is one, so the highlighter loads too.
 */
async function warmSavePath({ content }: Generation) {
  const pages = listFiles(p.content, /\.mdx$/);
  const page = pages.find((file) => readFileSync(file, "utf8").includes("```")) ?? pages[0];
  if (!page) return;
  const started = Date.now();
  await content.warmForDevelopment(page).catch(() => undefined);
  debugLog(`caminho de uma gravação pronto em ${Date.now() - started} ms (${relative(p.contentRoot, page)})`);
}

/** The site built now, so the reloaded page finds it ready (a page that does not compile only shows its own error). */
async function rebuildSite(generation: Generation) {
  lastSite = (await generation.content.getSite().catch((error: Error) => void console.error(error.message))) ?? lastSite;
}

type Site = Awaited<ReturnType<ContentServer["getSite"]>>;
/** The site as the open pages last got it (asking getSite after a save would rebuild the whole site first). */
let lastSite: Site | undefined;

/** What the pages show, to tell whether a full rebuild changed any of them after the quick update. */
const shownPages = (site: Site) => JSON.stringify([site.manifest.pages, [...site.broken]]);

/**
 * The site's frame: what every document gets once, with the root route's data (the sidebar, head tags, asset
 * addresses; app/root-loader.server.ts), which the app never fetches again. A hot update only brings the page's
 * own data: when the frame changed, the open pages must load in full.
 */
const frameOf = (site: Site) => JSON.stringify([site.nav, site.manifest.headTags, site.manifest.assets]);

/** How the open pages show a content change that turned `before` into `after`. */
const refreshFor = (before: Site, after: Site): Refresh => (frameOf(before) === frameOf(after) ? "update" : "reload");

let current: Generation | undefined;
let swapping = Promise.resolve();

const startedAt = Date.now();

async function appBuilt() {
  swapping = swapping.then(async () => {
    const started = Date.now();
    const next = await loadGeneration();
    if (!next) return;
    await rebuildSite(next);
    const previous = current;
    current = next;
    void previous?.builder.stop();
    if (!previous) {
      console.log(`Portal em http://localhost:${port} (pronto em ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
      void warmSavePath(next);
    } else {
      console.log(`código mudou: servidor recarregado em ${((Date.now() - started) / 1000).toFixed(1)} s`);
      reloader.refresh("reload", "código");
    }
  });
  // A plugin or the site data that fails to load: the last good server keeps serving until the next save.
  swapping = swapping.catch((error: Error) => console.error(`o servidor não foi recarregado (o anterior continua servindo): ${error.stack ?? error.message}`));
  await swapping;
}

const server = express();
// The debug log's last steps: when the open page's request for its data (or its document) came, and how long the answer took.
server.use((req, res, next) => {
  const started = performance.now();
  res.on("finish", () => debugLog(`${req.method} ${req.originalUrl} ${res.statusCode} em ${Math.round(performance.now() - started)} ms`));
  next();
});
/**
 * No answer served stale: pages and their data allow `stale-while-revalidate` (for CDNs, app/page-loader.server.ts),
 * which Chromium applies too, so a hot update's data request got the previous answer from the browser's cache
 * while the new one was fetched behind it. Revalidated every time instead (the ETag makes that a 304).
 */
server.use((_req, res, next) => {
  onHeaders(res, () => {
    if (String(res.getHeader("Cache-Control") ?? "").includes("stale-while-revalidate")) res.setHeader("Cache-Control", "no-cache");
  });
  next();
});
server.use(reloader.router);
server.use((req, res, next) =>
  current ? current.handle(req, res, next) : res.status(503).type("text/plain").send("O portal ainda está sendo montado; tente de novo em instantes."),
);
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
  const before = lastSite;
  debugLog(`atualizando ${pages.length} página(s)`);
  const updated = await generation.content.updateForDevelopment(pages).catch((error: Error) => void console.error(error.message));
  const saved = files.map((file) => relative(p.contentRoot, file)).join(", ");
  console.log(`${saved}: ${pages.length} página(s) em ${Date.now() - started} ms`);
  // A page that does not compile (no update) loads in full: it shows its error in the site's frame.
  reloader.refresh(before && updated ? refreshFor(before, updated) : "reload", saved);
  if (!updated) return;
  lastSite = updated;
  rebuildBehind(generation, updated);
}

/**
 * How long the full rebuild waits after the last save. It runs on a worker thread (server/dev/full-build.ts), but
 * on a machine of two cores it still takes one: the open page's request for its new data goes first. A save
 * meanwhile puts it off again.
 */
const REBUILD_AFTER_MS = 300;
let rebuildTimer: NodeJS.Timeout | undefined;

function rebuildBehind(generation: Generation, updated: Awaited<ReturnType<ContentServer["getSite"]>>) {
  clearTimeout(rebuildTimer);
  rebuildTimer = setTimeout(async () => {
    debugLog("reconstrução completa: início");
    const whole = await generation.content.rebuildAll().catch((error: Error) => void console.error(error.message));
    debugLog("reconstrução completa: fim");
    if (!whole || generation !== current) return;
    lastSite = whole;
    if (shownPages(updated) !== shownPages(whole)) reloader.refresh(refreshFor(updated, whole), "reconstrução completa");
  }, REBUILD_AFTER_MS);
}

let saved: string[] = [];
let pending: NodeJS.Timeout | undefined;
// Several saves at once (an editor's "save all") make one update.
chokidar.watch([p.content, p.snippets], { ignoreInitial: true }).on("all", (event, file) => {
  saveHeard();
  debugLog(`${event} ${relative(p.contentRoot, file)}`);
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
