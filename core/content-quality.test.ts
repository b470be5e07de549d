/**
 * Every page of the spec exists and is real documentation: a table or a code
 * sample, valid JSON and XML samples, no filler text. (Enough text is checked
 * on the rendered pages, in tests/content/rendered-pages.test.ts.)
 */
import { XMLValidator } from "fast-xml-parser";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseFrontMatter, splitFrontMatter } from "./front-matter";

const CONTENT = new URL("../content/", import.meta.url).pathname;
const routes = readFileSync(join(CONTENT, "../e2e/routes.txt"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));
const files = (readdirSync(CONTENT, { recursive: true }) as string[]).filter((f) => f.endsWith(".mdx")).sort();
const fencedBlocks = (body: string, lang: string) =>
  [...body.matchAll(new RegExp("^```" + lang + "(?:[ \\t][^\\n]*)?\\n([\\s\\S]*?)^```", "gm"))].map((m) => m[1]);

describe("the spec's routes", () => {
  it("each .html route has its MDX page and each folder route has pages in it", () => {
    for (const route of routes) {
      if (route === "/") expect(existsSync(join(CONTENT, "index.mdx"))).toBe(true);
      else if (route.endsWith("/"))
        expect(
          files.some((f) => `/${f}`.startsWith(route)),
          route,
        ).toBe(true);
      else expect(existsSync(join(CONTENT, route.replace(/\.html$/, ".mdx"))), route).toBe(true);
    }
  });
});

describe.each(files)("content/%s", (file) => {
  const source = readFileSync(join(CONTENT, file), "utf8");
  const data = parseFrontMatter(file, source);
  const { body } = splitFrontMatter(source);

  it("has a title and a one-sentence description", () => {
    expect(String(data.title ?? "").trim().length).toBeGreaterThan(2);
    expect(String(data.description ?? "").trim().length).toBeGreaterThan(20);
  });

  // How much a reader gets is measured on the rendered page (tests/content/rendered-pages.test.ts): shared facts come from snippets and the catalogue.
  it("is real documentation, not a stub", () => {
    const hasTable = /^\|.*\|\s*$/m.test(body) || /^::(param-table|common-fields|category-codes|channel-support|xml-tags|xml-subtypes)/m.test(body);
    const hasCode = /^```/m.test(body) || /^::(example-ad|xml-example)/m.test(body);
    expect(hasTable || hasCode, "a table or a code sample").toBe(true);
    // Same words the repository hook looks for ("todo" is Portuguese, TODO is not).
    expect(source).not.toMatch(/\bTODO\b|\bTBD\b|Lorem ipsum|Em breve|[Pp]laceholder/);
  });

  it("has JSON samples that parse and XML samples that are well-formed", () => {
    for (const block of fencedBlocks(body, "json")) expect(() => JSON.parse(block), block.slice(0, 80)).not.toThrow();
    for (const block of fencedBlocks(body, "xml")) expect(XMLValidator.validate(block), block.slice(0, 80)).toBe(true);
  });
});
