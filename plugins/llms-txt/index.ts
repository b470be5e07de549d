/**
 * Text for language models, built from the manifest's pages: /llms.txt (the
 * site's structure, one line per page) and /llms-full.txt (every page as
 * Markdown, each page's made as it compiled). Served by SSR (built once per
 * manifest, on the first request) and written into the export.
 */
import { definePlugin, oncePer } from "../../core/plugin";
import { llmsFull } from "./llms-full";
import { LLMS_FULL_PATH, LLMS_PATH, llmsIndex } from "./llms-index";

const index = oncePer(llmsIndex);
const full = oncePer(llmsFull);
const TEXT = { "Content-Type": "text/plain; charset=utf-8" };

export default definePlugin({
  name: "llms-txt",
  async onRequest(url, { pages, config, markdownOf }) {
    if (url.pathname !== LLMS_PATH && url.pathname !== LLMS_FULL_PATH) return;
    const text = url.pathname === LLMS_PATH ? index(pages, config) : full(pages, config, markdownOf);
    return new Response(await text, { headers: TEXT });
  },
  async afterExport({ config, pages, markdownOf, writeFile }) {
    writeFile(LLMS_PATH.slice(1), llmsIndex(pages, config));
    writeFile(LLMS_FULL_PATH.slice(1), llmsFull(pages, config, markdownOf));
  },
});
