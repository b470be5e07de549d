/**
 * `npm start` serves a finished build or nothing: a build killed half-way
 * (or never run) would otherwise answer every page with an error. The
 * content manifest is written last and atomically by `npm run build`, after
 * the app, so a readable manifest whose assets exist means a whole build.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pageHtmlFile, type paths } from "../core/paths";
import type { SiteManifest } from "../core/types";

/** Why the build cannot be served, or undefined when it can. */
export function incompleteBuild(p: ReturnType<typeof paths>): string | undefined {
  if (!existsSync(p.remixServerBuild)) return `no app build at ${p.remixServerBuild}`;
  if (!existsSync(join(p.publicDir, "build"))) return `no browser assets in ${join(p.publicDir, "build")}`;
  let manifest: SiteManifest;
  try {
    manifest = JSON.parse(readFileSync(p.manifest, "utf8"));
  } catch {
    return `no complete content manifest at ${p.manifest}`;
  }
  if (!Array.isArray(manifest.pages) || manifest.pages.length === 0) return `the content manifest at ${p.manifest} has no pages`;
  // Written just before the manifest (and atomically): only a removed file can be missing.
  if (!existsSync(p.pageMarkdown)) return `the pages' Markdown (${p.pageMarkdown}) is missing`;
  const withoutHtml = manifest.pages.find((page) => !existsSync(pageHtmlFile(p, page.htmlHash)));
  if (withoutHtml) return `the HTML of ${withoutHtml.path} (${p.pageHtml}) is missing`;
  const missing = Object.values(manifest.assets ?? {}).find((url) => !existsSync(join(p.contentAssets, url.replace(/^\/build\/content\//, ""))));
  return missing ? `the content asset ${missing} is missing` : undefined;
}
