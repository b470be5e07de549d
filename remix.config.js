/**
 * `npm run dev` (server/dev/) runs `remix watch` with PORTAL_DEV_OUTPUT set: the app is then built into that
 * folder, so a production build in build/ and public/build/ stays servable beside it, and code outside app/
 * that the app bundles (the plugins, the catalogue, the engine, the site data) rebuilds it too.
 */
const devOutput = process.env.PORTAL_DEV_OUTPUT;
const devBuild = devOutput
  ? {
      serverBuildPath: `${devOutput}/index.js`,
      assetsBuildDirectory: `${devOutput}/public/build`,
      watchPaths: ["core", "plugins", "domain", "packages/validador/src", "site.config.ts", "site.data.ts"],
    }
  : {};

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ...devBuild,
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  // React Router 7's behaviour, so the move to it is a rename. Remix warns about every v3 flag left unset.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // A navigation to a path the browser has not seen first asks `/__manifest?p=<path>&version=<build>` (a splat
    // match always asks, in case a more specific route exists). The app has three routes (root, the splat, "/"),
    // so the answer is the same for every path: the export writes it once as the file /__manifest
    // (app/prerender.server.ts), which a static host serves whatever the query, and the SSR page cache does
    // not keep it (server/page-responses.ts), since the server answers each path with its own routes.
    v3_lazyRouteDiscovery: true,
    // A navigation's data is Remix's `<path>.data` (turbo-stream; "/_root.data" for "/"), which the export
    // writes as files a static host serves (app/prerender.server.ts). Remix drops a trailing slash first ("/x/"
    // and "/x" both ask "/x.data"): where a folder and a page share a name, that URL cannot say which, and the
    // client loads the page in full instead (app/request-context.server.ts, `sharedDataUrl`).
    v3_singleFetch: true,
  },
  postcss: true,
  // The server build leaves its dependencies in node_modules: `npm run build`
  // bundles them in afterwards with esbuild alone (scripts/server-bundle.ts),
  // in a fraction of the time and memory Remix's compiler took for the same.
  // `remix dev` keeps them apart, which Node loads as they are.
  // One route module answers every page: app/routes/$.tsx is the splat ("/*"),
  // and the same module is mapped again to "/", which a splat does not match.
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("/", "routes/$.tsx", { id: "routes/home", index: true });
    });
  },
};
