/**
 * Files that tell static hosts reading them (Netlify, Cloudflare Pages) how
 * to answer, emitted by the build for the export alone (the SSR server
 * answers by its own rules and does not serve them):
 *  - `_redirects`: every `/x.md` → `/x.html` (301);
 *  - `_headers`: the security headers on everything, a year's cache for the
 *    hashed assets, and CORS on the API description and the Postman files
 *    (browser tools load them from another origin). Hashed files are covered
 *    by patterns (immutablePaths) rather than one rule each: Cloudflare Pages
 *    reads at most 100 rules, so the export fails past that instead of losing
 *    some. A `/build/*` rule would also catch the search index, which keeps
 *    its name and must be revalidated.
 *    HTML and other files keep the hosts' default: revalidated with an ETag.
 * deploy/nginx/ does the same for nginx (README, "Deploy").
 */
import { dirname } from "node:path";
import { appBuildFiles, filesUnder } from "../core/app-build-files";
import { HASHED_ASSET, IMMUTABLE, isHashedAsset } from "../core/hashed-assets";
import { paths, retiredFolders } from "../core/paths";
import { SECURITY_HEADERS } from "../core/security-headers";
import { definePlugin } from "../core/plugin";
import { OPENAPI_PATH, OPENAPI_YAML_PATH } from "../domain/api-catalogue/openapi";
import { POSTMAN_COLLECTION_PATH } from "../domain/api-catalogue/postman";
import { SCHEMA_FOLDER } from "../domain/api-catalogue/schema-files";

/** Cloudflare Pages ignores the rules of `_headers` past this many. */
export const MAX_HEADER_RULES = 100;

/** Files other origins may load: the API description, the Postman folder and the ad schemas. */
const CROSS_ORIGIN_PATHS = [OPENAPI_PATH, OPENAPI_YAML_PATH, `${dirname(POSTMAN_COLLECTION_PATH)}/*`, `${SCHEMA_FOLDER}/*`];

/**
 * The fewest patterns that cover the hashed files and nothing else, from the
 * broadest: a folder (`/build/_shared/*`, which also matches below it) whose
 * files are all hashed; the name before the hash (`/build/content/search-text.*`)
 * when no other file starts so; the file itself otherwise. `files` are every
 * file under the export's /build, as paths from its root.
 */
export function immutablePaths(files: readonly string[]): string[] {
  const notHashed = files.filter((f) => !isHashedAsset(f));
  const coversNothingElse = (prefix: string) => !notHashed.some((f) => f.startsWith(prefix));
  const out = new Set<string>();
  for (const file of files.filter(isHashedAsset)) {
    const parts = file.split("/").slice(1, -1);
    // Folders below /build only: /build itself holds the search index, which keeps its name.
    const folders = parts.slice(1).map((_, i) => `/${parts.slice(0, i + 2).join("/")}/`);
    const folder = folders.find(coversNothingElse);
    const stem = file.slice(0, HASHED_ASSET.exec(file)!.index + 1);
    out.add(folder ? `${folder}*` : coversNothingElse(stem) ? `${stem}*` : file);
  }
  return [...out].sort();
}

export function headersFile(files: readonly string[]): string {
  const rule = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const rules = [
    rule("/*", SECURITY_HEADERS),
    ...CROSS_ORIGIN_PATHS.map((path) => rule(path, { "Access-Control-Allow-Origin": "*" })),
    ...immutablePaths(files).map((path) => rule(path, { "Cache-Control": IMMUTABLE })),
  ];
  if (rules.length > MAX_HEADER_RULES) {
    throw new Error(
      `_headers: ${rules.length} regras, mais que as ${MAX_HEADER_RULES} que o Cloudflare Pages lê; junte os arquivos com hash numa pasta só deles`,
    );
  }
  return `${rules.join("\n")}\n`;
}

/**
 * What the export's /build will hold: the app build's assets (public/build/, without the content's, which
 * this build replaces), those of earlier builds kept for open pages (build/retired-assets/), and the
 * content assets this build emitted.
 */
function exportedBuildFiles(emittedAssets: readonly string[]): string[] {
  const p = paths();
  return [...new Set([...appBuildFiles(p), ...retiredFolders(p).flatMap((retired) => filesUnder(retired, "/build")), ...emittedAssets])];
}

export default definePlugin({
  name: "static-hosts",
  setup: () => ({
    siteBuilt({ redirects, emittedAssets, emitFile }) {
      emitFile("/_redirects", redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join("\n") + "\n", { ssr: false });
      emitFile("/_headers", headersFile(exportedBuildFiles(emittedAssets)), { ssr: false });
    },
  }),
});
