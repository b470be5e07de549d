/** What the search-index plugin puts in the index: the default locale's pages, minus opt-outs, folder pages by title only. */
import { describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import searchIndex, { searchablePages } from "./index";
import type { SearchIndexFile } from "./index-file";

const page = (path: string, extra: Partial<Page> = {}): Page => ({
  key: path,
  path,
  title: `Título ${path}`,
  lang: "pt-BR",
  frontmatter: { title: `Título ${path}` },
  headers: [],
  html: "",
  sections: [{ slug: "", title: "", text: `Texto de ${path}` }],
  links: [],
  ids: [],
  data: {},
  headTags: [],
  ...extra,
});

const locales = { "/": { lang: "pt-BR", label: "Português" }, "/en/": { lang: "en-US", label: "English" } };

describe("search-index plugin", () => {
  it("indexes the default locale only and leaves out noindex pages", () => {
    const pages = [page("/chat/home.html"), page("/en/chat/home.html"), page("/faq/x.html", { frontmatter: { title: "X", noindex: true } })];
    expect(searchablePages(pages, { locales }).map((p) => p.path)).toEqual(["/chat/home.html"]);
  });

  it("keeps a generated folder page to its title", () => {
    const folder = page("/chat/", { data: { generated: true } });
    expect(searchablePages([folder], { locales })[0].sections).toEqual([]);
  });

  it("emits the index as the asset search-index, under a stable name", async () => {
    const emitted: [string, string, string, unknown][] = [];
    await searchIndex.contentLoaded!({
      config: { locales } as never,
      pages: [page("/chat/home.html")],
      addPage: () => {},
      addRedirect: () => {},
      addHeadTag: () => {},
      emitAsset: (name, extension, contents, options) => (emitted.push([name, extension, contents, options]), `/build/content/${name}.${extension}`),
    });
    expect(emitted.map(([name, ext, , options]) => [name, ext, options])).toEqual([["search-index", "json", { stable: true }]]);
    const file: SearchIndexFile = JSON.parse(emitted[0][2]);
    expect(file.pages).toEqual([["Título /chat/home.html", "/chat/home.html"]]);
  });
});
