/**
 * Builds the package: the command (dist/cli.js) and the library (dist/index.js)
 * as ESM, with the ad catalogue and the parsers inlined, so the installed
 * package needs nothing else: no portal files and no runtime dependencies.
 * One esbuild run for both, the code they share in a chunk of its own: the
 * catalogue is bundled and shipped once, not once per entry.
 */
import { build } from "esbuild";
import { chmodSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeDeclarations } from "./declarations.mjs";

const here = dirname(fileURLToPath(import.meta.url));
rmSync(join(here, "dist"), { recursive: true, force: true });
const common = { bundle: true, platform: "node", format: "esm", target: "node20", legalComments: "none", logLevel: "warning", mainFields: ["module", "main"] };
await build({
  ...common,
  entryPoints: { cli: join(here, "src/bin.ts"), index: join(here, "src/index.ts") },
  outdir: join(here, "dist"),
  splitting: true,
  chunkNames: "shared/[name]-[hash]",
});
chmodSync(join(here, "dist/cli.js"), 0o755);
// Declarations of the library API (dist/types), so `import { validatePayload } from "validador-anuncios"` type-checks.
// Made file by file from each source's written types (declarations.mjs); the project's type check (npx tsc --noEmit)
// covers these sources.
try {
  writeDeclarations(join(here, "src/index.ts"), join(here, "dist/types"), join(here, "../.."));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
