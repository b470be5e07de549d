import { describe, expect, it } from "vitest";
import { MAX_HEADER_RULES, headersFile, immutablePaths } from "./static-hosts";

const rulesOf = (file: string) => file.split("\n").filter((line) => line.startsWith("/"));

describe("_headers for Cloudflare Pages and Netlify", () => {
  // The export's /build as a large site has it: Remix's chunks, one search texts file per page, the search index.
  const files = [
    "/build/entry.client-FY4ZX3R6.js",
    "/build/_assets/tailwind-GCHY5YEJ.css",
    ...Array.from({ length: 30 }, (_, i) => `/build/_shared/chunk-${String(i).padStart(8, "A")}.js`),
    ...Array.from({ length: 2000 }, (_, i) => `/build/content/search-text.${i.toString(16).padStart(10, "0")}.json`),
    "/build/content/nav-tree.0123456789.json",
    "/build/content/search-index.json",
  ];

  it("covers thousands of hashed files with a few patterns, never the search index", () => {
    expect(immutablePaths(files)).toEqual([
      "/build/_assets/*",
      "/build/_shared/*",
      "/build/content/nav-tree.*",
      "/build/content/search-text.*",
      "/build/entry.client-*",
    ]);
    const rules = rulesOf(headersFile(files));
    expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    expect(rules.some((r) => "/build/content/search-index.json".startsWith(r.replace("*", "")) && r !== "/*")).toBe(false);
  });

  it("keeps one pattern a folder when its chunks have precompressed copies, across a week of retired builds", () => {
    // Each app build leaves its chunks and their .br copies in build/retired-assets/ for a week.
    const builds = Array.from({ length: 12 }, (_, build) =>
      ["_shared/chunk", "_shared/SearchBox", "routes/$", "routes/home", "root", "manifest", "entry.client"].flatMap((name) => {
        const file = `/build/${name}-${String(build).padStart(8, "B")}.js`;
        return [file, `${file}.br`];
      }),
    ).flat();
    expect(immutablePaths([...builds, "/build/content/search-index.json"])).toEqual([
      "/build/_shared/*",
      "/build/entry.client-*",
      "/build/manifest-*",
      "/build/root-*",
      "/build/routes/*",
    ]);
    expect(() => headersFile(builds)).not.toThrow();
  });

  it("lets other origins load the API description and the Postman files", () => {
    const text = headersFile(files);
    for (const path of ["/openapi.json", "/openapi.yaml", "/postman/*"]) expect(text).toContain(`${path}\n  Access-Control-Allow-Origin: *`);
  });

  it("stops the export, in Portuguese, rather than write rules a host would drop", () => {
    const loose = Array.from({ length: 120 }, (_, i) => [`/build/x/a${i}.0123456789.js`, `/build/x/a${i}.js`]).flat();
    expect(() => headersFile(loose)).toThrow(/_headers: \d+ regras, mais que as 100 que o Cloudflare Pages lê/);
  });
});
