// Packages the server imports only on demand (import()): left in node_modules,
// so the bundle every start reads stays small (Graphviz alone is 1.5 MB). The
// build scripts' bundle leaves them out too (scripts/build-scripts.mjs).
// undici and @remix-run/web-fetch (with its streams polyfill) are required by
// @remix-run/node's installGlobals alone, which nothing here calls: Node 20
// has fetch. Bundled, they were a third of the bytes every start parses.
export const LOADED_ON_DEMAND = ["@viz-js/viz", "hast-util-from-html", "ajv", "ajv-formats", "sitemap", "feed", "undici", "@remix-run/web-fetch"];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  // The server bundle holds its dependencies: one file loads much faster than
  // the same code spread over node_modules (server/server-build.ts). The
  // build-time packages (mdx-bundler, shiki, esbuild), imported only in
  // development through a path computed at run time, stay out of it.
  serverDependenciesToBundle: [new RegExp(`^(?!(${LOADED_ON_DEMAND.join("|")})(/|$))`)],
  // One route module answers every page: app/routes/$.tsx is the splat ("/*"),
  // and the same module is mapped again to "/", which a splat does not match.
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("/", "routes/$.tsx", { id: "routes/home", index: true });
    });
  },
};
