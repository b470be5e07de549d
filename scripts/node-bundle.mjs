/**
 * What the two bundles Node runs share: the build's own commands
 * (scripts/build-scripts.mjs) and the server build (scripts/server-bundle.ts).
 * Plain JavaScript, so build-scripts.mjs reads it without a TypeScript loader.
 */

/**
 * Packages the server imports only on demand (import()), as esbuild's
 * `external` patterns (each package and its subpaths): left in node_modules,
 * so the bundle every start reads stays small (Graphviz's WebAssembly is large; size in bench/README.md).
 * undici and @remix-run/web-fetch (with its streams polyfill) are required by
 * @remix-run/node's installGlobals alone, which nothing here calls: Node 20
 * has fetch. Bundled, they were a third of the bytes every start parses.
 */
export const LOADED_ON_DEMAND = ["@viz-js/viz", "hast-util-from-html", "ajv", "ajv-formats", "sitemap", "feed", "undici", "@remix-run/web-fetch"].flatMap(
  (name) => [name, `${name}/*`],
);

/** Bundled CommonJS calls require(), and some packages read __filename or __dirname: an ES module has none of them. */
export const COMMONJS_GLOBALS = [
  'import { createRequire as __portalRequire } from "node:module";',
  'import { fileURLToPath as __portalPath } from "node:url";',
  "const require = __portalRequire(import.meta.url);",
  "const __filename = __portalPath(import.meta.url);",
  'const __dirname = __filename.slice(0, __filename.lastIndexOf("/"));',
].join(" ");
