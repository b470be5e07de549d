/**
 * Builds the package: one ESM bundle for the command (dist/cli.js) and one for
 * the library (dist/index.js), each with the ad catalogue and the parsers
 * inlined, so the installed package needs nothing else: no portal files and
 * no runtime dependencies.
 */
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
rmSync(join(here, "dist"), { recursive: true, force: true });
const common = { bundle: true, platform: "node", format: "esm", target: "node20", legalComments: "none", logLevel: "warning", mainFields: ["module", "main"] };
await build({ ...common, entryPoints: [join(here, "src/bin.ts")], outfile: join(here, "dist/cli.js") });
await build({ ...common, entryPoints: [join(here, "src/index.ts")], outfile: join(here, "dist/index.js") });
chmodSync(join(here, "dist/cli.js"), 0o755);
// Declarations of the library API (dist/types), so `import { validatePayload } from "validador-anuncios"` type-checks.
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
// --noCheck: declarations only; the project's type check (npx tsc --noEmit) covers these sources, and checking them here again was a third of a cold build's packing.
execFileSync(process.execPath, [tsc, "-p", join(here, "tsconfig.types.json"), "--noCheck"], { stdio: "inherit" });
// Relative imports in the declarations get the extension Node's ESM resolution (moduleResolution node16/nodenext) requires.
const typesDir = join(here, "dist/types");
for (const entry of readdirSync(typesDir, { recursive: true })) {
  if (!String(entry).endsWith(".d.ts")) continue;
  const file = join(typesDir, String(entry));
  const withExtensions = readFileSync(file, "utf8").replace(/(from |import\()"(\.{1,2}\/[^"]+)"/g, (whole, lead, spec) => {
    const target = join(dirname(file), spec);
    if (existsSync(`${target}.d.ts`)) return `${lead}"${spec}.js"`;
    if (existsSync(join(target, "index.d.ts"))) return `${lead}"${spec}/index.js"`;
    return whole;
  });
  writeFileSync(file, withExtensions);
}
