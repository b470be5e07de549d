/**
 * Builds the package (packages/build-tools/bundle-package.mjs), with the ad
 * catalogue and the parsers inlined: no portal files and no runtime
 * dependencies. Then the library's declarations.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundlePackage } from "../build-tools/bundle-package.mjs";
import { writeDeclarations } from "./declarations.mjs";

const here = dirname(fileURLToPath(import.meta.url));
await bundlePackage(here);
// Declarations of the library API (dist/types), so `import { validatePayload } from "validador-anuncios"` type-checks.
// Made file by file from each source's written types (declarations.mjs); the project's type check (npx tsc --noEmit)
// covers these sources.
try {
  writeDeclarations(join(here, "src/index.ts"), join(here, "dist/types"), join(here, "../.."));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
