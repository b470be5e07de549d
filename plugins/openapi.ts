/**
 * /openapi.json: the OpenAPI 3.1 description of the marketplace API, generated
 * from the call catalogue and the ad catalogue (domain/api-catalogue/openapi.ts),
 * with its YAML twin /openapi.yaml, and the Postman collection and environments
 * generated from the same catalogue (domain/api-catalogue/postman.ts).
 * The build stops if the catalogue is incoherent (a path parameter missing from
 * its path, an answer without status, an example that does not fit its schema);
 * the build emits the files, which the SSR server serves and the export copies.
 */
import { join } from "node:path";
import { hashPipeline } from "../core/build-site";
import { readCacheFile, writeCacheFile } from "../core/cache-file";
import { paths } from "../core/paths";
import { definePlugin } from "../core/plugin";
import type { SiteConfig } from "../core/site-config";
import { stringify as toYaml } from "yaml";
import { OPENAPI_PATH, OPENAPI_YAML_PATH, buildOpenApi } from "../domain/api-catalogue/openapi";
import { POSTMAN_COLLECTION_PATH, POSTMAN_ENVIRONMENTS, buildPostmanCollection, buildPostmanEnvironment } from "../domain/api-catalogue/postman";
import { SCHEMA_FILES } from "../domain/api-catalogue/schema-files";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const openApiDocument = (config: SiteConfig) => buildOpenApi({ hosts: config.hosts, siteUrl: config.siteUrl });

export function openApiJson(config: SiteConfig): string {
  return json(openApiDocument(config));
}

/** Every file the plugin serves: its content type and how it is made from the configuration. */
const FILES: Record<string, { type: string; make: (config: SiteConfig) => string }> = {
  [OPENAPI_PATH]: { type: "application/json; charset=utf-8", make: openApiJson },
  // The same document for tools and readers that take YAML; aliases would make it shorter and harder to read.
  [OPENAPI_YAML_PATH]: {
    type: "application/yaml; charset=utf-8",
    make: (config) => toYaml(openApiDocument(config), { aliasDuplicateObjects: false, lineWidth: 0 }),
  },
  [POSTMAN_COLLECTION_PATH]: {
    type: "application/json; charset=utf-8",
    make: (config) => json(buildPostmanCollection({ hosts: config.hosts, siteUrl: config.siteUrl })),
  },
  ...Object.fromEntries(
    POSTMAN_ENVIRONMENTS.map((environment) => [
      environment.path,
      { type: "application/json; charset=utf-8", make: (config: SiteConfig) => json(buildPostmanEnvironment(config.hosts, environment)) },
    ]),
  ),
  // The ad schemas as standalone JSON Schema files (/esquemas/): the API body, the JSON file and each category.
  ...Object.fromEntries(
    SCHEMA_FILES.map((file) => [file.path, { type: "application/json; charset=utf-8", make: (config: SiteConfig) => json(file.make(config.siteUrl)) }]),
  ),
};

/**
 * The catalogue's checks compile a JSON Schema validator per call (a fifth of
 * a content build after one page changed): once per version of the code they
 * check, the domain folder and the lockfile, recorded in the build cache.
 */
async function checkCatalogueOnce() {
  const p = paths();
  const stamp = join(p.cache, "checked", `api-catalogue-${hashPipeline(p.root, ["domain"], ["package-lock.json"])}`);
  if (readCacheFile(stamp, "the call catalogue's last check") === "ok") return;
  // Loaded only to check: the JSON Schema validator is a large share of the plugins' code (bench/README.md).
  const { assertCatalogue } = await import("../domain/api-catalogue/check");
  assertCatalogue();
  writeCacheFile(stamp, "ok");
}

export default definePlugin({
  name: "openapi",
  setup: () => ({
    contentLoaded: checkCatalogueOnce,
    siteBuilt({ config, emitFile }) {
      for (const [path, file] of Object.entries(FILES)) {
        const name = path.slice(path.lastIndexOf("/") + 1);
        emitFile(path, file.make(config), {
          headers: {
            "Content-Type": file.type,
            // Tools (an online editor, Postman by URL) fetch it from another origin.
            "Access-Control-Allow-Origin": "*",
            "Cache-Control": "public, max-age=300",
            // Opened by URL it still shows; a link saves it under its own name.
            "Content-Disposition": `inline; filename="${name}"`,
          },
        });
      }
    },
  }),
});
