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
    // Not yet (set, so Remix does not warn about it). What blocks it:
    //  1. Remix 2.17 asks `<path>.data` with the trailing slash dropped (`singleFetchUrl`: "/x/" and "/x" both
    //     ask "/x.data") and hands the loaders "/x". Four folders share a name with a page
    //     (anuncio/json/{autos,agro,autoparts,real_estate}.html and …/ ), so a click to the folder would show the
    //     page. React Router 7 asks "/x/_.data" for "/x/"; here the answer for "/x" would have to carry both.
    //  2. The document's data becomes a stream that <RemixServer> writes in Suspense boundaries: entry.server.tsx
    //     must render with renderToPipeableStream and wait for all of it (onAllReady) before hashing its inline
    //     scripts for the CSP, instead of renderToString.
    //  3. The export's data files become Remix's `<path>.data` (turbo-stream; "/_root.data" for "/"), which
    //     Remix's own fetch reads from any static host (no clientLoader needed then), and the page cache key,
    //     e2e/static-hosting.spec.ts's byte comparison and network-failures' data URLs follow; loaders return
    //     plain objects (`data()` for a status).
    v3_singleFetch: false,
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
