/**
 * Node only (tests, benchmark, the e2e specs' expectations): the engine over
 * an index as the build wrote it, with all its texts files, read from the
 * same folder: what the reader sees once the texts of the pages shown are in.
 * The browser fetches the same files (plugins/search/ui/useSearchEngine.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createSearchEngine, type SearchEngine } from "./engine";
import type { PageTextsFile, SearchIndexFile } from "./index-file";

export interface BuiltSearch {
  file: SearchIndexFile;
  engine: SearchEngine;
}

/** `folder` holds the built assets (public/build/content), `indexUrl` is `assets["search-index"]`. */
export function openBuiltSearch(folder: string, indexUrl: string): BuiltSearch {
  const read = (name: string) => readFileSync(join(folder, name), "utf8");
  const file: SearchIndexFile = JSON.parse(read(indexUrl.split("/").pop()!));
  const texts = file.pages.map(([, , reference]): [string, PageTextsFile] => [reference, JSON.parse(read(reference))]);
  const engine = createSearchEngine(file, async (reference) => JSON.parse(read(reference)), texts);
  return { file, engine };
}
