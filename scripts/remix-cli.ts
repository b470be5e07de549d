/** How the build (`remix build`) and the dev server (`remix watch`) start Remix's classic compiler. */
import { join } from "node:path";

/** Remix's command line, run with this Node. */
export const remixCli = (root: string) => join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js");

/**
 * The environment Remix's command runs in. @remix-run/dev's command module loads its Vite plugin even for the
 * classic compiler; the plugin requires vite-node, which requires Vite's CommonJS entry, and that prints "The CJS
 * build of Vite's Node API is deprecated" on every build: a warning about Remix's own code that nobody running the
 * portal can act on. VITE_CJS_IGNORE_WARNING is the switch Vite documents for it (vite.dev troubleshooting).
 */
export const remixEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...process.env, VITE_CJS_IGNORE_WARNING: "true", ...extra });
