import { defineConfig } from "vitest/config";

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", "build/**", "dist/**", ".cache/**", ".scratch/**"],
    testTimeout: 30_000,
  },
});
