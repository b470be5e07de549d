/**
 * The content build: every MDX file under content/ becomes a Page, the
 * plugins run their hooks, pages are rendered to HTML and links are checked.
 * Compilation is cached on disk by content hash (in the spirit of
 * kentcdodds.com's mdx.server.ts), so a rebuild only recompiles what changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import pLimit from "p-limit";
import writeFileAtomic from "write-file-atomic";
import { readCacheJson, writeCacheFile } from "./cache-file";
import { inputKey, sourcesKey } from "./input-hash";
import { listContentFiles } from "./content-files";
import type { CompiledPage } from "./compile";
import { findBrokenLinks, formatBrokenLinks } from "./link-check";
import { buildNavTree, NAV_TREE_ASSET, sidebarTree } from "./nav";
import { checkEmittedPath, type EmittedFile } from "./emitted-files";
import { completePage } from "./plugin-page";
import { runHook, type ContentLoadedApi, type PortalPlugin, type SiteBuiltApi } from "./plugin";
import { keyFromFile, pageLang, pathFromKey } from "./routing";
import type { BuiltSite, HeadTag, Page, Redirect, ServedPage, SiteManifest } from "./types";
import type { SiteConfig } from "./site-config";

export interface BuildOptions {
  root: string;
  config: SiteConfig;
  plugins: readonly PortalPlugin[];
  /** Where compiled pages (mdx/), highlighted code (highlight/), rendered pages (html/) and plugins' derived data (plugins/) are cached; off when undefined. */
  cacheDir?: string;
  /** Where emitted assets go (served under /build/). */
  assetsDir: string;
  /** Salt for the cache key: changes when the pipeline's own code changes. */
  pipelineHash?: string;
  /** "error" fails the build on a broken link (production); "warn" only reports (development). */
  linkCheck?: "error" | "warn";
  /** Development: a page that does not compile is left out and listed in `broken` instead of failing the build, so it alone shows its error. */
  leaveBrokenPagesOut?: boolean;
}

/** A page left out of a development build because it does not compile: its key and the error naming file and line. */
export interface BrokenPage {
  key: string;
  message: string;
}

export class BuildError extends Error {
  name = "BuildError";
}

/**
 * Hash of the code that shapes compiled output, so editing a remark plugin
 * invalidates the cache (the app build's check passes its own inputs). The
 * lockfile stands for the dependencies.
 */
export function hashPipeline(
  root: string,
  folders = ["domain", "packages/validador/src", "core", "plugins"],
  files = ["site.config.ts", "site.data.ts", "package-lock.json"],
  pattern = /\.(ts|tsx)$/,
) {
  return sourcesKey(root, folders, files, pattern);
}

// Loaded on first use: a build whose pages are all cached never loads mdx-bundler, esbuild or React's renderer.
const loadCompiler = () => import("./compile");
const loadRenderer = () => import("./render");

/** Keyed by everything the compiled page depends on: the pipeline, the hosts, the source and what plugins read for it (snippets). */
function cacheFileFor(options: BuildOptions, file: string, source: string): string | undefined {
  if (!options.cacheDir) return undefined;
  const pluginInputs = options.plugins.map((plugin) => plugin.compileInputs?.(file, source) ?? "");
  const key = inputKey(options.pipelineHash ?? "", JSON.stringify([options.config.hosts, options.config.siteUrl]), file, source, ...pluginInputs);
  return join(options.cacheDir, "mdx", `${key}.json`);
}

async function compileCached(options: BuildOptions, absoluteFile: string): Promise<CompiledPage & { file: string }> {
  const file = relative(options.root, absoluteFile);
  const source = readFileSync(absoluteFile, "utf8");
  const cacheFile = cacheFileFor(options, file, source);
  const hit = cacheFile && readCacheJson<CompiledPage>(cacheFile, file);
  if (hit) return { ...hit, file };
  const { compileMdx } = await loadCompiler();
  const compiled = await compileMdx(file, absoluteFile, source, {
    pageUrl: new URL(pathFromKey(keyFromFile(file)), options.config.siteUrl).href,
    hosts: options.config.hosts,
    plugins: options.plugins,
    highlightCache: { dir: options.cacheDir && join(options.cacheDir, "highlight"), salt: options.pipelineHash },
  });
  if (cacheFile) writeCacheFile(cacheFile, JSON.stringify(compiled));
  return { ...compiled, file };
}

