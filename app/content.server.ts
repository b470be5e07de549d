/**
 * Server side of the content: the manifest built by `npm run build`, indexed
 * for lookups. Production reads it once. Development rebuilds it when a
 * content file changed since the last request (only changed pages are
 * recompiled, thanks to the hash cache), so an edit shows on the next reload;
 * a page that does not compile is left out and shows its error alone.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { listFiles } from "../core/content-files";
import { writeEmittedFiles } from "../core/emitted-files";
import { buildNavTree, type NavNode } from "../core/nav";
import { pageHtmlFile, paths } from "../core/paths";
import type { ClientPage, Redirect, ServedPage, SiteManifest } from "../core/types";
import { siteData } from "../site.data";
import type * as BuildSite from "../core/build-site";
import type * as SiteConfigFile from "../site.config";

export interface SiteIndex {
  manifest: SiteManifest;
  byKey: Map<string, ServedPage>;
  redirects: Map<string, Redirect>;
  nav: NavNode[];
  /** A page's HTML, read on first use (build/content/html/). */
  htmlOf(page: ServedPage): string;
  /** A page's Markdown (for /llms-full.txt), read on first use. */
  markdownOf(key: string): string | undefined;
  /** Development: pages that do not compile, by key, with the error naming file and line (the page shows it, the rest of the site works). */
  broken: Map<string, string>;
}

const p = paths();
let current: { index: SiteIndex; signature: string } | undefined;
let pending: Promise<SiteIndex> | undefined;

function indexManifest(
  manifest: SiteManifest,
  htmlOf: SiteIndex["htmlOf"],
  markdownOf: SiteIndex["markdownOf"],
  broken = new Map<string, string>(),
): SiteIndex {
  return {
    broken,
    manifest,
    byKey: new Map(manifest.pages.map((page) => [page.key, page])),
    redirects: new Map(manifest.redirects.map((r) => [r.from, r])),
    nav: buildNavTree(manifest.pages, siteData),
    htmlOf,
    markdownOf,
  };
}

/** The built pages' HTML, each file read on first use: an export after one change reads the pages it renders, not all. */
function builtHtml(): SiteIndex["htmlOf"] {
  const byHash = new Map<string, string>();
  return ({ htmlHash }) => {
    let html = byHash.get(htmlHash);
    if (html === undefined) byHash.set(htmlHash, (html = readFileSync(pageHtmlFile(p, htmlHash), "utf8")));
    return html;
  };
}

/** The built pages' Markdown (build/content/markdown.json), parsed on the first call. */
function builtMarkdown(): SiteIndex["markdownOf"] {
  let byKey: Record<string, string> | undefined;
  return (key) => (byKey ??= JSON.parse(readFileSync(p.pageMarkdown, "utf8")) as Record<string, string>)[key];
}

/** Names and modification times of every page and shared snippet: changes when any of them does. */
function contentSignature(): string {
  const files = [...listFiles(p.content, /\.mdx$/), ...listFiles(p.snippets, /\.md$/)];
  return files.map((file) => `${file}:${statSync(file).mtimeMs}`).join("\n");
}

type DevelopmentBuild = Awaited<ReturnType<typeof BuildSite.buildSite>>;
/** Development: the last build, kept whole so that an edit updates its pages alone (updateForDevelopment). */
let developmentBuild: DevelopmentBuild | undefined;

async function developmentPipeline() {
  // Computed paths, so the Remix compiler leaves the build pipeline (mdx-bundler, esbuild, Shiki) and the
  // plugins out of the server bundle: production never compiles and would load them at every start for nothing.
  const build = (await import(pathToFileURL(join(p.root, "core", "build-site.ts")).href)) as typeof BuildSite;
  const { siteConfig } = (await import(pathToFileURL(join(p.root, "site.config.ts")).href)) as typeof SiteConfigFile;
  const options = {
    root: p.contentRoot,
    config: siteConfig,
    plugins: siteConfig.plugins,
    cacheDir: p.cache,
    assetsDir: p.contentAssets,
    pipelineHash: hashOnce(() => build.hashPipeline(p.root)),
    linkCheck: "warn" as const,
    leaveBrokenPagesOut: true,
  };
  return { build, options };
}

/** The pipeline's code does not change under a running process (a code change loads the server's modules afresh). */
let pipelineHash: string | undefined;
const hashOnce = (hash: () => string) => (pipelineHash ??= hash());

function serveDevelopmentBuild(built: DevelopmentBuild, split: typeof BuildSite.splitForServing, signature: string): SiteIndex {
  developmentBuild = built;
  const { manifest, markdown, html } = split(built);
  const broken = new Map(built.broken.map((page) => [page.key, page.message]));
  current = {
    index: indexManifest(
      manifest,
      (page) => html.get(page.htmlHash)!,
      (key) => markdown[key],
      broken,
    ),
    signature,
  };
  return current.index;
}

