/**
 * The content build as the command line runs it (`npm run build`, `npm run
 * export`): core/build-site.ts with this site's config and folders, written to
 * build/content/manifest.json. Incremental: only pages whose source (or the
 * pipeline's code) changed are compiled again. When many pages are not yet in
 * the cache, this process and one child per other core (scripts/compile-worker.ts)
 * compile a share of them first; the build then reads the cache.
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import writeFileAtomic from "write-file-atomic";
import { buildSite, countUncached, hashPipeline, warmCache, type BuildOptions } from "../core/build-site";
import { paths } from "../core/paths";
import type { SiteManifest } from "../core/types";
import { siteConfig } from "../site.config";

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

/**
 * A script next to the running one, in the same form: `x.ts` when run from
 * source (with tsx), `x.mjs` when run from the bundle in build/scripts.
 * Children start with this process's Node flags (tsx's loader, or none), and
 * with an IPC channel so they can end when this process does (`endWithParent`).
 */
export function spawnSibling(from: string, name: string, args: string[]) {
  const script = fileURLToPath(new URL(`./${name}${from.endsWith(".ts") ? ".ts" : ".mjs"}`, from));
  return spawn(process.execPath, [...process.execArgv, script, ...args], { stdio: ["pipe", "inherit", "inherit", "ipc"] });
}

/**
 * In a child of `spawnSibling`: exit as soon as the parent is gone (killed,
 * crashed or interrupted), whose channel then closes. Otherwise a killed
 * export would leave its workers rendering into dist/.
 */
export function endWithParent() {
  process.on("disconnect", () => process.exit(1));
  // The channel must not keep a finished child alive.
  process.channel?.unref();
}

/** Compiles the uncached pages in `count` shares: this process takes the last, a child each of the others. */
function warmInParallel(build: BuildOptions, count: number) {
  return Promise.all([
    warmCache(build, count - 1, count),
    ...Array.from({ length: count - 1 }, (_, i) => new Promise<void>((resolve) => spawnSibling(import.meta.url, "compile-worker", [`${i}/${count}`]).on("exit", () => resolve()))),
  ]);
}

/** Builds the content manifest and writes it; throws a BuildError naming every broken file. */
export async function buildContent(): Promise<SiteManifest> {
  const started = performance.now();
  const p = paths();
  const build = contentBuildOptions();
  const cores = availableParallelism();
  if (build.cacheDir && cores > 1 && countUncached(build) >= PARALLEL_FROM) await warmInParallel(build, cores);
  const manifest = await buildSite(build);
  // Whole or absent: a build killed here leaves no half manifest for `npm start` to serve.
  mkdirSync(dirname(p.manifest), { recursive: true });
  writeFileAtomic.sync(p.manifest, JSON.stringify(manifest));
  console.log(`content: ${manifest.pages.length} pages, ${manifest.redirects.length} redirects in ${Math.round(performance.now() - started)} ms`);
  return manifest;
}