/** What rendering a compiled page's code gives: its HTML and its Markdown (core/markdown/page-markdown.ts). */
type Rendered = Pick<Page, "html" | "markdown">;

/**
 * A page that mdx-bundler compiled, rendered by React. Its HTML depends on its
 * compiled code and its data (catalogue entries for folder pages): cached by
 * both, rendering every page again is most of a rebuild where one page changed.
 */
async function renderCached(options: BuildOptions, page: Page): Promise<Rendered> {
  const render = async (): Promise<Rendered> => {
    const html = await (await loadRenderer()).renderPage(page, options.plugins);
    const { htmlToMarkdown } = await import("./markdown/page-markdown");
    return { html, markdown: await htmlToMarkdown(html, new URL(page.path, options.config.siteUrl).href) };
  };
  if (!options.cacheDir) return render();
  const key = inputKey(options.pipelineHash ?? "", options.config.siteUrl, page.code!, JSON.stringify(page.data));
  const file = join(options.cacheDir, "html", `${key}.json`);
  const hit = readCacheJson<Rendered>(file, `${page.file ?? page.key} rendered`);
  if (hit) return hit;
  const rendered = await render();
  writeCacheFile(file, JSON.stringify(rendered));
  return rendered;
}

/**
 * Compiles the pages of `uncached` (not yet in the cache) into the cache,
 * ignoring errors (the build reports them, with file and line), calling
 * `compiled` after each: the content build does it while `remix build` runs
 * beside it, then only reads the cache.
 */
export async function warmCache(options: BuildOptions, uncached: ReadonlySet<string>, compiled: () => void = () => undefined) {
  // Only the cache is wanted here: keeping every compiled page until the last one is done held hundreds of MB.
  await mapLimited([...uncached], async (file) => {
    // A turn of the event loop first: compiling a plain page is promises alone, which would hold back the events this process waits for meanwhile (the app build's end).
    await new Promise(setImmediate);
    await compileCached(options, file).then(compiled, compiled);
  });
}

/** The pages (absolute paths) not in the cache: all of them when there is no cache. */
export function uncachedFiles(options: BuildOptions): Set<string> {
  return new Set(
    listContentFiles(join(options.root, "content")).filter((f) => {
      const cacheFile = cacheFileFor(options, relative(options.root, f), readFileSync(f, "utf8"));
      return !cacheFile || !existsSync(cacheFile);
    }),
  );
}

/** Runs `task` over `items`, at most 16 at a time (compiles wait on files and on esbuild's service). */
function mapLimited<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const limit = pLimit(16);
  return Promise.all(items.map((item) => limit(() => task(item))));
}

/**
 * Every page compiled (from the cache where it can). A function of its own so
 * the compile results are dropped when it returns: each page's code is
 * deleted once rendered, and a copy held here would keep all of it alive.
 */
async function compilePages(options: BuildOptions, files: string[], broken: BrokenPage[]): Promise<Page[]> {
  const errors: string[] = [];
  const compiled = await mapLimited(files, (f) =>
    compileCached(options, f).catch((error: Error) => {
      errors.push(error.message);
      broken.push({ key: keyFromFile(relative(options.root, f)), message: error.message });
      return undefined;
    }),
  );
  if (errors.length && !options.leaveBrokenPagesOut) throw new BuildError(`${errors.length} page(s) failed to compile:\n  ${errors.join("\n  ")}`);

  return compiled
    .filter((c) => c !== undefined)
    .map((c) => {
      const key = keyFromFile(c!.file);
      const path = pathFromKey(key);
      return {
        key,
        path,
        title: c!.frontmatter.title,
        lang: pageLang(path, c!.frontmatter.lang, options.config),
        frontmatter: c!.frontmatter,
        headers: c!.headers,
        file: c!.file,
        code: c!.code,
        html: c!.html ?? "",
        markdown: c!.markdown,
        sections: c!.sections,
        links: c!.links,
        ids: c!.ids,
        data: {},
        headTags: [],
      };
    });
}

