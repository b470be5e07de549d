/**
 * The layers of the portal, inner to outer; an import may only point inward.
 *
 *   domain    domain/                           the marketplace: catalogues, code tables, text utilities
 *   tools     packages/validador/src            the validator built on the domain (its own npm package)
 *             packages/sandbox/src              the local marketplace API (Node): the domain and the validator
 *   engine    core/                             content pipeline, routing, manifest, plugin host
 *   plugins   plugins/                          one job each, with its own library and components
 *   outer     app/, server/, scripts/, bench/, e2e/, site.config.ts, site.data.ts
 *
 * Tests may reach across (an engine test builds a site with real plugins).
 * `npm run lint` runs this (part of `npm test`), then knip (knip.config.ts).
 */
const TESTS = "(\\.test\\.tsx?$|^tests/|^e2e/)";
const OUTER = "^(app|server|scripts|bench|e2e|tests)/|^site\\.(config|data)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "domain-below-tools",
      comment: "The validator is built on the domain; the domain never reaches back into it.",
      severity: "error",
      from: { path: "^domain/", pathNot: TESTS },
      to: { path: "^packages/" },
    },
    {
      name: "domain-is-innermost",
      comment: "The domain knows nothing of the engine, the plugins or the app.",
      severity: "error",
      from: { path: "^(domain|packages/validador/src)/", pathNot: TESTS },
      to: { path: `^(core|plugins)/|${OUTER}` },
    },
    {
      name: "domain-has-no-ui",
      comment: "The domain runs in the browser, the build and the command line alike: no React, no Remix.",
      severity: "error",
      from: { path: "^(domain|packages/validador/src)/" },
      to: { path: "node_modules/(react|react-dom|@remix-run)/" },
    },
    {
      name: "sandbox-uses-the-domain-only",
      comment: "The sandbox package is built from the catalogues and the validator's rules, never from the portal's engine, plugins or app.",
      severity: "error",
      from: { path: "^packages/sandbox/src/" },
      to: { path: `^(core|plugins)/|${OUTER}` },
    },
    {
      name: "engine-below-plugins",
      comment: "core/ never imports plugins or the app; plugins plug into it.",
      severity: "error",
      from: { path: "^core/", pathNot: TESTS },
      to: { path: `^plugins/|${OUTER}` },
    },
    {
      name: "plugins-below-app",
      comment: "A plugin may bring its own components; the app imports them, never the other way.",
      severity: "error",
      from: { path: "^plugins/", pathNot: TESTS },
      to: { path: OUTER },
    },
    {
      name: "example-plugins-use-the-public-contract",
      comment: "A plugin in its own package (examples/) depends on the public contract (the portal-plugin package) alone, as a third party's would.",
      severity: "error",
      from: { path: "^examples/", pathNot: TESTS },
      to: { path: `^(core|plugins|domain|packages/(validador|sandbox))/|${OUTER}` },
    },
    {
      name: "app-apart-from-server-and-scripts",
      comment: "The Remix app is what the server and the scripts run; it imports neither.",
      severity: "error",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^(server|scripts|bench|e2e|tests)/" },
    },
    {
      name: "runtime-reads-data",
      comment:
        "The app and the server read the site's data (site.data.ts) and the build's output; the plugin list, the plugins and the build pipeline are the build's alone (a plugin's browser code and types may be imported).",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: TESTS },
      to: { path: "^site\\.config\\.ts$|^core/build-site\\.ts$|^plugins/[^/]+\\.ts$|^plugins/[^/]+/index\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-cycles",
      comment: "Modules that need each other at run time (a cycle of type imports alone is harmless).",
      severity: "error",
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|dist|public|\\.cache)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
