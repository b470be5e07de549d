/**
 * Node only (tests, benchmark, the e2e specs' expectations): the engine over
 * an index as the build wrote it, its texts files read from the same folder.
 * The browser fetches the same files (plugins/search/ui/useSearchEngine.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createSearchEngine, type SearchEngine, type SearchResults } from "./engine";
import type { SearchIndexFile } from "./index-file";

export interface BuiltSearch {
  file: SearchIndexFile;
  engine: SearchEngine;
  /** The search as the reader sees it once the snippets are in. */
  searchWithSnippets(query: string, limit?: number): Promise<SearchResults>;
}

/** `folder` holds the built assets (public/build/content), `indexUrl` is `assets["search-index"]`. */
export function openBuiltSearch(folder: string, indexUrl: string): BuiltSearch {
  const read = (name: string) => readFileSync(join(folder, name), "utf8");
  const file: SearchIndexFile = JSON.parse(read(indexUrl.split("/").pop()!));
  const engine = createSearchEngine(file, async (reference) => JSON.parse(read(reference)));
  return {
    file,
    engine,
    async searchWithSnippets(query, limit) {
      await engine.loadTexts(engine.search(query, limit).missingTexts);
      return engine.search(query, limit);
    },
  };
}