export async function buildSite(options: BuildOptions): Promise<BuiltSite & { broken: BrokenPage[] }> {
  const { root, config, plugins } = options;
  const broken: BrokenPage[] = [];
  const pages = await compilePages(options, listContentFiles(join(root, "content")), broken);
  for (const page of pages) await runHook(plugins, "extendPageData", page, config);

  const redirects: Redirect[] = [];
  const headTags: HeadTag[] = [];
  const assets: Record<string, string> = {};
  const emitted = new Set<string>();
  const emitAsset: ContentLoadedApi["emitAsset"] = (name, extension, contents, { stable = false, listed = true } = {}) => {
    const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
    const fileName = stable ? `${name}.${extension}` : `${name}.${hash}.${extension}`;
    const file = join(options.assetsDir, fileName);
    emitted.add(fileName);
    // A file already there with these contents stays as it is: the export then sees it unchanged and copies nothing.
    if (!existsSync(file) || (stable && readFileSync(file, "utf8") !== contents)) {
      mkdirSync(options.assetsDir, { recursive: true });
      // A stable name's new contents replace the file rather than rewrite it: the published assets are hard links to it
      // (scripts/content-manifest.ts), and a running server's snapshot too. Not flushed: a rebuild makes it again.
      if (stable) writeFileAtomic.sync(file, contents, { fsync: false });
      else writeFileSync(file, contents);
    }
    const url = `/build/content/${fileName}`;
    if (listed) assets[name] = url;
    return url;
  };
  await runHook(plugins, "contentLoaded", {
    config,
    pages,
    addPage: (input) => {
      const page = completePage(input, config);
      if (pages.some((p) => p.key === page.key)) throw new Error(`page "${page.key}" already exists`);
      pages.push(page);
    },
    addRedirect: (r) => redirects.push(r),
    emitAsset,
    addHeadTag: (tag) => headTags.push(tag),
    // Per version of the pipeline's code (plugins included): what a plugin derives is only as good as the code that derived it.
    cacheDir: options.cacheDir && join(options.cacheDir, "plugins", options.pipelineHash ?? "any"),
  });
  // Once every page is known (plugins add folder pages above).
  emitAsset(NAV_TREE_ASSET, "json", JSON.stringify(sidebarTree(buildNavTree(pages, config))));
  // What earlier builds emitted and this one did not (hashed names of older contents) goes.
  for (const file of existsSync(options.assetsDir) ? readdirSync(options.assetsDir) : []) {
    if (!emitted.has(file)) rmSync(join(options.assetsDir, file), { recursive: true, force: true });
  }

  // Pages compiled straight to HTML, and those plugins add, have theirs already.
  for (const page of pages) {
    if (!page.code) continue;
    Object.assign(page, await renderCached(options, page));
    delete page.code;
  }
  // A page a plugin added has no Markdown of its own (a generated folder page needs none: /llms-full.txt leaves it out).
  for (const page of pages) {
    if (page.markdown !== undefined || page.data.generated) continue;
    const { htmlToMarkdown } = await import("./markdown/page-markdown");
    page.markdown = await htmlToMarkdown(page.html, new URL(page.path, config.siteUrl).href);
  }
  for (const page of pages) {
    for (const tags of await runHook(plugins, "pageHeadTags", page, config)) if (tags) page.headTags.push(...(tags as HeadTag[]));
  }

  const files = await emitFiles(options, { pages, redirects, emittedAssets: [...emitted].map((name) => `/build/content/${name}`) });
  // Pages may link to what plugins emitted (/openapi.json), as to pages.
  const brokenLinks = findBrokenLinks(pages, new Set(files.map((file) => file.path)));
  if (brokenLinks.length) {
    if (options.linkCheck === "warn") console.warn(formatBrokenLinks(brokenLinks));
    else throw new BuildError(formatBrokenLinks(brokenLinks));
  }

  return { builtAt: new Date().toISOString(), pages, redirects, assets, headTags, files, broken };
}

