/**
 * `npm run lint` (part of `npm test`, after the layer rules): no file, export or dependency
 * that nothing uses. Entry points are what runs: the Remix app, the server,
 * the scripts npm runs, the benchmarks, the tests and the validator package.
 */
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  // An export also used in its own file is part of that module's vocabulary, not dead code.
  ignoreExportsUsedInFile: true,
  workspaces: {
    ".": {
      entry: ["app/entry.{client,server}.tsx", "app/routes/*.tsx", "scripts/*.ts", "bench/*.ts", "site.config.ts", "**/*.test.{ts,tsx}", "e2e/**/*.spec.ts"],
      project: ["**/*.{ts,tsx}", "!packages/**", "!build/**", "!public/**", "!dist/**", "!.cache/**"],
      // bench:lighthouse runs Lighthouse's command (node_modules/.bin), never imports it;
      // domain/api-catalogue/prism.test.ts runs Prism's the same way.
      ignoreDependencies: ["lighthouse", "@stoplight/prism-cli"],
    },
    "packages/sandbox": {
      entry: ["src/index.ts", "test/**/*.test.ts"],
      project: ["src/**/*.ts", "test/**/*.ts"],
    },
    "packages/validador": {
      entry: ["src/bin.ts", "src/index.ts", "test/**/*.test.ts"],
      // *.mjs: the package's build (its `build` script, an entry by itself), whose declarations step needs oxc-transform.
      project: ["src/**/*.ts", "test/**/*.ts", "*.mjs"],
    },
  },
};

export default config;
