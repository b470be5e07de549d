import { describe, expect, it, vi } from "vitest";
import { completePage, keyFromPath } from "./plugin-page";

// Counts the HTML parses: a page given with all its facts must need none.
const parsed = vi.hoisted(() => ({ count: 0 }));
vi.mock("hast-util-from-html", async (original) => {
  const actual = await original<typeof import("hast-util-from-html")>();
  return { ...actual, fromHtml: (...args: Parameters<typeof actual.fromHtml>) => (parsed.count++, actual.fromHtml(...args)) };
});
import { testSiteConfig } from "./test-site-config";

const config = testSiteConfig({
  description: "Documentação de integração.",
  locales: { "/": { lang: "pt-BR", label: "Português" }, "/en/": { lang: "en-US", label: "English" } },
});

describe("addPage's defaults (completePage)", () => {
  it("makes a whole page from a route, a title and Markdown", () => {
    const page = completePage(
      {
        path: "/status.html",
        title: "Status",
        markdown: "## Fila de importação\n\nTudo em dia, veja [o guia](/anuncio/api/oauth.html).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
      },
      config,
    );
    expect(page).toMatchObject({
      key: "status",
      path: "/status.html",
      title: "Status",
      lang: "pt-BR",
      frontmatter: { title: "Status", description: "Documentação de integração." },
      headers: [{ level: 2, title: "Fila de importação", slug: "fila-de-importação" }],
      ids: ["fila-de-importação"],
      links: [{ href: "/anuncio/api/oauth.html" }],
      data: {},
      headTags: [],
    });
    expect(page.html).toContain('<h2 id="fila-de-importação">Fila de importação</h2>');
    expect(page.html).toContain("<table>");
    expect(page.sections).toEqual([{ slug: "", title: "", text: expect.stringContaining("Tudo em dia, veja o guia") }]);
    // Generated pages have no source file, hence no "edit this page" link, and are listed in the sidebar unless hidden.
    expect(page.file).toBeUndefined();
    expect(page.frontmatter.hidden).toBeUndefined();
  });

  it("takes HTML as it is, keeps its ids, and lets any given field win", () => {
    const page = completePage(
      {
        path: "/en/tools/",
        title: "Tools",
        html: '<h2 id="cli">CLI</h2><p>x</p>',
        frontmatter: { description: "All tools.", hidden: true },
        data: { generated: true },
      },
      config,
    );
    expect(page).toMatchObject({
      key: "en/tools/index",
      lang: "en-US",
      html: '<h2 id="cli">CLI</h2><p>x</p>',
      headers: [{ level: 2, title: "CLI", slug: "cli" }],
      frontmatter: { title: "Tools", description: "All tools.", hidden: true },
      data: { generated: true },
    });
  });

  it("refuses a route that is not a page's URL, naming it", () => {
    expect(keyFromPath("/")).toBe("index");
    expect(() => keyFromPath("status")).toThrow('addPage: path "status" must start with "/"');
    expect(() => keyFromPath("/status.txt")).toThrow('addPage: path "/status.txt" must end with ".html" (a page) or "/" (a folder\'s page)');
  });

  it("takes a page given as HTML with all its facts as it is, without parsing its HTML again (a folder's catalogue on every build)", () => {
    const given = {
      path: "/guias/",
      title: "Guias",
      html: '<ul><li><a href="/guias/a.html">A</a></li></ul>',
      headers: [],
      sections: [{ slug: "", title: "", text: "A" }],
      links: [],
      ids: [],
    };
    parsed.count = 0;
    const page = completePage(given, config);
    expect(parsed.count).toBe(0);
    expect(page).toMatchObject({ key: "guias/index", lang: "pt-BR", html: given.html, links: [], sections: given.sections, data: {}, headTags: [] });
    // Without its facts the same page is parsed for them.
    expect(completePage({ path: "/guias/", title: "Guias", html: given.html }, config).links).toEqual([{ href: "/guias/a.html" }]);
    expect(parsed.count).toBe(1);
  });
});
