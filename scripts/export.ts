/**
 * `npm run export`: brings the content build up to date (scripts/content-manifest.ts,
 * incremental), then prerenders it with the app build (`npm run build`) into
 * dist/, a folder any static host can serve unchanged (no rewrite rules):
 *   x.html and x/index.html for every page, dir/index.html for folders,
 *   <path>.data for client-side navigation (Remix's single fetch: app/static-export.ts),
 *   __manifest, what lazy route discovery asks (app/prerender.server.ts),
 *   404.html (and 400, 405, 414), a redirect page for every /x.md, hashed
 *   assets, and the files the build's plugins emitted (sitemap.xml,
 *   openapi.json, _redirects and _headers for Netlify and Cloudflare Pages, …),
 *   copied as they are.
 * Pages are rendered by one process per core (`--shard claimsDir outDir`),
 * each taking runs of pages from the built app as it is free. An export is
 * incremental: a page is rendered again only when it, the site-wide data or
 * the app build changed since the last export into the same folder, and a
 * redirect page written again only when its target changed (state in
 * .cache/export.json); the files of pages and redirects gone are removed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { text } from "node:stream/consumers";
import { dirname, join } from "node:path";
import type * as ForExport from "../app/for-export.server";
import type { RejectedStatus } from "../app/request-context.server";
import { dataUrlOf, ROUTE_MANIFEST_FILE, STATIC_EXPORT_ATTR } from "../app/static-export";
import { BuildError } from "../core/build-site";
import { namingFile, readCacheJson, writeCacheFile } from "../core/cache-file";
import { copyChanged, linkOrCopy, removeOthers } from "../core/copy-changed";
import { ContentError } from "../core/content-error";
import { paths } from "../core/paths";
import { endWithParent, PARALLEL_FROM, startSiblings } from "./child-processes";
import { claimedPages, showProgress } from "./progress";
import { runsIn, withClaims } from "./claims";
import { putInPlace, recoverFolder, startStaging } from "./folder-swap";
import { buildContent } from "./content-manifest";
import type { Page, SiteManifest } from "../core/types";
import { loadServerBuild } from "../server/server-build";

const p = paths();
process.env.NODE_ENV = "production";

/** Folders this process already made: a thousand pages share a few dozen. */
const madeFolders = new Set<string>();
function makeFolderOf(file: string) {
  const folder = dirname(file);
  if (madeFolders.has(folder)) return;
  mkdirSync(folder, { recursive: true });
  madeFolders.add(folder);
}

function writer(outDir: string) {
  return (relativePath: string, contents: string | Buffer) => {
    const file = join(outDir, relativePath);
    makeFolderOf(file);
    writeNamed(file, contents);
  };
}

/** A failed write (a full disk: "ENOSPC … write") says which file it was. A new file, never the old one rewritten: the folder being served holds it too (scripts/folder-swap.ts). */
function writeNamed(file: string, contents: string | Buffer) {
  try {
    rmSync(file, { force: true });
    writeFileSync(file, contents);
  } catch (error) {
    throw namingFile(file, error);
  }
}

/**
 * Writes one content under several names: the first is a file, the others hard
 * links to it (half the bytes written; any upload or copy sees plain files).
 */
function writeAll(outDir: string, names: string[], contents: string | Buffer) {
  const [first, ...others] = names.map((name) => join(outDir, name));
  makeFolderOf(first);
  writeNamed(first, contents);
  for (const file of others) {
    makeFolderOf(file);
    linkOrCopy(first, file);
  }
}

/**
 * The app build, with what the export takes from it (app/for-export.server.ts):
 * the site's config, its manifest (read once, by the build's loader code) and
 * a page's files as the server would answer them.
 */
async function loadApp() {
  const build = await loadServerBuild(p.remixServerBuild);
  // `npm run dev` leaves its own build there, whose pages need React's development runtime.
  if (build.mode === "development") throw new BuildError(`${p.remixServerBuild} is a development build (made by "npm run dev"): run "npm run build" first`);
  const { createPrerenderer, getSite } = (build.entry.module as unknown as { forExport: typeof ForExport }).forExport;
  const prerender = createPrerenderer(build);
  const site = await getSite();
  return {
    build,
    manifest: site.manifest,
    /**
     * A page's document, and its data file: what the server answers to the page's data URL (`<path>.data`,
     * the page loader's data as turbo-stream), none where that URL answers no page. `rejected` renders the error page the server answers with that status (400, 405, 414).
     */
    /** Lazy route discovery's answer, the same for every path (app/prerender.server.ts). */
    routeManifest: prerender.routeManifest,
    async render(pathname: string, expected: number, rejected?: RejectedStatus) {
      const { status, html, data } = await prerender.page(pathname, rejected);
      if (status !== expected) throw new Error(`export: ${pathname} answered ${status}`);
      const at = html.indexOf("<html ") + "<html ".length;
      return { html: Buffer.concat([html.subarray(0, at), Buffer.from(`${STATIC_EXPORT_ATTR} `), html.subarray(at)]), data };
    },
  };
}
type App = Awaited<ReturnType<typeof loadApp>>;

