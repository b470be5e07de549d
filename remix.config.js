/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  // Build-time packages (mdx-bundler, shiki, esbuild) are only imported in
  // development; they stay external to the server bundle.
  serverDependenciesToBundle: [],
  // One route module answers every page: app/routes/$.tsx is the splat ("/*"),
  // and the same module is mapped again to "/", which a splat does not match.
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("/", "routes/$.tsx", { id: "routes/home", index: true });
    });
  },
};
