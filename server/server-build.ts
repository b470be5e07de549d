/**
 * Loads the Remix server build (build/index.js) for the server and the
 * export. The build bundles its dependencies (remix.config.js): one file
 * loads in well under half the time the same code took as hundreds of files
 * under node_modules, some of them CommonJS that Node must scan for their
 * exports. A few of those require() Node's own modules (react-dom/server
 * wants `stream`), and esbuild's ES module output calls the `require` it
 * finds in scope; an ES module has none, so the process provides Node's
 * before the build loads.
 */
import type { ServerBuild } from "@remix-run/node";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/** `fresh` loads the file again even if this process already has it (development rebuilds it). */
export async function loadServerBuild(file: string, { fresh = false } = {}): Promise<ServerBuild> {
  const scope = globalThis as { require?: NodeRequire };
  scope.require ??= createRequire(file);
  return (await import(`${pathToFileURL(file).href}${fresh ? `?t=${Date.now()}` : ""}`)) as ServerBuild;
}
