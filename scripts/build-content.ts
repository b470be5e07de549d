/**
 * `npm run build` step two: compiles every page once into build/content/manifest.json.
 * Exits non-zero naming file and line on broken MDX, front matter or links.
 * When many pages are not yet in the cache, one process per core compiles
 * a share of them first (`--warm i/n`); the build then reads the cache.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite, countUncached, hashPipeline, warmCache, type BuildOptions } from "../core/build-site";
import { paths } from "../core/paths";
import { siteConfig } from "../site.config";

const PARALLEL_FROM = 40; // below this, starting more processes costs more than it saves

const p = paths();
const options: BuildOptions = {
  root: p.contentRoot,
  config: siteConfig,
  plugins: siteConfig.plugins,
  cacheDir: process.env.PORTAL_NO_CACHE ? undefined : p.cache,
  assetsDir: p.contentAssets,
  pipelineHash: hashPipeline(p.root),
  // While several areas are written at once: PORTAL_LINK_CHECK=warn reports without failing.
  linkCheck: process.env.PORTAL_LINK_CHECK === "warn" ? "warn" : "error",
};

function warmInParallel(count: number) {
  const script = fileURLToPath(import.meta.url);
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise<void>((resolve) => spawn(process.execPath, ["--import", "tsx", script, "--warm", `${i}/${count}`], { stdio: "inherit" }).on("exit", () => resolve())),
    ),
  );
}

const warmArg = process.argv.indexOf("--warm");
if (warmArg > 0) {
  const [index, count] = process.argv[warmArg + 1].split("/").map(Number);
  await warmCache(options, index, count);
  process.exit(0);
}

const started = performance.now();
try {
  const cores = availableParallelism();
  if (options.cacheDir && cores > 1 && countUncached(options) >= PARALLEL_FROM) await warmInParallel(cores);
  const manifest = await buildSite(options);
  mkdirSync(dirname(p.manifest), { recursive: true });
  writeFileSync(p.manifest, JSON.stringify(manifest));
  console.log(`content: ${manifest.pages.length} pages, ${manifest.redirects.length} redirects in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(`content build failed\n${(error as Error).message}`);
  process.exit(1);
}
