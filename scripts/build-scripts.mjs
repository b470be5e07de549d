/**
 * The first step of `npm run build`: bundles the build's own commands (scripts/*.ts)
 * and the production server (server/index.ts, as server.mjs: `npm start`)
 * into build/scripts/, where plain Node runs them. Their dependencies are
 * bundled too: a command then loads a few files instead of hundreds under
 * node_modules, which was half of a content build after one change. Left out:
 * what must be the one copy in node_modules (React, which mdx-bundler's pages
 * share with the renderer), the big build-time tools loaded only to compile a
 * new page (mdx-bundler with esbuild, Shiki with its grammars, SWC) and the
 * packages imported only on demand (scripts/node-bundle.mjs).
 * Skipped when no file the last bundle was made from has changed (size and
 * modification time of every input esbuild reported, this file and the
 * options it shares with the server bundle):
 * PORTAL_SCRIPTS_BUILD=always bundles anyway.
 * Given the name of a bundled command (`node scripts/build-scripts.mjs build`,
 * as `npm run build` runs it), runs that command next in this same process:
 * a second Node process only to start it cost a rebuild a Node start-up.
 * Plain JavaScript, so it needs no TypeScript loader to start.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { COMMONJS_GLOBALS, LOADED_ON_DEMAND } from "./node-bundle.mjs";

const ENTRIES = {
  ...Object.fromEntries(["build", "build-content", "export", "finish-app-build"].map((name) => [name, `scripts/${name}.ts`])),
  server: "server/index.ts",
};
const OUT = "build/scripts";
const STAMP = join(OUT, "inputs.json");
const EXTERNAL = [
  ...["esbuild", "@swc/*", "mdx-bundler", "shiki", "@shikijs/*", "react", "react-dom", "react/*", "react-dom/*", "@remix-run/*"],
  // What the server bundle leaves out as well: only imported on demand, and half of the bundle's bytes.
  ...LOADED_ON_DEMAND,
];

const self = relative(process.cwd(), fileURLToPath(import.meta.url));
const signature = (file) => {
  const stat = statSync(file);
  return [file, stat.size, stat.mtimeMs];
};

function isCurrent() {
  try {
    const inputs = JSON.parse(readFileSync(STAMP, "utf8"));
    return inputs.every(([file, size, mtime]) => {
      const [, nowSize, nowMtime] = signature(file);
      return nowSize === size && nowMtime === mtime;
    });
  } catch {
    return false; // no stamp, or a file that is gone
  }
}

if (process.env.PORTAL_SCRIPTS_BUILD !== "always" && isCurrent()) {
  console.log("scripts: unchanged since the last build");
} else {
  rmSync(OUT, { recursive: true, force: true });
  // Loaded only to bundle: a check that finds the bundle current (every rebuild) does not load it.
  const { build, stop } = await import("esbuild");
  const result = await build({
    entryPoints: ENTRIES,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    splitting: true,
    outdir: OUT,
    outExtension: { ".js": ".mjs" },
    external: EXTERNAL,
    banner: { js: COMMONJS_GLOBALS },
    metafile: true,
    logLevel: "warning",
  });
  writeFileSync(STAMP, JSON.stringify([self, "scripts/node-bundle.mjs", ...Object.keys(result.metafile.inputs)].map(signature)));
  // Which sources each output holds: e2e/start-modules.spec.ts reads what `npm start` loads from it.
  writeFileSync(join(OUT, "metafile.json"), JSON.stringify(result.metafile));
  // The command run next in this process has no use for esbuild's service (nor for its memory).
  await stop();
}

const next = process.argv[2];
if (next) {
  if (!Object.hasOwn(ENTRIES, next)) throw new Error(`build-scripts: no bundled command "${next}" (${Object.keys(ENTRIES).join(", ")})`);
  await import(pathToFileURL(join(OUT, `${next}.mjs`)).href);
}