const isFolder = (page: Pick<Page, "path">) => page.path.endsWith("/");
const sha = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 20);
const stateFile = join(p.cache, "export.json");

interface ExportState {
  outDir: string;
  /** Page key → hash of everything its files are made from. */
  pages: Record<string, string>;
  /** What the error pages were made from: what every page shares. */
  errorPages?: string;
  /** A redirect's source → hash of its redirect page. */
  redirects?: Record<string, string>;
  /** The app build the export was made with. */
  build?: string;
  /** Page key → the size of each of its files as written: a file removed or changed since (by hand, a sync tool) is made again. */
  sizes?: Record<string, number[]>;
  /**
   * Page key → the files it wrote (`outputsOf`): those the next export does not write are removed, so a change of
   * where a page's files go (single fetch moved the data from /_data/*.json to *.data) leaves none behind.
   * A state without it came from an export that did not record them: the next one starts from an empty folder.
   */
  files?: Record<string, string[]>;
}

/** The sizes of a page's files in `outDir`, -1 for one that is missing. */
const sizesOf = (outDir: string, page: Pick<Page, "path">, pagePaths: Set<string>) =>
  outputsOf(page, pagePaths).map((file) => statSync(join(outDir, file), { throwIfNoEntry: false })?.size ?? -1);

/** What is out of date in the export: pages by key, redirect pages by source. */
interface ExportWork {
  pages: string[];
  redirects: string[];
}

/**
 * What a page's files are made from: the page, what every page shares (nav,
 * head tags, assets) and the app build. The error pages are made from the
 * shared part alone.
 */
function renderKeys(manifest: SiteManifest, buildVersion: string) {
  const shared = sha(
    JSON.stringify([
      buildVersion,
      manifest.headTags,
      manifest.assets,
      manifest.pages.map((pg) => [pg.key, pg.title, pg.frontmatter.order, pg.frontmatter.status, pg.frontmatter.description]),
    ]),
  );
  return { shared, pages: Object.fromEntries(manifest.pages.map((pg) => [pg.key, sha(shared + JSON.stringify(pg))])) };
}

const ERROR_STATUSES = [400, 405, 414] as const;
const errorPageFiles = ["404.html", ...ERROR_STATUSES.map((status) => `${status}.html`)];

/**
 * The files a page owns in the export (its data files, `*.data`, included), given the paths of every page.
 * Where a page and a folder share a name (autos.html and autos/), dir/index.html belongs to the folder, and
 * the data URL both ask (autos.data) is no file: the client then loads either page in full.
 */
function outputsOf(page: Pick<Page, "path">, pagePaths: Set<string>): string[] {
  if (isFolder(page)) {
    const sharesDataUrl = page.path !== "/" && pagePaths.has(`${page.path.slice(0, -1)}.html`);
    return [`${page.path}index.html`, ...(sharesDataUrl ? [] : [dataUrlOf(page.path)])];
  }
  const bare = page.path.slice(0, -".html".length);
  const bareFiles = pagePaths.has(`${bare}/`) ? [] : [`${bare}/index.html`, dataUrlOf(bare)];
  return [page.path, dataUrlOf(page.path), ...bareFiles];
}
const isDataFile = (file: string) => file.endsWith(".data");

/** The file of a redirect's page: a folder named x.md holding index.html, which plain static servers answer /x.md with. */
const redirectFile = (from: string) => `${from}/index.html`;

/** Removes the files the last export's pages wrote (`written`, by page key) that no page writes now, with the folders they leave empty. */
function removeFilesNoLongerWritten(outDir: string, written: Record<string, string[]>, writtenNow: Set<string>) {
  for (const file of Object.values(written).flat()) {
    if (writtenNow.has(file)) continue;
    rmSync(join(outDir, file), { force: true });
    for (let dir = dirname(join(outDir, file)); dir.startsWith(`${outDir}/`); dir = dirname(dir)) {
      try {
        rmdirSync(dir);
      } catch {
        break; // not empty: other pages' files are in it
      }
    }
  }
}

