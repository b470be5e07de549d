/**
 * The search index of the real content, built the way `npm run build` builds
 * it (every plugin, the MDX cache), then queried as the browser would.
 * Expectations come from the pages themselves, so they hold as content grows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { buildRealSite } from "../../tests/content/real-site";
import { createSearchEngine, type SearchEngine } from "./engine";
import { foldText } from "../../domain/text/fold";
import type { SearchIndexFile } from "./index-file";

let pages: Page[];
let engine: SearchEngine;
let file: SearchIndexFile;

beforeAll(async () => {
  const { manifest, assetsDir } = await buildRealSite();
  pages = manifest.pages;
  const url = manifest.assets["search-index"];
  file = JSON.parse(readFileSync(join(assetsDir, url.split("/").pop()!), "utf8"));
  engine = createSearchEngine(file);
}, 300_000);

const RANK = { title: 3, header: 2, text: 1 };

describe("the search index of the real content", () => {
  it("is a hashed asset covering every page", () => {
    expect(file.pages.map(([, path]) => path).sort()).toEqual(pages.map((p) => p.path).sort());
  });

  it("finds every page by its title, as a title match, with or without accents and capitals", () => {
    for (const page of pages) {
      for (const query of [page.title, foldText(page.title), page.title.toUpperCase()]) {
        const { hits } = engine.search(query, 100);
        expect(hits[0]?.matchedIn, query).toBe("title");
        expect(hits.map((h) => h.url), query).toContain(page.path);
      }
    }
  });

  it("ranks title, then heading, then body matches, and shows at most 10", () => {
    const { hits, total } = engine.search("anúncio");
    expect(total).toBeGreaterThan(10);
    expect(hits).toHaveLength(10);
    const ranks = hits.map((h) => RANK[h.matchedIn]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(engine.search("ANUNCIOS").hits.map((h) => h.url)).toEqual(hits.map((h) => h.url));
  });

  it("finds identifiers and codes as typed, in the sections that hold them", () => {
    const sectionsByUrl = new Map(pages.flatMap((p) => p.sections.map((s) => [s.slug ? `${p.path}#${s.slug}` : p.path, `${p.frontmatter.description ?? ""} ${s.text} ${s.code ?? ""}`] as const)));
    const all = [...sectionsByUrl.values()].join(" ");
    const identifiers = [...new Set(all.match(/\b[a-z]+(?:_[a-z0-9]+)+\b|\bERROR_[A-Z0-9_]+\b|\/autoupload\/[a-z_]+/g) ?? [])];
    expect(identifiers.length).toBeGreaterThan(10);
    for (const identifier of identifiers) {
      const { hits } = engine.search(identifier);
      expect(hits.length, identifier).toBeGreaterThan(0);
      for (const hit of hits) {
        const where = hit.url.includes("#") ? sectionsByUrl.get(hit.url) : pages.find((p) => p.path === hit.url)!.sections.filter((s) => !s.slug).map((s) => `${s.text} ${s.code}`).join(" ") + (pages.find((p) => p.path === hit.url)!.frontmatter.description ?? "");
        expect(where?.toLowerCase(), `${identifier} → ${hit.url}`).toContain(identifier.toLowerCase().replace(/^\//, ""));
      }
    }
  });
});
