/**
 * `npm run build` step two (and `npm run export`'s first step): compiles every
 * page once into build/content/manifest.json. Exits non-zero naming file and
 * line on broken MDX, front matter or links. Incremental: only pages whose
 * source (or the pipeline's code) changed are compiled again.
 * When many pages are not yet in the cache, this process and one more per
 * other core compile a share of them first (`--warm i/n`); the build then
 * reads the cache.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildSite, countUncached, hashPipeline, warmCache, type BuildOptions } from "../core/build-site";
import { paths } from "../core/paths";
import type { SiteManifest } from "../core/types";
import { siteConfig } from "../site.config";

const PARALLEL_FROM = 40; // below this, starting more processes costs more than it saves

const p = paths();
const options = (): BuildOptions => ({
  root: p.contentRoot,
  config: siteConfig,
  plugins: siteConfig.plugins,
  cacheDir: process.env.PORTAL_NO_CACHE ? undefined : p.cache,
  assetsDir: p.contentAssets,
  pipelineHash: hashPipeline(p.root),
  // While several areas are written at once: PORTAL_LINK_CHECK=warn reports without failing.
  linkCheck: process.env.PORTAL_LINK_CHECK === "warn" ? "warn" : "error",
});

/** Compiles the uncached pages in `count` shares: this process takes the last, one child process each of the others. */
function warmInParallel(build: BuildOptions, count: number) {
  const script = fileURLToPath(import.meta.url);
  return Promise.all([
    warmCache(build, count - 1, count),
    ...Array.from({ length: count - 1 }, (_, i) =>
      new Promise<void>((resolve) => spawn(process.execPath, ["--import", "tsx", script, "--warm", `${i}/${count}`], { stdio: "inherit" }).on("exit", () => resolve())),
    ),
  ]);
}

/** Builds the content manifest and writes it; throws a BuildError naming every broken file. */
export async function buildContent(): Promise<SiteManifest> {
  const started = performance.now();
  const build = options();
  const cores = availableParallelism();
  if (build.cacheDir && cores > 1 && countUncached(build) >= PARALLEL_FROM) await warmInParallel(build, cores);
  const manifest = await buildSite(build);
  mkdirSync(dirname(p.manifest), { recursive: true });
  writeFileSync(p.manifest, JSON.stringify(manifest));
  console.log(`content: ${manifest.pages.length} pages, ${manifest.redirects.length} redirects in ${Math.round(performance.now() - started)} ms`);
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const warmArg = process.argv.indexOf("--warm");
  if (warmArg > 0) {
    const [index, count] = process.argv[warmArg + 1].split("/").map(Number);
    await warmCache(options(), index, count);
    process.exit(0);
  }
  try {
    await buildContent();
  } catch (error) {
    console.error(`content build failed\n${(error as Error).message}`);
    process.exit(1);
  }
}
