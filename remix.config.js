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
    // Not yet: with lazy discovery every navigation through the splat route first asks `/__manifest?p=<path>`,
    // which the static export cannot answer (a static host ignores the query) and the SSR page cache keys by
    // path alone; with single fetch the data URL becomes `<path>.data` in turbo-stream, which the export, the
    // server's cache and the data-file byte-equality tests must all follow first.
    v3_lazyRouteDiscovery: false,
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
