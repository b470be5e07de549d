/** The server-rendered sidebar: the current page marked, the folders above it open and filled, the rest closed and sent empty. */
import { describe, expect, it } from "vitest";
import { nav } from "./nav.fixture";
import { renderSidebar } from "./render.server";
import { foldersAbove, SIDEBAR_WINDOW, treeHtml } from "./sidebar-html";
import type { NavNode } from "../../../core/nav";

const current = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1]);
const openFolders = (html: string) =>
  [...html.matchAll(/<li class="sidebar-folder" data-open="true"><div class="sidebar-folder-row"><a href="([^"]+)"/g)].map((m) => m[1]);
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);

describe("sidebar", () => {
  it("marks only the current page, opens only the folders above it and leaves the others' pages out", () => {
    const deep = renderSidebar(nav, "/chat/sub/deep.html", "/build/content/nav-tree.abc.json");
    expect(current(deep)).toEqual(["/chat/sub/deep.html"]);
    expect(openFolders(deep)).toEqual(["/chat/", "/chat/sub/"]);
    expect(deep).toContain('aria-controls="sidebar--faq-"');
    expect(deep).toContain('<div id="sidebar--faq-" hidden=""></div>');
    expect(links(deep)).toEqual(["/a.html", "/chat/", "/chat/home.html", "/chat/send.html", "/chat/sub/", "/chat/sub/deep.html", "/faq/"]);
    expect(deep).toContain('data-tree="/build/content/nav-tree.abc.json"');
  });

  it("gives pages of one folder the same tree, each with its own link marked", () => {
    const home = renderSidebar(nav, "/chat/home.html");
    const folder = renderSidebar(nav, "/chat/");
    expect(current(home)).toEqual(["/chat/home.html"]);
    expect(openFolders(home)).toEqual(["/chat/"]);
    expect(current(folder)).toEqual(["/chat/"]);
    expect(openFolders(folder)).toEqual(["/chat/"]);
    expect(home.replace(' aria-current="page"', "")).toBe(folder.replace(' aria-current="page"', ""));
  });

  it("writes a title with markup characters as text, so a page title cannot open a tag or leave an attribute", () => {
    const tricky: NavNode[] = [{ path: "/a&b.html", title: `Tags <b> & "aspas" d'água` }];
    const html = renderSidebar(tricky, "/");
    expect(html).toContain('href="/a&amp;b.html"');
    expect(html).toContain(">Tags &lt;b&gt; &amp; &quot;aspas&quot; d&#39;água<");
    expect(html).not.toContain("<b>");
  });

  it("marks nothing for a page outside the tree, and shows only the top of the tree", () => {
    const home = renderSidebar(nav, "/");
    expect(current(home)).toEqual([]);
    expect(links(home)).toEqual(["/a.html", "/chat/", "/faq/"]);
  });

  it("fills a closed folder in the browser with the markup the server writes for an open one", () => {
    const server = renderSidebar(nav, "/faq/home.html");
    const [faq] = foldersAbove(nav, "/faq/home.html");
    expect(server).toContain(
      `<div id="sidebar--faq-">${treeHtml(faq.children!, new Set(), 1)}</div>`.replace(
        '<a href="/faq/home.html" class="sidebar-link"',
        '<a href="/faq/home.html" class="sidebar-link" aria-current="page"',
      ),
    );
    expect(foldersAbove(nav, "/chat/sub/deep.html").map((f) => f.path)).toEqual(["/chat/", "/chat/sub/"]);
    expect(foldersAbove(nav, "/chat/sub/").map((f) => f.path)).toEqual(["/chat/", "/chat/sub/"]);
    expect(foldersAbove(nav, "/a.html")).toEqual([]);
  });

  it("escapes titles and adds the status badge", () => {
    const html = treeHtml([{ title: 'Preço <"novo"> & cia', path: "/p.html", status: "new" }], new Set(), 0);
    expect(html).toBe(
      '<ul class="sidebar-tree"><li><a href="/p.html" class="sidebar-link">Preço &lt;&quot;novo&quot;&gt; &amp; cia<span class="badge badge-new badge-sm">Novo</span></a></li></ul>',
    );
  });

  it("sends the block of links around the page in a long folder, with a button for the others", () => {
    const pages = Array.from({ length: 100 }, (_, i): NavNode => ({ title: `Página ${i}`, path: `/longa/p${i}.html` }));
    const long: NavNode[] = [
      { title: "Início", path: "/a.html" },
      { title: "Longa", path: "/longa/", children: pages },
    ];
    const at = (i: number) => renderSidebar(long, `/longa/p${i}.html`);
    const shown = (html: string) => links(html).filter((href) => href.startsWith("/longa/p"));
    expect(shown(at(5))).toEqual(pages.slice(0, SIDEBAR_WINDOW).map((p) => p.path));
    const block = Math.floor(85 / SIDEBAR_WINDOW) * SIDEBAR_WINDOW;
    expect(shown(at(85))).toEqual(pages.slice(block, block + SIDEBAR_WINDOW).map((p) => p.path));
    expect(current(at(85))).toEqual(["/longa/p85.html"]);
    expect(at(85)).toContain('<ul class="sidebar-subtree" data-partial>');
    expect(at(85)).toContain('<button type="button" class="sidebar-more">Mostrar todas as 100 páginas</button>');
    // Filled by the browser (no current page): the whole list, no button.
    const whole = treeHtml(pages, new Set(), 1);
    expect(links(whole)).toHaveLength(100);
    expect(whole).not.toContain("sidebar-more");
    // A short folder is whole.
    expect(renderSidebar(nav, "/chat/home.html")).not.toContain("sidebar-more");
  });
});
