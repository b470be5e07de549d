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
};
