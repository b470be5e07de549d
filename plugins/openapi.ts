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
import { readCacheBytes, readCacheFile, writeCacheFile } from "../core/cache-file";
import { inputKey } from "../core/input-hash";
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

/** The catalogue's code (the documents are made from it alone, with this plugin and the packages of the lockfile). */
const catalogueCode = (root: string) => hashPipeline(root, ["domain"], ["plugins/openapi.ts", "package-lock.json"]);

/**
 * The catalogue's checks compile a JSON Schema validator per call (a fifth of
 * a content build after one page changed): once per version of the code they
 * check, the domain folder and the lockfile, recorded in the build cache.
 */
async function checkCatalogueOnce(code: string) {
  const p = paths();
  const stamp = join(p.cache, "checked", `api-catalogue-${code}`);
  if (readCacheFile(stamp, "the call catalogue's last check") === "ok") return;
  // Loaded only to check: the JSON Schema validator is a large share of the plugins' code (bench/README.md).
  const { assertCatalogue } = await import("../domain/api-catalogue/check");
  assertCatalogue();
  writeCacheFile(stamp, "ok");
}

/**
 * Every file's bytes, made once per version of the catalogue's code and of the hosts and URL they name, and kept
 * in the build cache (core/input-hash.ts): making them (the OpenAPI document twice, the YAML, Postman, the schemas)
 * was a tenth of a build after one page changed (bench/README.md). Kept as bytes, and emitted as bytes: each build
 * reads them, and a text entry of megabytes cost it its decoding, its JSON parse and the encoding back to write it.
 */
export function madeFiles(config: SiteConfig, code: string): Record<string, Buffer> {
  const entry = join(paths().cache, "openapi", `${inputKey(code, JSON.stringify([config.hosts, config.siteUrl]))}.files`);
  const cached = readCacheBytes(entry, "the OpenAPI and Postman files");
  if (cached) return unpackFiles(cached);
  const made = Object.fromEntries(Object.entries(FILES).map(([path, file]) => [path, Buffer.from(file.make(config))]));
  writeCacheFile(entry, packFiles(made));
  return made;
}

/** Files in one entry: a first line of JSON, each file's path and length in bytes, then the files' bytes one after another. */
export function packFiles(files: Record<string, Buffer>): Buffer {
  const lengths = Object.entries(files).map(([path, bytes]) => [path, bytes.length]);
  return Buffer.concat([Buffer.from(`${JSON.stringify(lengths)}\n`), ...Object.values(files)]);
}

/** The files of `packFiles`, each a view of `packed` (nothing copied). */
export function unpackFiles(packed: Buffer): Record<string, Buffer> {
  const newline = packed.indexOf(10);
  const lengths = JSON.parse(packed.toString("utf8", 0, newline)) as [string, number][];
  let at = newline + 1;
  return Object.fromEntries(lengths.map(([path, length]) => [path, packed.subarray(at, (at += length))]));
}

export default definePlugin({
  name: "openapi",
  setup: () => {
    // Hashed once per build (both hooks need it), again at each build: the development server keeps this instance while the catalogue changes.
    let code: string | undefined;
    return {
      contentLoaded: () => checkCatalogueOnce((code = catalogueCode(paths().root))),
      siteBuilt({ config, emitFile }) {
        const built = code ?? catalogueCode(paths().root);
        code = undefined;
        for (const [path, bytes] of Object.entries(madeFiles(config, built))) {
          const file = FILES[path];
          const name = path.slice(path.lastIndexOf("/") + 1);
          emitFile(path, bytes, {
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
    };
  },
});
