/**
 * Development's app build: Remix's own `remix watch` command (the classic
 * compiler's public watch mode). With PORTAL_DEV_OUTPUT set, remix.config.js
 * writes into the development output (see core/paths.ts) instead of build/
 * and public/build/, so a production build stays servable beside it, and
 * watches the plugins, the catalogue, the engine and the site data too (they
 * are bundled into the app), not only app/. A build is over when its server
 * bundle is written; a failed build writes none, so the last good app keeps
 * serving while Remix prints why.
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import chokidar from "chokidar";
import { paths } from "../../core/paths";

/** A server bundle written in several writes makes one build: wait until it has been still this long. */
const SETTLED_MS = 150;

/** Builds the app, then again on every change; `onBuilt` hears each build's end. Resolves once the first build is done, with a function that stops watching. */
export async function watchApp(root: string, onBuilt: () => void): Promise<() => Promise<void>> {
  const serverBuild = paths(root).remixServerBuild;
  const remix = spawn(join(root, "node_modules", ".bin", "remix"), ["watch", root], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "development" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  process.once("exit", () => remix.kill());
  let settle: NodeJS.Timeout | undefined;
  let first: () => void;
  const firstBuild = new Promise<void>((resolve) => (first = resolve));
  // The folder, made first: a watch on a file whose folder does not exist yet hears nothing.
  mkdirSync(dirname(serverBuild), { recursive: true });
  const watcher = chokidar.watch(dirname(serverBuild), { ignoreInitial: true, depth: 0 }).on("all", (_event, file) => {
    if (file !== serverBuild) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      onBuilt();
      first();
    }, SETTLED_MS);
  });
  await firstBuild;
  return async () => {
    remix.kill();
    await watcher.close();
  };
}
