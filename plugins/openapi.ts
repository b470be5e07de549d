/**
 * /openapi.json: the OpenAPI 3.1 description of the marketplace API, generated
 * from the call catalogue and the ad catalogue (domain/api-catalogue/openapi.ts).
 * The build stops if the catalogue is incoherent (a path parameter missing from
 * its path, an answer without status, an example that does not fit its schema);
 * the SSR server answers the file and the static export writes it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { hashPipeline } from "../core/build-site";
import { readCacheFile, writeCacheFile } from "../core/cache-file";
import { paths } from "../core/paths";
import { definePlugin, oncePer } from "../core/plugin";
import type { SiteConfig } from "../core/site-config";
import { OPENAPI_PATH, buildOpenApi } from "../domain/api-catalogue/openapi";

export function openApiJson(config: SiteConfig): string {
  return `${JSON.stringify(buildOpenApi({ hosts: config.hosts, siteUrl: config.siteUrl }), null, 2)}\n`;
}

/**
 * The catalogue's checks compile a JSON Schema validator per call (a fifth of
 * a content build after one page changed): once per version of the code they
 * check, the domain folder and the lockfile, recorded in the build cache.
 */
async function checkCatalogueOnce() {
  const p = paths();
  const stamp = join(p.cache, "checked", `api-catalogue-${hashPipeline(p.root, ["domain"], ["package-lock.json"])}`);
  if (readCacheFile(stamp, "the call catalogue's last check") === "ok") return;
  // Loaded only to check: the JSON Schema validator is a quarter of the plugins' code.
  const { assertCatalogue } = await import("../domain/api-catalogue/check");
  assertCatalogue();
  writeCacheFile(stamp, "ok");
}

// Generated on first use, once per configuration (the server's), not per request.
const served = oncePer(openApiJson);

export default definePlugin({
  name: "openapi",
  servedPaths: [OPENAPI_PATH],
  contentLoaded: checkCatalogueOnce,
  async onRequest(url, { config }) {
    if (url.pathname !== OPENAPI_PATH) return;
    return new Response(await served(config), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        // Tools (an online editor, Postman by URL) fetch it from another origin.
        "Access-Control-Allow-Origin": "*",
        "Cache-Control": "public, max-age=300",
      },
    });
  },
  afterExport({ config, outDir, writeFile, buildChanged }) {
    // Made from the code and the config alone: an export after a content change keeps it.
    if (!buildChanged && existsSync(join(outDir, OPENAPI_PATH))) return;
    writeFile(OPENAPI_PATH.slice(1), openApiJson(config));
  },
});
