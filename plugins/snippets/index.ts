/**
 * Shared Markdown snippets: a fact stated once (the rate limit, where the
 * import call is documented) and included in every page that needs it with
 * `::snippet{name="..."}`. A page that includes a snippet is recompiled when
 * any snippet changes (its text joins the page's compile-cache key).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { z } from "zod";
import { definePlugin } from "../../core/plugin";
import remarkSnippets, { snippetFile } from "./remark-snippets";

/** The text of every snippet, for the cache key of pages that include any. */
function snippetsText(dir: string): string {
  if (!existsSync(dir)) return "";
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `${f}\0${readFileSync(snippetFile(dir, f.slice(0, -3)), "utf8")}`)
    .join("\0");
}

export default definePlugin({
  name: "snippets",
  options: z.object({ folder: z.string().min(1) }).strict(),
  setup: ({ folder: dir }) => ({
    remarkPluginsFirst: [[remarkSnippets, { dir }]],
    // Every snippet, not only the ones named: robust to any way of writing the directive, and cheap (a few small files).
    compileInputs: (_file, source) => (source.includes("::snippet") ? snippetsText(dir) : ""),
  }),
});
