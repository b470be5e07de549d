/**
 * `npm start` serves a finished build or nothing: a build killed half-way
 * (or never run) would otherwise answer every page with an error. The
 * content manifest is written last and atomically by `npm run build`, after
 * the app, so a readable manifest whose assets exist means a whole build.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pageHtmlFile, type paths } from "../core/paths";
import type { SiteManifest } from "../core/types";

/**
 * `npm run dev` writes its own app build over build/index.js and public/build/: a development build, whose
 * pages need React's development runtime (`jsxDEV`), which production does not load. Remix names the mode
 * in the server build (`mode = "development"`, unminified there).
 */
const DEVELOPMENT_BUILD = /\bmode = "development"/;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** How `file` differs from what the build recorded of it (a short write on a full disk), or undefined. */
function damaged(file: string, recorded: { bytes: number; sha256: string } | undefined): string | undefined {
  if (!recorded) return undefined; // a build from before the record: its presence was checked
  const bytes = readFileSync(file);
  if (bytes.length !== recorded.bytes) return `holds ${bytes.length} bytes, the build wrote ${recorded.bytes}`;
  return sha256(bytes) === recorded.sha256 ? undefined : "is not what the build wrote";
}

/** Why the build cannot be served, or undefined when it can. */
export function incompleteBuild(p: ReturnType<typeof paths>): string | undefined {
  if (!existsSync(p.remixServerBuild)) return `no app build at ${p.remixServerBuild}`;
  if (DEVELOPMENT_BUILD.test(readFileSync(p.remixServerBuild, "utf8"))) {
    return `the app build at ${p.remixServerBuild} is a development build (made by "npm run dev"), which production cannot serve`;
  }
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
  const markdownDamage = damaged(p.pageMarkdown, manifest.served?.markdown);
  if (markdownDamage) return `the pages' Markdown (${p.pageMarkdown}) ${markdownDamage}`;
  const withoutHtml = manifest.pages.find((page) => !existsSync(pageHtmlFile(p, page.htmlHash)));
  if (withoutHtml) return `the HTML of ${withoutHtml.path} (${p.pageHtml}) is missing`;
  // Each page's HTML file is named by the hash of what the build wrote into it.
  const alteredHtml = manifest.pages.find((page) => sha256(readFileSync(pageHtmlFile(p, page.htmlHash))).slice(0, page.htmlHash.length) !== page.htmlHash);
  if (alteredHtml) return `the HTML of ${alteredHtml.path} (${pageHtmlFile(p, alteredHtml.htmlHash)}) is not what the build wrote`;
  const missing = Object.values(manifest.assets ?? {}).find((url) => !existsSync(join(p.contentAssets, url.replace(/^\/build\/content\//, ""))));
  return missing ? `the content asset ${missing} is missing` : undefined;
}
