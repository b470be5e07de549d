/**
 * Builds the package: one ESM bundle for the command (dist/cli.js) and one for
 * the library (dist/index.js), each with the ad catalogue and the parsers
 * inlined, so the installed package needs nothing else: no portal files and
 * no runtime dependencies.
 */
import { build } from "esbuild";
import { chmodSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeDeclarations } from "./declarations.mjs";

const here = dirname(fileURLToPath(import.meta.url));
rmSync(join(here, "dist"), { recursive: true, force: true });
const common = { bundle: true, platform: "node", format: "esm", target: "node20", legalComments: "none", logLevel: "warning", mainFields: ["module", "main"] };
await build({ ...common, entryPoints: [join(here, "src/bin.ts")], outfile: join(here, "dist/cli.js") });
await build({ ...common, entryPoints: [join(here, "src/index.ts")], outfile: join(here, "dist/index.js") });
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
