/**
 * The content build as the command line runs it (`npm run build`, `npm run
 * export`): core/build-site.ts with this site's config and folders, written to
 * build/content/manifest.json. Incremental: only pages whose source (or the
 * pipeline's code) changed are compiled again, into the cache, while the app
 * is built; the build then reads the cache.
 * Finding that nothing changed loads none of the pipeline, the plugins or the
 * manifest: `npm run export` after `npm run build` only hashes the inputs.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { setPriority } from "node:os";
import { basename, dirname, join } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { buildSite, hashPipeline, splitForServing, uncachedFiles, warmCache, type BuildOptions } from "../core/build-site";
import { checkWhole, namingFile, writeFileWhole } from "../core/cache-file";
import { inputKey, readStamp, sourcesKey, writeStamp, type Stamp } from "../core/input-hash";
import { appBuildFiles } from "../core/app-build-files";
import { listContentFiles, listFiles } from "../core/content-files";
import { indexFileOf, writeEmittedFiles } from "../core/emitted-files";
import { copyChanged, removeOthers } from "../core/copy-changed";
import { pageHtmlFile, paths } from "../core/paths";
import { showProgress } from "./progress";
import { putInPlace, startStaging } from "./folder-swap";
import { retireAssets } from "./retired-assets";

/** What a content build depends on beside the files it reads: the pipeline's code and the link check's mode. */
type BuildMode = Pick<BuildOptions, "pipelineHash" | "linkCheck">;

const buildMode = (p = paths()): BuildMode => ({
  pipelineHash: hashPipeline(p.root),
  // While several areas are written at once: PORTAL_LINK_CHECK=warn reports without failing.
  linkCheck: process.env.PORTAL_LINK_CHECK === "warn" ? "warn" : "error",
});

/** The site's config (and with it every plugin) loads only when pages are built. */
export async function contentBuildOptions(mode = buildMode()): Promise<BuildOptions> {
  const { siteConfig } = await import("../site.config");
  const p = paths();
  return {
    ...mode,
    root: p.contentRoot,
    config: siteConfig,
    plugins: siteConfig.plugins,
    cacheDir: process.env.PORTAL_NO_CACHE ? undefined : p.cache,
    assetsDir: p.emittedAssets,
  };
}

/**
 * Everything a content build reads: the pipeline's code and config (`pipelineHash`), the link check's mode,
 * every file under content/ and snippets/ (name, text and modification time, which
 * dates an uncommitted page), the commit (which dates the others), the year
 * (the ad schemas' newest model year) and every file of packages/ but tests and build output, which the
 * tarballs the build serves are packed from (plugins/package-tarballs.ts): a package's source, build
 * script, manifest or README.
 */
export function contentInputs(mode: BuildMode, p = paths()): string {
  let commit = "";
  try {
    commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: p.contentRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    // not a git checkout: dates come from the files' times, keyed below
  }
  const files = [...listFiles(p.content, /./), ...listFiles(p.snippets, /./)];
  return inputKey(
    mode.pipelineHash ?? "",
    mode.linkCheck ?? "",
    String(new Date().getUTCFullYear()),
    commit,
    sourcesKey(p.root, ["packages"], [], /./),
    ...files.flatMap((file) => [file, String(statSync(file).mtimeMs), readFileSync(file)]),
  );
}

/**
 * The names of the app's files under /build (core/app-build-files.ts), which `_headers` gives a cache rule
 * each: read once the app build beside this one is done, so kept apart from `contentInputs`, which decides
 * before it whether pages are compiled meanwhile.
 */
export const appFilesKey = (p = paths()) => inputKey(...appBuildFiles(p));

/**
 * What the last content build was made from (`inputs`, and `appFiles`: `appFilesKey`), the assets it emitted
 * (names under build/content/), its pages' HTML files (by hash) and the files plugins emitted (by path).
 */
interface ContentStamp extends Stamp {
  appFiles?: string;
  assets: string[];
  html: string[];
  files?: string[];
}

const stampFile = (p: ReturnType<typeof paths>) => join(dirname(p.manifest), "stamp.json");

/** Whether the manifest on disk was built from exactly these inputs, and it, the pages' Markdown and HTML and its assets are all there. */
function isCurrent(p: ReturnType<typeof paths>, inputs: string): boolean {
  const stamp = readStamp<ContentStamp>(stampFile(p), "inputs of the last content build");
  return (
    stamp?.inputs === inputs &&
    existsSync(p.manifest) &&
    existsSync(p.pageMarkdown) &&
    stamp.assets.every((name) => existsSync(join(p.emittedAssets, name))) &&
    stamp.html.every((hash) => existsSync(pageHtmlFile(p, hash))) &&
    existsSync(indexFileOf(p.emittedFiles)) &&
    (stamp.files ?? []).every((path) => existsSync(join(p.emittedFiles, path)))
  );
}

/**
 * Writes the pages' HTML files that are not there yet: named by their hash, a
 * page whose HTML did not change keeps its file, and an edit writes one. Each
 * is written under another name and renamed, so a file there is whole.
 */
