/** The server-rendered sidebar: the current page marked, the folders above it open and filled, the rest closed and sent empty. */
import { describe, expect, it } from "vitest";
import { nav } from "./nav.fixture";
import { renderSidebar } from "./render.server";
import { foldersAbove, treeHtml } from "./sidebar-html";

const current = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1]);
const openFolders = (html: string) => [...html.matchAll(/<li class="sidebar-folder" data-open="true"><div class="sidebar-folder-row"><a href="([^"]+)"/g)].map((m) => m[1]);
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

  it("marks nothing for a page outside the tree, and shows only the top of the tree", () => {
    const home = renderSidebar(nav, "/");
    expect(current(home)).toEqual([]);
    expect(links(home)).toEqual(["/a.html", "/chat/", "/faq/"]);
  });

  it("fills a closed folder in the browser with the markup the server writes for an open one", () => {
    const server = renderSidebar(nav, "/faq/home.html");
    const [faq] = foldersAbove(nav, "/faq/home.html");
    expect(server).toContain(`<div id="sidebar--faq-">${treeHtml(faq.children!, new Set(), 1)}</div>`.replace('<a href="/faq/home.html" class="sidebar-link"', '<a href="/faq/home.html" class="sidebar-link" aria-current="page"'));
    expect(foldersAbove(nav, "/chat/sub/deep.html").map((f) => f.path)).toEqual(["/chat/", "/chat/sub/"]);
    expect(foldersAbove(nav, "/chat/sub/").map((f) => f.path)).toEqual(["/chat/", "/chat/sub/"]);
    expect(foldersAbove(nav, "/a.html")).toEqual([]);
  });

  it("escapes titles and adds the status badge", () => {
    const html = treeHtml([{ title: 'Preço <"novo"> & cia', path: "/p.html", status: "new" }], new Set(), 0);
    expect(html).toBe('<ul class="sidebar-tree"><li><a href="/p.html" class="sidebar-link">Preço &lt;&quot;novo&quot;&gt; &amp; cia<span class="badge badge-new badge-sm">Novo</span></a></li></ul>');
  });
});
