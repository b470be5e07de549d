import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", "build/**", "dist/**", "packages/*/dist/**", ".cache/**", ".scratch/**"],
    testTimeout: 30_000,
  },
});
