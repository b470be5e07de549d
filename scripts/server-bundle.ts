/**
 * Bundles the server build's dependencies into build/index.js, which
 * `remix build` leaves importing them from node_modules (remix.config.js).
 * Why bundled: one file loads several times faster than the same code as some
 * 1,400 files under node_modules (CommonJS among them, which Node scans for
 * their exports), and every server start, export and render child pays it.
 * Why not by Remix: its compiler runs its own plugins, in JavaScript, on every
 * file it bundles, which made the same bundle much slower and larger in memory
 * than esbuild alone does it here (figures in bench/README.md).
 * The options are the ones Remix gives its server build (platform, format,
 * main fields, target, NODE_ENV), so the code is the same it bundled.
 */
import { build } from "esbuild";
import { COMMONJS_GLOBALS, LOADED_ON_DEMAND } from "./node-bundle.mjs";

export async function bundleServerDependencies(serverBuild: string): Promise<void> {
  await build({
    entryPoints: [serverBuild],
    outfile: serverBuild,
    allowOverwrite: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node18",
    mainFields: ["module", "main"],
    treeShaking: true,
    minifySyntax: true,
    define: { "process.env.NODE_ENV": JSON.stringify(process.env.NODE_ENV ?? "production"), "process.env.REMIX_DEV_ORIGIN": '""' },
    external: LOADED_ON_DEMAND,
    banner: { js: COMMONJS_GLOBALS },
    logLevel: "warning",
  });
}
