/**
 * Text for language models, built from the manifest's pages: /llms.txt (the
 * site's structure, one line per page) and /llms-full.txt (every page as
 * Markdown, each page's made as it compiled). Emitted by the build, served
 * by SSR and copied into the export.
 */
import { definePlugin } from "../../core/plugin";
import { llmsFull } from "./llms-full";
import { LLMS_FULL_PATH, LLMS_PATH, llmsIndex } from "./llms-index";

const TEXT = { "Content-Type": "text/plain; charset=utf-8" };

export default definePlugin({
  name: "llms-txt",
  siteBuilt({ config, pages, markdownOf, emitFile }) {
    emitFile(LLMS_PATH, llmsIndex(pages, config), { headers: TEXT });
    emitFile(LLMS_FULL_PATH, llmsFull(pages, config, markdownOf), { headers: TEXT });
  },
});
