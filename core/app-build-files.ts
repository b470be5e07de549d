/**
 * The files an export's /build holds beside the content build's own assets (/build/content/): the app build's
 * (public/build/) and the hashed assets of earlier app builds kept for open pages (build/retired-assets/).
 * The content build reads them, since plugins/static-hosts.ts writes a cache rule for each into `_headers`,
 * so the content build's key includes them (scripts/content-manifest.ts): an app build that renames its
 * chunks makes `_headers` again even when no page changed.
 */
import { existsSync, readdirSync, type Dirent } from "node:fs";
import { join, relative } from "node:path";
import type { paths } from "./paths";

/** Every file of `dir`, as a path under `prefix`, sorted. */
export function filesUnder(dir: string, prefix: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => `${prefix}/${relative(dir, join(entry.parentPath, entry.name))}`)
    .sort();
}

/**
 * The app's files under the export's /build, as paths from its root: the app build's and its retired ones.
 * What is under /build/content/ (the content build's assets, current or retired: same folder for the
 * portal) is left out: the content build makes it.
 */
export function appBuildFiles(p: Pick<ReturnType<typeof paths>, "publicDir" | "retiredAssets">): string[] {
  const app = [...filesUnder(join(p.publicDir, "build"), "/build"), ...filesUnder(p.retiredAssets, "/build")];
  return [...new Set(app.filter((file) => !file.startsWith("/build/content/")))].sort();
}
