/**
 * Builds the package: one ESM bundle for the command (dist/cli.js) and one for
 * the library (dist/index.js), with the call catalogue, the validator's rules
 * and express inlined, so the installed package needs nothing else.
 */
import { build } from "esbuild";
import { chmodSync } from "node:fs";
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
await build({ ...common, entryPoints: [join(here, "src/bin.ts")], outfile: join(here, "dist/cli.js") });
await build({ ...common, entryPoints: [join(here, "src/index.ts")], outfile: join(here, "dist/index.js") });
chmodSync(join(here, "dist/cli.js"), 0o755);
