/**
 * The content build as the command line runs it (`npm run build`, `npm run
 * export`): core/build-site.ts with this site's config and folders, written to
 * build/content/manifest.json. Incremental: only pages whose source (or the
 * pipeline's code) changed are compiled again. When many pages are not yet in
 * the cache, this process and one child per other core (scripts/compile-worker.ts)
 * compile a share of them first; the build then reads the cache.
 */
import { mkdirSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { buildSite, countUncached, hashPipeline, warmCache, type BuildOptions } from "../core/build-site";
import { paths } from "../core/paths";
import type { SiteManifest } from "../core/types";
import { siteConfig } from "../site.config";
import { inShares } from "./child-processes";

const PARALLEL_FROM = 40; // below this, starting more processes costs more than it saves

export function contentBuildOptions(): BuildOptions {
  const p = paths();
  return {
    root: p.contentRoot,
    config: siteConfig,
    plugins: siteConfig.plugins,
    cacheDir: process.env.PORTAL_NO_CACHE ? undefined : p.cache,
    assetsDir: p.contentAssets,
    pipelineHash: hashPipeline(p.root),
    // While several areas are written at once: PORTAL_LINK_CHECK=warn reports without failing.
    linkCheck: process.env.PORTAL_LINK_CHECK === "warn" ? "warn" : "error",
  };
}

/** Compiles the uncached pages in `count` shares: this process takes the last, a child each of the others. */
const warmInParallel = (build: BuildOptions, count: number) =>
  inShares(import.meta.url, "compile-worker", count, () => warmCache(build, count - 1, count), (i) => [`${i}/${count}`]);

/** Builds the content manifest and writes it; throws a BuildError naming every broken file. */
export async function buildContent(): Promise<SiteManifest> {
  const started = performance.now();
  const p = paths();
  const build = contentBuildOptions();
  const cores = availableParallelism();
  // Emitted assets are made again below; older ones (hashed names) would pile up when the app build is skipped.
  rmSync(p.contentAssets, { recursive: true, force: true });
  if (build.cacheDir && cores > 1 && countUncached(build) >= PARALLEL_FROM) await warmInParallel(build, cores);
  const manifest = await buildSite(build);
  // Whole or absent: a build killed here leaves no half manifest for `npm start` to serve.
  mkdirSync(dirname(p.manifest), { recursive: true });
  writeFileAtomic.sync(p.manifest, JSON.stringify(manifest));
  console.log(`content: ${manifest.pages.length} pages, ${manifest.redirects.length} redirects in ${Math.round(performance.now() - started)} ms`);
  return manifest;
}
