/**
 * The bundle both npm packages ship (packages/validador, packages/sandbox):
 * the command (dist/cli.js) and the library (dist/index.js) as ESM for Node,
 * everything they import inlined, so the installed package needs nothing
 * else. One esbuild run for both, the code they share in a chunk of its own:
 * the catalogue is bundled and shipped once, not once per entry.
 */
import { build } from "esbuild";
import { chmodSync, rmSync } from "node:fs";
import { join } from "node:path";

/** Bundles `<packageDir>/src/bin.ts` and `src/index.ts` into `dist/`; `options` adds to esbuild's (a banner). */
export async function bundlePackage(packageDir, options = {}) {
  const dist = join(packageDir, "dist");
  // The chunk's name changes with its content: an old one would otherwise stay in the tarball.
  rmSync(dist, { recursive: true, force: true });
  await build({
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    legalComments: "none",
    logLevel: "warning",
    mainFields: ["module", "main"],
    ...options,
    entryPoints: { cli: join(packageDir, "src/bin.ts"), index: join(packageDir, "src/index.ts") },
    outdir: dist,
    splitting: true,
    chunkNames: "shared/[name]-[hash]",
  });
  chmodSync(join(dist, "cli.js"), 0o755);
}
