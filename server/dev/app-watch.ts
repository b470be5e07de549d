/**
 * Development's app build: Remix's own compiler in watch mode, as `remix dev`
 * runs it, but writing into the development output (PORTAL_DEV_OUTPUT, see
 * core/paths.ts) instead of build/ and public/build/, so a production build
 * stays servable beside it, and rebuilding when the plugins, the catalogue,
 * the engine or the site data change too (they are bundled into the app),
 * not only app/.
 */
import { relative } from "node:path";
import { createFileWatchCache } from "@remix-run/dev/dist/compiler/fileWatchCache.js";
import { watch } from "@remix-run/dev/dist/compiler/watch.js";
import { readConfig, type RemixConfig } from "@remix-run/dev/dist/config.js";
import { ServerMode } from "@remix-run/dev/dist/config/serverModes.js";
import { logger } from "@remix-run/dev/dist/tux/logger.js";
import { paths } from "../../core/paths";

/** Code outside app/ that the app bundles: a change to any of it rebuilds the app and reloads the server's modules. */
const BUNDLED_CODE = ["core", "plugins", "domain", "packages/validador/src", "site.config.ts"];

async function devConfig(root: string): Promise<RemixConfig> {
  const config = await readConfig(root, ServerMode.Development);
  const p = paths(root);
  return {
    ...config,
    serverBuildPath: p.remixServerBuild,
    assetsBuildDirectory: p.browserBuild,
    relativeAssetsBuildDirectory: relative(root, p.browserBuild),
    watchPaths: [...config.watchPaths, ...BUNDLED_CODE],
  };
}

/** Builds the app, then again on every change; `onBuilt` hears each build's end. Resolves once the first build is done, with a function that stops watching. */
export async function watchApp(root: string, onBuilt: (ok: boolean, ms: number) => void): Promise<() => Promise<void>> {
  const context = { config: await devConfig(root), options: { mode: "development", sourcemap: true }, fileWatchCache: createFileWatchCache(), logger };
  return watch(context, { reloadConfig: devConfig, onBuildFinish: (_context, ms, ok) => onBuilt(ok, ms) });
}
