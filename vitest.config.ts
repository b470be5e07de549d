import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Test files that change what other files in the same process would see: they mock modules, stub the environment
 * or globals, spy on shared objects, fake the clock or set `process.env`. Each runs in a fresh module graph; every
 * other file shares its worker's modules with the files before it, rather than importing the build's modules again
 * (bench/README.md, "CI time"). tests/isolation.test.ts keeps this list whole.
 */
export const ISOLATED_TEST_FILES = [
  "app/components/validator/worker-watch.test.ts",
  "app/content.server.test.ts",
  "core/build-site.test.ts",
  "core/cache-file.test.ts",
  "core/plugin-page.test.ts",
  "plugins/last-updated.test.ts",
  "plugins/openapi.test.ts",
  "plugins/search/search-plugin.test.ts",
  "scripts/content-manifest.test.ts",
  "scripts/progress.test.ts",
  "server/precompressed.test.ts",
];
const EXCLUDE = ["node_modules/**", "e2e/**", "build/**", "dist/**", "packages/*/dist/**", ".cache/**", ".scratch/**"];

export default defineConfig({
  test: {
    // Vitest leaves one core to the main process by default, which on a 2-core CI machine is half of it: the
    // unit phase runs nothing else meanwhile (bench/README.md, "CI time").
    maxWorkers: availableParallelism(),
    // A limit for a test that hangs, not a speed check: with both cores busy some tests that build or spawn took over 30 s.
    testTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "isolated", include: ISOLATED_TEST_FILES, exclude: EXCLUDE } },
      { extends: true, test: { name: "shared", include: ["**/*.test.ts", "**/*.test.tsx"], exclude: [...EXCLUDE, ...ISOLATED_TEST_FILES], isolate: false } },
    ],
  },
});
