/**
 * Folder routes (`/chat/`, `/anuncio/api/autos/`) answer with an index page
 * that lists the folder's children. A folder with its own `index.mdx` gets the
 * list as data for its <Catalogue /> component; any other folder gets a
 * generated page holding just the catalogue.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import type { CatalogueEntry } from "./CatalogueList";
import { readCacheFile, writeCacheFile } from "../../core/cache-file";
import { buildNavTree, folderTitle, listFolders } from "../../core/nav";
import { definePlugin } from "../../core/plugin";
import { pageLang } from "../../core/routing";

/**
 * A generated folder page's HTML, kept in the build cache by its entries:
 * after a change that renames no page, no folder page is rendered, and the
 * build does not load React's server renderer for them.
 */
async function folderHtml(entries: CatalogueEntry[], cacheDir: string | undefined): Promise<string> {
  const file = cacheDir && join(cacheDir, "catalogue", `${createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 32)}.html`);
  const cached = file ? readCacheFile(file, "a folder's catalogue") : undefined;
  if (cached !== undefined) return cached;
  const [{ renderToStaticMarkup }, { Catalogue }] = await Promise.all([import("react-dom/server"), import("./CatalogueList")]);
  const html = renderToStaticMarkup(Catalogue({ entries }));
  if (file) writeCacheFile(file, html);
  return html;
}

export default definePlugin({
  name: "catalogue",
  setup: () => ({
    // The component, and React with it, load when a page needs them: a build after one change often renders none.
    async mdxComponents(page) {
      const { Catalogue } = await import("./CatalogueList");
      return { Catalogue: () => Catalogue({ entries: (page.data.catalogue as CatalogueEntry[] | undefined) ?? [] }) };
    },
    async contentLoaded({ pages, addPage, config, cacheDir }) {
      for (const dir of listFolders(pages)) {
        const entries = buildNavTree(pages, config, dir);
        const existing = pages.find((p) => p.key === `${dir}/index`);
        if (existing) {
          existing.data.catalogue = entries;
          continue;
        }
        const title = folderTitle(dir, pages, config);
        const path = `/${dir}/`;
        addPage({
          key: `${dir}/index`,
          path,
          title,
          lang: pageLang(path, undefined, config),
          frontmatter: { title, description: `Todas as páginas da seção ${title}.` },
          headers: [],
          html: await folderHtml(entries, cacheDir),
          sections: [{ slug: "", title: "", text: entries.map((e) => `${e.title} ${e.description ?? ""}`).join(" ") }],
          links: [],
          ids: [],
          data: { catalogue: entries, generated: true },
          headTags: [],
        });
      }
    },
  }),
});
