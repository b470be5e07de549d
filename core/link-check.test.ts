import { describe, expect, it } from "vitest";
import { findBrokenLinks } from "./link-check";
import type { Page } from "./types";

const page = (key: string, path: string, links: string[]): Page =>
  ({
    key,
    path,
    title: key,
    lang: "pt-BR",
    frontmatter: { title: key },
    headers: [],
    html: "",
    sections: [],
    links: links.map((href, i) => ({ href, line: i + 1 })),
    ids: [],
    data: {},
    headTags: [],
    file: `content/${key}.mdx`,
  }) as Page;

describe("findBrokenLinks", () => {
  const pages = [page("a", "/a.html", ["/b.html", "/openapi.json"]), page("b", "/b.html", [])];

  it("reports a link to a file no plugin serves, with file and line", () => {
    expect(findBrokenLinks(pages)).toEqual([{ file: "content/a.mdx", line: 2, href: "/openapi.json", reason: "no page answers this path" }]);
  });

  it("accepts a link to a file a plugin declares it serves", () => {
    expect(findBrokenLinks(pages, new Set(["/openapi.json"]))).toEqual([]);
  });
});
