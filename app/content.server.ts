/**
 * Server side of the content: the manifest built by `npm run build`, indexed
 * for lookups. Production reads it once. Development rebuilds it when a
 * content file changed since the last request (only changed pages are
 * recompiled, thanks to the hash cache), so an edit shows on the next reload.
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
}

const p = paths();
let current: { index: SiteIndex; signature: string } | undefined;
let pending: Promise<SiteIndex> | undefined;

function indexManifest(manifest: SiteManifest, htmlOf: SiteIndex["htmlOf"], markdownOf: SiteIndex["markdownOf"]): SiteIndex {
  return {
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

async function rebuildForDevelopment(): Promise<SiteIndex> {
  const signature = contentSignature();
  if (current?.signature === signature) return current.index;
  // Computed paths, so the Remix compiler leaves the build pipeline (mdx-bundler, esbuild, Shiki) and the
  // plugins out of the server bundle: production never compiles and would load them at every start for nothing.
  const pipeline = pathToFileURL(join(p.root, "core", "build-site.ts")).href;
  const { buildSite, hashPipeline, splitForServing } = (await import(pipeline)) as typeof BuildSite;
  const { siteConfig } = (await import(pathToFileURL(join(p.root, "site.config.ts")).href)) as typeof SiteConfigFile;
  const built = await buildSite({
    root: p.contentRoot,
    config: siteConfig,
    plugins: siteConfig.plugins,
    cacheDir: p.cache,
    assetsDir: p.contentAssets,
    pipelineHash: hashPipeline(p.root),
    linkCheck: "warn",
  });
  const { manifest, markdown, html, files } = splitForServing(built);
  // Where the development server answers sitemap.xml, openapi.json, … from (server/emitted-files.ts).
  writeEmittedFiles(p.devEmittedFiles, files);
  current = { index: indexManifest(manifest, (page) => html.get(page.htmlHash)!, (key) => markdown[key]), signature };
  return current.index;
}

export async function getSite(): Promise<SiteIndex> {
  if (process.env.NODE_ENV === "production") {
    if (!current) {
      if (!existsSync(p.manifest)) throw new Error(`No content manifest at ${p.manifest}: run "npm run build" first.`);
      current = { index: indexManifest(JSON.parse(readFileSync(p.manifest, "utf8")), builtHtml(), builtMarkdown()), signature: "" };
    }
    return current.index;
  }
  // One rebuild at a time; concurrent requests share it.
  pending ??= rebuildForDevelopment().finally(() => (pending = undefined));
  return pending;
}

/** The part of a page the browser needs, with its HTML. */
export function toClientPage(page: ServedPage, html: string): ClientPage {
  const { key, path, title, lang, frontmatter, headers, data, headTags } = page;
  return { key, path, title, lang, frontmatter, headers, html, data, headTags };
}