/**
 * Development: the whole site built, its emitted files written where the development server answers sitemap.xml,
 * openapi.json, … from (server/emitted-files.ts), nothing served. A quick update (updatePages) leaves those
 * files as they were, so only a whole build writes them.
 * @public the development server's worker thread (server/dev/full-build.ts) runs it, loading this module by path.
 */
export async function buildWholeSite(): Promise<DevelopmentBuild> {
  const { build, options } = await developmentPipeline();
  const built = await build.buildSite(options);
  writeEmittedFiles(p.devEmittedFiles, built.files);
  return built;
}

/** Where whole builds run: this thread unless the development server gave another (buildWholeSiteWith). */
let buildWhole: () => Promise<DevelopmentBuild> = buildWholeSite;

/**
 * Development: whole builds run by `builder` (the development server's worker thread), which returns what
 * buildWholeSite does; a whole build holds a thread for seconds, during which this one keeps serving.
 * @public server/dev/index.ts loads it (through app/for-export.server.ts) afresh by name, in a tsx namespace, which knip cannot follow.
 */
export function buildWholeSiteWith(builder: () => Promise<DevelopmentBuild>) {
  buildWhole = builder;
}

/**
 * Development: one page taken the whole way of a save (compiled, highlighted, rendered, its Markdown, its data
 * and head tags from the plugins) with no cache and the result dropped, so the first save finds every module
 * loaded (a site found whole in the cache loads none of them).
 * @public server/dev/index.ts loads it (through app/for-export.server.ts) afresh by name, in a tsx namespace, which knip cannot follow.
 */
export async function warmForDevelopment(file: string) {
  const { build, options } = await developmentPipeline();
  const empty: DevelopmentBuild = { builtAt: "", pages: [], redirects: [], assets: {}, headTags: [], files: [], broken: [] };
  await build.updatePages({ ...options, cacheDir: undefined }, empty, [file]);
}

/**
 * The whole site built again. A build that a save overtook (a file changed while it ran) is not served: the
 * quick update of that save is newer, and its own full rebuild follows.
 */
async function rebuildForDevelopment(): Promise<SiteIndex> {
  const signature = contentSignature();
  const { build } = await developmentPipeline();
  const built = await buildWhole();
  if (current && contentSignature() !== signature) return current.index;
  return serveDevelopmentBuild(built, build.splitForServing, signature);
}

let updating: Promise<unknown> = Promise.resolve();

/**
 * Development: the pages of `files` (absolute paths of pages under content/) compiled again into the current
 * site, nothing else (server/dev/index.ts, on a save), without waiting for a full rebuild under way.
 * `rebuildAll` then rebuilds the whole site (the search index, folder pages and everything else derived from
 * all pages), which later requests get.
 * @public server/dev/index.ts loads it (through app/for-export.server.ts) afresh by name, in a tsx namespace, which knip cannot follow.
 */
export function updateForDevelopment(files: string[]): Promise<SiteIndex> {
  const update = async () => {
    if (!developmentBuild) return getSite();
    const signature = contentSignature();
    const { build, options } = await developmentPipeline();
    return serveDevelopmentBuild(await build.updatePages(options, developmentBuild, files), build.splitForServing, signature);
  };
  const updated = updating.then(update, update);
  updating = updated.catch(() => undefined);
  return updated;
}

let queued: Promise<SiteIndex> | undefined;

/**
 * Development: the whole site built again once the build under way (if any) is done, even if no file changed since.
 * @public server/dev/index.ts loads it (through app/for-export.server.ts) afresh by name, in a tsx namespace, which knip cannot follow.
 */
export function rebuildAll(): Promise<SiteIndex> {
  queued ??= (pending ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      queued = undefined;
      return (pending = rebuildForDevelopment().finally(() => (pending = undefined)));
    });
  return queued;
}

export async function getSite(): Promise<SiteIndex> {
  if (process.env.NODE_ENV === "production") {
    if (!current) {
      if (!existsSync(p.manifest)) throw new Error(`No content manifest at ${p.manifest}: run "npm run build" first.`);
      current = { index: indexManifest(JSON.parse(readFileSync(p.manifest, "utf8")), builtHtml(), builtMarkdown()), signature: "" };
    }
    return current.index;
  }
  // Development: the site as it is while no file changed; otherwise one rebuild at a time, shared by the requests meanwhile.
  if (current?.signature === contentSignature()) return current.index;
  pending ??= rebuildForDevelopment().finally(() => (pending = undefined));
  return pending;
}

/** The part of a page the browser needs, with its HTML. */
export function toClientPage(page: ServedPage, html: string): ClientPage {
  const { key, path, title, lang, frontmatter, headers, data, headTags } = page;
  return { key, path, title, lang, frontmatter, headers, html, data, headTags };
}
