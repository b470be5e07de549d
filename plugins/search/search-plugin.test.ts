/** What the search plugin puts in the index: the default locale's pages, minus opt-outs, folder pages by title only; and what it emits. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
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

describe("search plugin", () => {
  it("indexes the default locale only and leaves out noindex pages", () => {
    const pages = [page("/chat/home.html"), page("/en/chat/home.html"), page("/faq/x.html", { frontmatter: { title: "X", noindex: true } })];
    expect(searchablePages(pages, { locales }).map((p) => p.path)).toEqual(["/chat/home.html"]);
  });

  it("keeps a generated folder page to its title, marked as generated", () => {
    const folder = page("/chat/", { data: { generated: true } });
    expect(searchablePages([folder], { locales })[0]).toMatchObject({ sections: [], generated: true });
  });

  it("emits the index as the asset search-index under a stable name, and each page's texts hashed and unlisted", async () => {
    const emitted: [string, string, string, unknown][] = [];
    await searchIndex().contentLoaded!({
      config: { locales } as never,
      pages: [page("/chat/home.html"), page("/chat/send.html")],
      addPage: () => {},
      addRedirect: () => {},
      addHeadTag: () => {},
      emitAsset: (name, extension, contents, options) => (
        emitted.push([name, extension, contents, options]), `/build/content/${name}.${emitted.length}.${extension}`
      ),
    });
    expect(emitted.map(([name, ext, , options]) => [name, ext, options])).toEqual([
      ["search-text", "json", { listed: false }],
      ["search-text", "json", { listed: false }],
      ["search-index", "json", { stable: true }],
    ]);
    // The page's texts, and its readers' words: with no reader's question about this little site, its title's terms.
    const [texts, readers] = JSON.parse(emitted[0][2]);
    expect(texts).toEqual(["Texto de /chat/home.html"]);
    expect(readers[0]).not.toBe("");
    const file: SearchIndexFile = JSON.parse(emitted[2][2]);
    // Each page names its texts file by the name beside the index.
    expect(file.pages).toEqual([
      ["Título /chat/home.html", "/chat/home.html", "search-text.1.json", 0, []],
      ["Título /chat/send.html", "/chat/send.html", "search-text.2.json", 0, []],
    ]);
  });

  it("keeps each page's terms and the readers' words in the build cache: the same index from it, only a changed page's terms made again, a damaged entry made again", async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), "search-cache-"));
    const indexOf = async (pages: Page[]) => {
      let index = "";
      await searchIndex().contentLoaded!({
        config: { locales } as never,
        pages,
        addPage: () => {},
        addRedirect: () => {},
        addHeadTag: () => {},
        emitAsset: (name, _extension, contents) => ((index = name === "search-index" ? contents : index), `/build/content/${name}.json`),
        cacheDir,
      });
      return index;
    };
    const pages = [page("/chat/home.html"), page("/chat/send.html")];
    const first = await indexOf(pages);
    const entries = () => readdirSync(join(cacheDir, "search"));
    const readersEntries = () => entries().filter((name) => name.startsWith("readers-"));
    expect(entries()).toHaveLength(3);
    expect(readersEntries()).toHaveLength(1);
    expect(await indexOf(pages)).toBe(first);
    expect(entries()).toHaveLength(3);
    // A new word is a new term of one page; the readers' words depend on the pages' titles and headings, not on it.
    const edited = [pages[0], page("/chat/send.html", { sections: [{ slug: "", title: "", text: "Envio de mensagens" }] })];
    expect(await indexOf(edited)).toContain("mensag");
    expect(entries()).toHaveLength(4);
    expect(readersEntries()).toHaveLength(1);
    for (const entry of entries()) writeFileSync(join(cacheDir, "search", entry), "sha256:0\nlixo");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await indexOf(pages)).toBe(first);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    rmSync(cacheDir, { recursive: true, force: true });
  });
});
