/**
 * The files plugins emit with `emitFile` (core/plugin.ts): written once by the
 * build into a folder of its output, with an index of how each is served.
 * The SSR server answers them from there (server/emitted-files.ts) and the
 * export copies them, so neither runs a plugin.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";
import { removeOthers } from "./copy-changed";

export interface EmittedFile {
  /** Where the site serves it: "/sitemap.xml". */
  path: string;
  contents: string | Uint8Array;
  headers: Record<string, string>;
  ssr: boolean;
}

const indexSchema = z.record(z.string().startsWith("/"), z.object({ headers: z.record(z.string()), ssr: z.boolean() }).strict());
export type EmittedIndex = z.infer<typeof indexSchema>;

/** The index beside the folder (never inside it: the folder is copied into the export as it is). */
export const indexFileOf = (dir: string) => `${dir}.json`;

/** A path a plugin may emit: absolute, no `..`, no folder of its own. */
export function checkEmittedPath(path: string): string | undefined {
  if (!path.startsWith("/") || path.endsWith("/"))
    return `"${path}": um arquivo emitido precisa de um caminho absoluto que termine num nome de arquivo ("/sitemap.xml")`;
  if (path.split("/").some((part) => part === ".." || part === ".")) return `"${path}": o caminho de um arquivo emitido não pode ter "." nem ".."`;
  return undefined;
}

/**
 * Makes the folder hold these files and their index. A file whose contents did not change is left as it is, so
 * its time stays and the export keeps its copy; a changed one is a new file, never rewritten in place (a folder
 * copied from the last build may hold hard links).
 */
export function writeEmittedFiles(dir: string, files: readonly EmittedFile[]) {
  const index: EmittedIndex = {};
  const kept = new Set<string>([indexFileOf(dir)]);
  for (const file of files) {
    const target = join(dir, file.path);
    kept.add(target);
    index[file.path] = { headers: file.headers, ssr: file.ssr };
    if (existsSync(target) && readFileSync(target).equals(Buffer.from(file.contents))) continue;
    mkdirSync(dirname(target), { recursive: true });
    rmSync(target, { force: true });
    writeFileSync(target, file.contents);
  }
  mkdirSync(dir, { recursive: true });
  removeOthers(dir, kept);
  rmSync(indexFileOf(dir), { force: true });
  writeFileSync(indexFileOf(dir), JSON.stringify(index));
}

/** The index of the emitted files, checked; empty when the build emitted none (or made no folder). */
export function readEmittedIndex(dir: string): EmittedIndex {
  const file = indexFileOf(dir);
  if (!existsSync(file)) return {};
  const parsed = indexSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: índice de arquivos emitidos inválido (${parsed.error.issues[0].message}); rode "npm run build" de novo`);
  return parsed.data;
}