function writePageHtml(p: ReturnType<typeof paths>, html: ReadonlyMap<string, string>) {
  mkdirSync(p.pageHtml, { recursive: true });
  for (const [hash, text] of html) if (!existsSync(pageHtmlFile(p, hash))) writeFileWhole(pageHtmlFile(p, hash), text);
}

/** Written whole (write-file-atomic) and checked on disk; a failure names the file. */
function writeVerified(file: string, text: string) {
  try {
    writeFileAtomic.sync(file, text);
    checkWhole(file, Buffer.byteLength(text));
  } catch (error) {
    throw namingFile(file, error);
  }
}

/** The paths of a content build written into `dir` instead of build/content/ (scripts/folder-swap.ts). */
const contentBuildIn = (p: ReturnType<typeof paths>, dir: string) => ({
  ...p,
  manifest: join(dir, basename(p.manifest)),
  pageMarkdown: join(dir, basename(p.pageMarkdown)),
  pageHtml: join(dir, basename(p.pageHtml)),
  emittedAssets: join(dir, basename(p.emittedAssets)),
  emittedFiles: join(dir, basename(p.emittedFiles)),
});

/**
 * Copies the emitted assets that changed to where they are served from
 * (public/build/content/), removing older ones there. Apart from the build
 * itself because `remix build` empties public/build/: a build whose pages are
 * all current still publishes, after an app build that emptied the folder.
 */
function publishContentAssets(p: ReturnType<typeof paths>) {
  // Pages open in browsers may still ask for the search texts this removes.
  retireAssets(p.contentAssets, p.retiredContentAssets, "content");
  removeOthers(p.contentAssets, copyChanged(p.emittedAssets, p.contentAssets, new Set(), { link: true }));
}

/**
 * Builds the content manifest and writes it, unless nothing it is made from
 * changed since the last one (`npm run export` after `npm run build` reuses it),
 * then publishes its assets; throws a BuildError naming every broken file.
 * `alongside` is work this build runs beside, the app build (scripts/build.ts):
 * while it runs, this process compiles pages at a lower priority, because
 * `remix build` is what the build waits for. No compile workers: a worker's
 * start (its modules, highlighter and grammars) cost more CPU than it saved
 * up to +500 pages (bench/README.md).
 */
export async function buildContent(alongside?: Promise<unknown>): Promise<void> {
  const started = performance.now();
  alongside?.catch(() => undefined); // its failure is reported where it is awaited, below
  const p = paths();
  const mode = buildMode(p);
  const inputs = contentInputs(mode, p);
  if (isCurrent(p, inputs)) {
    await alongside;
    if (readStamp<ContentStamp>(stampFile(p), "inputs of the last content build")?.appFiles === appFilesKey(p)) {
      publishContentAssets(p);
      console.log(`content: unchanged since the last build (${Math.round(performance.now() - started)} ms)`);
      return;
    }
    console.log("content: pages unchanged, the app build's files changed (_headers names them): site built again from the cache");
  }
  const build = await contentBuildOptions(mode);
  const uncached = build.cacheDir ? uncachedFiles(build) : new Set<string>();
  if (uncached.size) {
    if (alongside) setPriority(10);
    const pages = listContentFiles(join(build.root, "content")).length;
    console.log(`conteúdo: ${uncached.size} de ${pages} páginas a compilar (as outras vêm do cache)`);
    let compiled = 0;
    const shown = showProgress("conteúdo: compilando páginas", uncached.size, () => compiled);
    await warmCache(build, uncached, () => compiled++).finally(shown);
  }
  await alongside;
  // Into a copy of build/content/, put in its place once complete: a build killed at any point leaves the last good one for `npm start`.
  const spare = join(p.cache, "last-content-build"); // the folder replaced, kept as the next build's copy (scripts/folder-swap.ts)
  const staged = contentBuildIn(p, startStaging(dirname(p.manifest), true, spare));
  const { manifest, markdown, html, files } = splitForServing(await buildSite({ ...build, assetsDir: staged.emittedAssets }));
  writePageHtml(staged, html);
  writeEmittedFiles(staged.emittedFiles, files);
  const markdownText = JSON.stringify(markdown);
  writeVerified(staged.pageMarkdown, markdownText);
  // What npm start checks before serving the Markdown (server/build-check.ts).
  manifest.served = { markdown: { bytes: Buffer.byteLength(markdownText), sha256: createHash("sha256").update(markdownText).digest("hex") } };
  writeVerified(staged.manifest, JSON.stringify(manifest));
  // The HTML of pages gone or changed goes with the folder it was in (a running server read its own at start).
  removeOthers(staged.pageHtml, new Set([...html.keys()].map((hash) => pageHtmlFile(staged, hash))));
  const assets = Object.values(manifest.assets).map((url) => url.slice("/build/content/".length));
  const appFiles = appFilesKey(p); // after the app build (awaited above), as _headers saw it
  writeStamp<ContentStamp>(stampFile(staged), { inputs, appFiles, assets, html: [...html.keys()], files: files.map((file) => file.path) });
  putInPlace(dirname(p.manifest), spare);
  publishContentAssets(p);
  console.log(`content: ${manifest.pages.length} pages, ${manifest.redirects.length} redirects in ${Math.round(performance.now() - started)} ms`);
}
