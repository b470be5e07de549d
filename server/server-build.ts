/**
 * Loads the Remix server build (build/index.js) for the server and the
 * export: after `npm run build`, one file holding its dependencies
 * (scripts/server-bundle.ts); after `remix dev`, the app's code importing
 * them from node_modules.
 */
import type { ServerBuild } from "@remix-run/node";
import { pathToFileURL } from "node:url";

/** `fresh` loads the file again even if this process already has it (development rebuilds it). */
export async function loadServerBuild(file: string, { fresh = false } = {}): Promise<ServerBuild> {
  return (await import(`${pathToFileURL(file).href}${fresh ? `?t=${Date.now()}` : ""}`)) as ServerBuild;
}
