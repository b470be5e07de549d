import { describe, expect, it } from "vitest";
import { nav } from "./nav.fixture";
import { ancestorFolders, canonicalPath, folderTrail, previousAndNext } from "./reading-order";

describe("reading order", () => {
  it("gives the neighbours across folder boundaries, depth first", () => {
    expect(previousAndNext(nav, "/chat/home.html")).toMatchObject({ previous: { path: "/a.html" }, next: { path: "/chat/send.html" } });
    expect(previousAndNext(nav, "/chat/sub/deep.html")).toMatchObject({ previous: { path: "/chat/send.html" }, next: { path: "/faq/home.html" } });
    expect(previousAndNext(nav, "/a.html").previous).toBeUndefined();
    expect(previousAndNext(nav, "/faq/home.html").next).toBeUndefined();
  });

  it("leads from the home and from a folder page to their first page", () => {
    expect(previousAndNext(nav, "/").next?.path).toBe("/a.html");
    expect(previousAndNext(nav, "/chat/").next?.path).toBe("/chat/home.html");
    expect(previousAndNext(nav, "/nao-existe.html")).toEqual({});
  });

  it("lists the folders above a page, top down", () => {
    expect(folderTrail(nav, "/chat/sub/deep.html").map((c) => c.title)).toEqual(["Chat", "Sub"]);
    expect(folderTrail(nav, "/a.html")).toEqual([]);
    expect([...ancestorFolders(nav, "/chat/sub/deep.html")]).toEqual(["/chat/", "/chat/sub/"]);
  });

  it("treats the URL without .html as the same page", () => {
    expect(canonicalPath("/chat/home")).toBe("/chat/home.html");
    expect(canonicalPath("/chat/")).toBe("/chat/");
  });
});
