/** The server-rendered sidebar: the current page marked, the folders above it open, the rest closed. */
import { describe, expect, it } from "vitest";
import { nav } from "./nav.fixture";
import { renderSidebar } from "./render.server";

const current = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1]);
const openFolders = (html: string) => [...html.matchAll(/<li class="sidebar-folder" data-open="true"><div class="sidebar-folder-row"><a href="([^"]+)"/g)].map((m) => m[1]);

describe("sidebar", () => {
  it("marks only the current page and opens only the folders above it", () => {
    const deep = renderSidebar(nav, "/chat/sub/deep.html");
    expect(current(deep)).toEqual(["/chat/sub/deep.html"]);
    expect(openFolders(deep)).toEqual(["/chat/", "/chat/sub/"]);
    expect(deep).toContain('aria-controls="sidebar--faq-"');
    expect(deep).toMatch(/<div id="sidebar--faq-" hidden="">/);
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

  it("marks nothing for a page outside the tree", () => {
    expect(current(renderSidebar(nav, "/"))).toEqual([]);
  });
});
