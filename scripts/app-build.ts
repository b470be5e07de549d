/**
 * The Remix app (build/index.js for the server, public/build/ for browsers)
 * is made from the code, not from content/: when nothing it is made from
 * changed since the last app build, and that build is still the one this
 * step made (a `remix dev` since then writes another), `npm run build`
 * skips `remix build`, most of a content edit's rebuild otherwise
 * (bench/README.md). PORTAL_APP_BUILD=always compiles anyway.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { inputKey, readStamp, sourcesKey, writeStamp, type Stamp } from "../core/input-hash";
import { paths } from "../core/paths";
import { exited, runSibling } from "./child-processes";
import { retireAssets } from "./retired-assets";
import { remixCli, remixEnv } from "./remix-cli";

/** Everything the app bundle and its CSS are made from (tailwind scans app/, plugins/ and core/markdown/), and how it is minified. */
const APP_FOLDERS = ["app", "core", "plugins", "domain", "packages/validador/src"];
const APP_FILES = [
  "site.data.ts",
  "site.config.ts",
  "remix.config.js",
  "tailwind.config.ts",
  "postcss.config.js",
  "tsconfig.json",
  "package-lock.json",
  "scripts/minify-assets.ts",
  "scripts/finish-app-build.ts",
  "scripts/server-bundle.ts",
  "scripts/node-bundle.mjs",
];
const APP_SOURCES = /\.(ts|tsx|css)$/;

/** What the last app build was made from, and the server bundle it made. */
interface AppBuildStamp extends Stamp {
  server: string;
}

const appInputs = (root: string) => sourcesKey(root, APP_FOLDERS, APP_FILES, APP_SOURCES);
const hashFile = (file: string) => inputKey(readFileSync(file));
const stampFile = (root: string) => join(root, "build", "app-build.json");

/** Whether the app build in `root` is whole and was made from these inputs. */
export function isAppBuildCurrent(root: string, inputs = appInputs(root)): boolean {
  const { remixServerBuild, publicDir } = paths(root, root);
  const assets = join(publicDir, "build");
  if (!existsSync(remixServerBuild) || !existsSync(assets) || !readdirSync(assets).some((f) => /^manifest-.*\.js$/.test(f))) return false;
  // No stamp: never built here, or a build killed half-way.
  const stamp = readStamp<AppBuildStamp>(stampFile(root), "inputs of the last app build");
  return stamp?.inputs === inputs && stamp.server === hashFile(remixServerBuild);
}

/** Notes that the app build in `root` was just made from `inputs`. */
export function recordAppBuild(root: string, inputs = appInputs(root)) {
  writeStamp<AppBuildStamp>(stampFile(root), { inputs, server: hashFile(paths(root, root).remixServerBuild) });
}

/** Makes the app build unless it is current, then, in a child process (scripts/finish-app-build.ts), bundles the server's dependencies and minifies what a page loads first; rejects when the compile fails (remix has printed why). */
export async function buildApp(root: string): Promise<void> {
  const inputs = appInputs(root);
  if (process.env.PORTAL_APP_BUILD !== "always" && isAppBuildCurrent(root, inputs)) {
    console.log("app: unchanged since the last build, remix build skipped");
    return;
  }
  rmSync(stampFile(root), { force: true });
  const before = paths(root, root);
  // remix build empties public/build/: pages open in browsers still name these files.
  retireAssets(join(before.publicDir, "build"), before.retiredAssets);
  await exited(spawn(process.execPath, [remixCli(root), "build"], { cwd: root, env: remixEnv(), stdio: "inherit" }), "remix build");
  const { remixServerBuild, publicDir } = paths(root, root);
  await runSibling(
    import.meta.url,
    "finish-app-build",
    [join(publicDir, "build"), remixServerBuild],
    "minifying the first-load JavaScript and bundling the server",
  );
  recordAppBuild(root, inputs);
}
