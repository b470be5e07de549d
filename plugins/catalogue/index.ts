/**
 * Folder routes (`/chat/`, `/anuncio/api/autos/`) answer with an index page
 * that lists the folder's children. A folder with its own `index.mdx` gets the
 * list as data for its <Catalogue /> component; any other folder gets a
 * generated page holding just the catalogue.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CatalogueList, type CatalogueEntry } from "./CatalogueList";
import { buildNavTree, folderTitle, listFolders } from "../../core/nav";
import { definePlugin } from "../../core/plugin";
import { pageLang } from "../../core/routing";

export default definePlugin({
  name: "catalogue",
  mdxComponents: (page) => ({
    Catalogue: () => createElement(CatalogueList, { entries: (page.data.catalogue as CatalogueEntry[] | undefined) ?? [] }),
  }),
  contentLoaded({ pages, addPage, config }) {
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
        html: renderToStaticMarkup(createElement(CatalogueList, { entries })),
        sections: [{ slug: "", title: "", text: entries.map((e) => `${e.title} ${e.description ?? ""}`).join(" ") }],
        links: [],
        ids: [],
        data: { catalogue: entries, generated: true },
        headTags: [],
      });
    }
  },
});
