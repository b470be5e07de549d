/** The files under a folder whose names match, sorted; none when the folder does not exist. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function listFiles(dir: string, name: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => name.test(file))
    .map((file) => join(dir, file))
    .sort();
}

/** The pages: every .mdx file under content/. */
export const listContentFiles = (contentDir: string) => listFiles(contentDir, /\.mdx$/);
