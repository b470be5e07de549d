import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", "build/**", "dist/**", "packages/*/dist/**", ".cache/**", ".scratch/**"],
    // Vitest leaves one core to the main process by default, which on a 2-core CI machine is half of it: the
    // unit phase runs nothing else meanwhile (bench/README.md, "CI time").
    maxWorkers: availableParallelism(),
    // A limit for a test that hangs, not a speed check: with both cores busy some tests that build or spawn took over 30 s.
    testTimeout: 120_000,
  },
});
