/**
 * Builds the package: the command (dist/cli.js) and the library (dist/index.js)
 * as ESM, with the call catalogue, the validator's rules and express inlined,
 * so the installed package needs nothing else. One esbuild run for both, the
 * code they share in a chunk of its own: shipped once, not once per entry.
 */
import { build } from "esbuild";
import { chmodSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
// express is CommonJS: a require() shim lets the ESM bundle load Node's built-ins from it.
const banner = { js: "import { createRequire as __sandboxRequire } from 'node:module'; const require = __sandboxRequire(import.meta.url);" };
const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
  mainFields: ["module", "main"],
  banner,
};
// The chunk's name changes with its content: an old one would otherwise stay in the tarball.
rmSync(join(here, "dist"), { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { cli: join(here, "src/bin.ts"), index: join(here, "src/index.ts") },
  outdir: join(here, "dist"),
  splitting: true,
  chunkNames: "shared/[name]-[hash]",
});
chmodSync(join(here, "dist/cli.js"), 0o755);
