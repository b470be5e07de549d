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
import { buildNavTree, type NavNode } from "../core/nav";
import { paths } from "../core/paths";
import type { ClientPage, Redirect, ServedPage, SiteManifest } from "../core/types";
import { siteConfig } from "../site.config";

export interface SiteIndex {
  manifest: SiteManifest;
  byKey: Map<string, ServedPage>;
  redirects: Map<string, Redirect>;
  nav: NavNode[];
  /** A page's Markdown (for /llms-full.txt), read on first use. */
  markdownOf(key: string): string | undefined;
}

const p = paths();
let current: { index: SiteIndex; signature: string } | undefined;
let pending: Promise<SiteIndex> | undefined;

function indexManifest(manifest: SiteManifest, markdownOf: SiteIndex["markdownOf"]): SiteIndex {
  return {
    manifest,
    byKey: new Map(manifest.pages.map((page) => [page.key, page])),
    redirects: new Map(manifest.redirects.map((r) => [r.from, r])),
    nav: buildNavTree(manifest.pages, siteConfig),
    markdownOf,
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
  // A computed path, so the Remix compiler leaves the build pipeline (mdx-bundler, esbuild, Shiki)
  // out of the server bundle: production never compiles and would load it at every start for nothing.
  const pipeline = pathToFileURL(join(p.root, "core", "build-site.ts")).href;
  const { buildSite, hashPipeline } = (await import(pipeline)) as typeof import("../core/build-site");
  const manifest = await buildSite({
    root: p.contentRoot,
    config: siteConfig,
    plugins: siteConfig.plugins,
    cacheDir: p.cache,
    assetsDir: p.contentAssets,
    pipelineHash: hashPipeline(p.root),
    linkCheck: "warn",
  });
  const markdown = new Map(manifest.pages.map((page) => [page.key, page.markdown]));
  current = { index: indexManifest(manifest, (key) => markdown.get(key)), signature };
  return current.index;
}

export async function getSite(): Promise<SiteIndex> {
  if (process.env.NODE_ENV === "production") {
    if (!current) {
      if (!existsSync(p.manifest)) throw new Error(`No content manifest at ${p.manifest}: run "npm run build" first.`);
      current = { index: indexManifest(JSON.parse(readFileSync(p.manifest, "utf8")), builtMarkdown()), signature: "" };
    }
    return current.index;
  }
  // One rebuild at a time; concurrent requests share it.
  pending ??= rebuildForDevelopment().finally(() => (pending = undefined));
  return pending;
}

/** The part of a page the browser needs. */
export function toClientPage(page: ServedPage): ClientPage {
  const { key, path, title, lang, frontmatter, headers, html, data, headTags } = page;
  return { key, path, title, lang, frontmatter, headers, html, data, headTags };
}
