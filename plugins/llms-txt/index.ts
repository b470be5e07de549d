/**
 * Text for language models, built from the manifest's pages: /llms.txt (the
 * site's structure, one line per page) and /llms-full.txt (every page as
 * Markdown). Served by SSR (built once per manifest, on the first request;
 * the HTML-to-Markdown converters load only then) and written into the export.
 */
import { join } from "node:path";
import { definePlugin } from "../../core/plugin";
import type { Page } from "../../core/types";
import { llmsFull, warmPageMarkdown } from "./llms-full";
import { LLMS_FULL_PATH, LLMS_PATH, llmsIndex } from "./llms-index";

const built = new WeakMap<readonly Page[], Map<string, Promise<string>>>();
const TEXT = { "Content-Type": "text/plain; charset=utf-8" };

export default definePlugin({
  name: "llms-txt",
  async onRequest(url, { pages, config }) {
    if (url.pathname !== LLMS_PATH && url.pathname !== LLMS_FULL_PATH) return;
    let files = built.get(pages);
    if (!files) built.set(pages, (files = new Map()));
    let text = files.get(url.pathname);
    if (!text) {
      const path = url.pathname;
      text = (path === LLMS_PATH ? Promise.resolve(llmsIndex(pages, config)) : llmsFull(pages, config)).catch((error) => {
        files!.delete(path); // the next request tries again
        throw error;
      });
      files.set(path, text);
    }
    return new Response(await text, { headers: TEXT });
  },
  // Each page's Markdown is made where the page is rendered, so the export's processes share the conversion.
  exportPage: (page, { config, cacheDir }) => warmPageMarkdown(page, config, join(cacheDir, "llms")),
  async afterExport({ config, pages, writeFile, cacheDir }) {
    writeFile(LLMS_PATH.slice(1), llmsIndex(pages, config));
    writeFile(LLMS_FULL_PATH.slice(1), await llmsFull(pages, config, join(cacheDir, "llms")));
  },
});
