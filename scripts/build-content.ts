/**
 * `npm run build` step two: compiles every page once into build/content/manifest.json.
 * Exits non-zero naming file and line on broken MDX, front matter or links.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { buildSite, hashPipeline } from "../core/build-site";
import { paths } from "../core/paths";
import { siteConfig } from "../site.config";

const p = paths();
const started = performance.now();
try {
  const manifest = await buildSite({
    root: p.contentRoot,
    config: siteConfig,
    plugins: siteConfig.plugins,
    cacheDir: process.env.PORTAL_NO_CACHE ? undefined : p.cache,
    assetsDir: p.contentAssets,
    pipelineHash: hashPipeline(p.root),
    // While several areas are written at once: PORTAL_LINK_CHECK=warn reports without failing.
    linkCheck: process.env.PORTAL_LINK_CHECK === "warn" ? "warn" : "error",
  });
  mkdirSync(dirname(p.manifest), { recursive: true });
  writeFileSync(p.manifest, JSON.stringify(manifest));
  console.log(`content: ${manifest.pages.length} pages, ${manifest.redirects.length} redirects in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(`content build failed\n${(error as Error).message}`);
  process.exit(1);
}