/** Removes a redirect's page, and its folder unless something else is in it. */
function removeRedirectPage(outDir: string, from: string) {
  rmSync(join(outDir, redirectFile(from)), { force: true });
  try {
    rmdirSync(join(outDir, from));
  } catch {
    // not empty, or already gone
  }
}

/**
 * Writes those of the `work`'s pages, then its redirect pages, that `take` hands to this process, by their
 * position in that list (a child loads the app; this process has it). The redirect pages are shared out too:
 * on a large site, thousands of small files written by this process alone came well after the pages (bench/README.md).
 */
async function exportShard(outDir: string, work: ExportWork, take: (index: number) => boolean, app?: App) {
  app ??= await loadApp();
  const { pages: all, redirects: allRedirects } = app.manifest;
  const pagePaths = new Set(all.map((pg) => pg.path));
  const wanted = new Set(work.pages);
  const pages = all.filter((pg) => wanted.has(pg.key));
  for (const [index, page] of pages.entries()) {
    if (!take(index)) continue;
    const { html, data } = await app.render(page.path, 200);
    const outputs = outputsOf(page, pagePaths);
    writeAll(
      outDir,
      outputs.filter((file) => !isDataFile(file)),
      html,
    );
    const dataFiles = outputs.filter(isDataFile);
    if (dataFiles.length > 0 && !data) throw new Error(`export: ${page.path} has no data at ${dataFiles.join(", ")}`);
    if (data) writeAll(outDir, dataFiles, data);
  }
  const wantedRedirects = new Set(work.redirects);
  for (const [index, r] of allRedirects.filter((r) => wantedRedirects.has(r.from)).entries()) {
    if (take(pages.length + index)) writeAll(outDir, [redirectFile(r.from)], redirectPage(r.to));
  }
}

/**
 * Exports into a new folder beside `outDir` and puts it in place once complete: an export killed at any
 * point leaves the last complete export where it was, served as before.
 */
async function exportSite(outDir = p.exportDir) {
  await buildContent();
  const app = await loadApp();
  recoverFolder(outDir);
  // The last export, if it was into this folder: what it wrote there can be kept.
  const last = existsSync(outDir) ? readCacheJson<ExportState>(stateFile, "state of the last export") : undefined;
  const previous = last?.outDir === outDir && last.files ? last : undefined;
  // The export this one replaces is kept in the cache as the next one's copy (scripts/folder-swap.ts).
  const spare = join(p.cache, "last-export");
  const staging = startStaging(outDir, previous !== undefined, spare);
  const { state, rendered } = await exportInto(staging, app, previous);
  putInPlace(outDir, spare);
  // Written once the export is in place: a state describing files that never got there would keep them from being made again.
  writeCacheFile(stateFile, JSON.stringify({ ...state, outDir } satisfies ExportState));
  return { pages: app.manifest.pages.length, rendered };
}