/**
 * Development: `site` (a build of this process) with the pages of `files` (absolute paths under content/)
 * compiled again, added or removed, and nothing else done: what plugins derive from every page (the search
 * index, folder pages, feeds) stays as it was. An edit shows in a fraction of a full rebuild's time; the dev
 * server runs the full rebuild afterwards (server/dev/index.ts).
 */
export async function updatePages(
  options: BuildOptions,
  site: BuiltSite & { broken: BrokenPage[] },
  files: string[],
): Promise<BuiltSite & { broken: BrokenPage[] }> {
  const keys = new Set(files.map((file) => keyFromFile(relative(options.root, file))));
  const broken: BrokenPage[] = [];
  const updated = await compilePages(
    options,
    files.filter((file) => existsSync(file)),
    broken,
  );
  for (const page of updated) {
    await runHook(options.plugins, "extendPageData", page, options.config);
    if (page.code) Object.assign(page, await renderCached(options, page));
    delete page.code;
    for (const tags of await runHook(options.plugins, "pageHeadTags", page, options.config)) if (tags) page.headTags.push(...(tags as HeadTag[]));
  }
  const byKey = new Map(updated.map((page) => [page.key, page]));
  // In their places, so the sidebar keeps its order; a new page goes last (the nav tree sorts by front matter anyway).
  const pages = site.pages.flatMap((page) => (keys.has(page.key) ? (byKey.has(page.key) ? [byKey.get(page.key)!] : []) : [page]));
  for (const page of updated) if (!site.pages.some((p) => p.key === page.key)) pages.push(page);
  return { ...site, pages, broken: [...site.broken.filter((page) => !keys.has(page.key)), ...broken] };
}

/** Runs `siteBuilt` once every page is rendered, collecting what plugins emit with `emitFile`. */
async function emitFiles(options: BuildOptions, site: Pick<SiteBuiltApi, "pages" | "redirects" | "emittedAssets">): Promise<EmittedFile[]> {
  const files = new Map<string, EmittedFile>();
  const markdown = new Map(site.pages.map((page) => [page.key, page.markdown]));
  await runHook(options.plugins, "siteBuilt", {
    ...site,
    config: options.config,
    markdownOf: (key) => markdown.get(key),
    emitFile: (path, contents, { headers = {}, ssr = true } = {}) => {
      const problem = checkEmittedPath(path) ?? (files.has(path) ? `"${path}" foi emitido duas vezes` : undefined);
      if (problem) throw new BuildError(`emitFile: ${problem}`);
      files.set(path, { path, contents, headers, ssr });
    },
  });
  return [...files.values()];
}

/**
 * Hashes already taken, by page: the development server splits the whole site again after each save, where all
 * pages but the saved ones are the same objects with the same HTML (hashing every page took 80 ms a save).
 */
const hashedHtml = new WeakMap<Page, { html: string; hash: string }>();

/** The name of a page's HTML file: the hash of its contents. */
function htmlHash(page: Page): string {
  const known = hashedHtml.get(page);
  if (known?.html === page.html) return known.hash;
  const hash = createHash("sha256").update(page.html).digest("hex").slice(0, 20);
  hashedHtml.set(page, { html: page.html, hash });
  return hash;
}

/** The manifest as written for serving, and apart from it each page's Markdown by key and its HTML by hash (see ServedPage). */
export function splitForServing({ files, broken: _broken, ...site }: BuiltSite & { broken?: BrokenPage[] }): {
  manifest: SiteManifest;
  markdown: Record<string, string>;
  html: Map<string, string>;
  files: EmittedFile[];
} {
  const markdown: Record<string, string> = {};
  const html = new Map<string, string>();
  const pages = site.pages.map((page): ServedPage => {
    const { code, markdown: text, sections, html: pageHtml, ...served } = page;
    if (text !== undefined) markdown[served.key] = text;
    const hash = htmlHash(page);
    html.set(hash, pageHtml);
    return { ...served, htmlHash: hash };
  });
  return { manifest: { ...site, pages }, markdown, html, files };
}
