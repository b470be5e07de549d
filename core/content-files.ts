/** The files (not folders) under a folder whose paths, relative to it, match; sorted; none when the folder does not exist. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function listFiles(dir: string, name: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => name.test(file.slice(dir.length + 1)))
    .sort();
}

/** The pages: every .mdx file under content/. */
export const listContentFiles = (contentDir: string) => listFiles(contentDir, /\.mdx$/);