/** Writes into `outDir` what changed since `previous` (every file when there is none); the state to record and how many pages were rendered. */
async function exportInto(outDir: string, app: App, previous: ExportState | undefined, cores = Math.max(1, availableParallelism())) {
  const { manifest } = app;
  const write = writer(outDir);
  // The server bundle too: a server-only change (meta tags, loaders) changes every page.
  const build = app.build.assets.version + sha(readFileSync(p.remixServerBuild, "utf8"));
  const { shared, pages: keys } = renderKeys(manifest, build);
  const pagePaths = new Set(manifest.pages.map((pg) => pg.path));
  const reusable = previous?.pages ?? {};

  // The public folder's files that changed since the last export, and the earlier builds' hashed assets
  // still kept for pages open across a deploy (scripts/retired-assets.ts); older ones go.
  const copyAssets = () => {
    // A site of another content root takes the app's files but not the portal's own search texts and sidebar trees
    // (public/build/content/, and those its builds retired): its own instead.
    const otherSite = p.contentRoot !== p.root;
    const assets = copyChanged(p.retiredAssets, join(outDir, "build"), undefined, { except: otherSite ? ["content"] : [] });
    copyChanged(p.publicDir, outDir, assets, { except: otherSite ? [join("build", "content")] : [] });
    if (otherSite) {
      copyChanged(p.retiredContentAssets, join(outDir, "build"), assets);
      copyChanged(p.contentAssets, join(outDir, "build", "content"), assets);
    }
    removeOthers(join(outDir, "build"), assets);
    // What the plugins emitted (sitemap.xml, openapi.json, _headers, …), written once by the content build.
    copyChanged(p.emittedFiles, outDir);
  };
  const redirectKeys = Object.fromEntries(manifest.redirects.map((r) => [r.from, sha(redirectPage(r.to))]));
  const reusableRedirects = previous?.redirects ?? {};
  // A page whose files are not as the last export left them is rendered again, whatever its key says.
  const intact = (pg: Pick<Page, "key" | "path">) => {
    const now = sizesOf(outDir, pg, pagePaths);
    const recorded = previous?.sizes?.[pg.key];
    return recorded ? now.join() === recorded.join() : now.every((size) => size >= 0);
  };
  const stale: ExportWork = {
    pages: manifest.pages.filter((pg) => reusable[pg.key] !== keys[pg.key] || !intact(pg)).map((pg) => pg.key),
    redirects: Object.keys(redirectKeys).filter((from) => reusableRedirects[from] !== redirectKeys[from]),
  };
  if (stale.pages.length >= PARALLEL_FROM && cores > 1) {
    // One child per other core starts on the pages at once, and this process joins once it has copied
    // the assets; pages go by runs to whoever is free (scripts/claims.ts).
    await withClaims(p.cache, "export-claims", async (claims) => {
      const shown = showProgress("export: renderizando páginas", stale.pages.length, claimedPages(claims, stale.pages.length));
      const { done } = await startSiblings(import.meta.url, "export", cores - 1, () => ["--shard", claims, outDir], JSON.stringify(stale));
      copyAssets();
      await Promise.all([exportShard(outDir, stale, runsIn(claims), app), done]).finally(shown);
    });
  } else {
    copyAssets();
    let started = 0;
    const shown = showProgress("export: renderizando páginas", stale.pages.length, () => Math.min(started, stale.pages.length));
    await exportShard(outDir, stale, () => (++started, true), app).finally(shown);
  }
  // Error pages for hosts that can answer with a file per status (deploy/nginx/portal.conf's error_page).
  if (previous?.errorPages !== shared || !errorPageFiles.every((file) => existsSync(join(outDir, file)))) {
    write("404.html", (await app.render("/404.html", 404)).html);
    for (const status of ERROR_STATUSES) write(`${status}.html`, (await app.render("/", status, status)).html);
  }
  // Made from the app build alone: written when it changed, like the error pages.
  const routeManifest = await app.routeManifest();
  const manifestFile = join(outDir, ROUTE_MANIFEST_FILE);
  if (!existsSync(manifestFile) || readFileSync(manifestFile, "utf8") !== routeManifest) write(ROUTE_MANIFEST_FILE, routeManifest);
  // Pages gone since the last export, and files a page no longer has, are removed; so are redirects gone.
  const files = Object.fromEntries(manifest.pages.map((pg) => [pg.key, outputsOf(pg, pagePaths)]));
  removeFilesNoLongerWritten(outDir, previous?.files ?? {}, new Set(Object.values(files).flat()));
  for (const from of Object.keys(reusableRedirects).filter((f) => !(f in redirectKeys))) removeRedirectPage(outDir, from);

  const sizes = Object.fromEntries(manifest.pages.map((pg) => [pg.key, sizesOf(outDir, pg, pagePaths)]));
  return { state: { pages: keys, errorPages: shared, redirects: redirectKeys, build, sizes, files }, rendered: stale.pages.length };
}

const redirectPage = (to: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Redirecionando…</title>` +
  `<meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}">` +
  `<script>location.replace(${JSON.stringify(to)}+location.hash)</script></head>` +
  `<body><p>Esta página mudou para <a href="${to}">${to}</a>.</p></body></html>\n`;

// The command (and its render children, `--shard claimsDir outDir` with the keys on stdin).
const started = performance.now();
try {
  const shardArg = process.argv.indexOf("--shard");
  if (shardArg > 0) {
    endWithParent();
    // The pages to render, on stdin. Read as a stream: readFileSync(0) fails with EAGAIN when the parent has not closed the pipe yet.
    const work = JSON.parse(await text(process.stdin)) as ExportWork;
    await exportShard(process.argv[shardArg + 2], work, runsIn(process.argv[shardArg + 1]));
  } else {
    const { pages, rendered } = await exportSite();
    console.log(`export: ${pages} pages (${rendered} rendered, the others unchanged) into ${p.exportDir} in ${Math.round(performance.now() - started)} ms`);
  }
  process.exit(0); // the Remix build keeps timers alive; the work is done
} catch (error) {
  // Content errors already name file and line; anything else keeps its stack.
  console.error(error instanceof BuildError || error instanceof ContentError ? `export failed\n${error.message}` : error);
  process.exit(1);
}
