/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
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
