/**
 * Every documentation link the validator can put in a report reaches a page
 * of content/ and, when it has an anchor, a heading of that page (slugged as
 * the build does: accents folded, github-slugger). Rules are read from the
 * sources, so a new rule is covered without editing this test.
 */
import GithubSlugger from "github-slugger";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../../domain/ad-catalogue/categories";
import { PARAMS_BY_CATEGORY } from "../../../domain/ad-catalogue/params/index";
import { XML_TAGS } from "../../../domain/ad-catalogue/xml-real-estate";
import { foldAccents } from "../../../domain/text/fold";
import { docsFor, paramDocs } from "../src/report/docs";
import { notesFor } from "../src/report/notes";
import type { DocLink, PayloadFormat } from "../src/types";

const ROOT = join(__dirname, "../../..");
const SRC = join(__dirname, "../src");

/** Heading ids of an MDX page, skipping fenced code (where "# comment" is not a heading). */
function headingIds(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  let fence: string | undefined;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const f = line.match(/^\s*(`{3,}|~{3,})/);
    if (f) fence = fence === undefined ? f[1] : line.trim().startsWith(fence) ? undefined : fence;
    if (fence !== undefined) continue;
    const h = line.match(/^#{1,6}\s+(.+?)\s*#*\s*$/);
    if (!h) continue;
    const text = h[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_]/g, "");
    ids.add(slugger.slug(foldAccents(text)));
  }
  return ids;
}

function missing(link: DocLink): string | undefined {
  const [path, anchor] = link.href.split("#");
  if (!/^\/.+\.html$/.test(path)) return `${link.href}: not an absolute .html route`;
  const file = join(ROOT, "content", path.replace(/\.html$/, ".mdx"));
  if (!existsSync(file)) return `${link.href}: no page ${file}`;
  if (anchor && !headingIds(file).has(anchor)) return `${link.href}: no heading with id "${anchor}"`;
  return undefined;
}

const sourceRules = () => {
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(SRC, f));
  const rules = new Set<string>();
  for (const file of files)
    for (const m of readFileSync(file, "utf8").matchAll(/"((?:[a-z]+[.-])+[a-z-]+)"/g)) if (/^[a-z]+\.[a-z-]+$/.test(m[1])) rules.add(m[1]);
  return [...rules];
};

describe("documentation links", () => {
  it("every parameter of every category, on each of its channels, links to a page that documents it", () => {
    const links: DocLink[] = [];
    for (const category of CATEGORIES) {
      for (const channel of ["api", "json"] as const) {
        if (!category.channels.includes(channel)) continue;
        for (const param of PARAMS_BY_CATEGORY[category.code]) {
          for (const rule of [undefined, "param.deprecated", "param.lookup-id", "param.value"]) {
            const link = paramDocs(category.code, channel, param.name, rule);
            expect(link, `${category.code} ${channel} ${param.name}`).toBeDefined();
            links.push(link!);
          }
        }
      }
    }
    expect([...new Set(links.map(missing).filter(Boolean))]).toEqual([]);
  });

  it("every rule, on every field and format, links to an existing page and heading", () => {
    const rules = sourceRules();
    expect(rules.length).toBeGreaterThan(60);
    const fields = [
      undefined,
      "id",
      "operation",
      "category",
      "subject",
      "body",
      "phone",
      "type",
      "price",
      "zipcode",
      "images",
      "images[3]",
      "videos",
      "params",
      "params.fuel",
      "access_token",
      "ad_list",
      "SubTipoImovel",
      "Fotos.Foto[1]",
      "Videos.Video",
      ...XML_TAGS.map((t) => t.path.split("/")[0]),
    ];
    const links = new Map<string, DocLink>();
    for (const format of ["api", "json", "xml", undefined] as (PayloadFormat | undefined)[]) {
      for (const rule of rules)
        for (const field of fields)
          for (const category of [undefined, 2020, 1020, 12140]) {
            const link = docsFor(format, rule, field, category);
            if (link) links.set(link.href, link);
          }
    }
    expect(links.size).toBeGreaterThan(20);
    expect([...links.values()].map(missing).filter(Boolean)).toEqual([]);
  });

  it("the notes' links (lookups of ids, images, status codes, file rules) exist", () => {
    const links = (["api", "json", "xml"] as const).flatMap((format) =>
      notesFor({ format, categories: new Set([2020, 2060, 3060]), hasImages: true }).flatMap((n) => n.links),
    );
    expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(["/anuncio/api/autos/car_models.html", "/anuncio/api/electronics/cellphone_models.html"]));
    expect(links.map(missing).filter(Boolean)).toEqual([]);
  });

  it("a link to a heading that does not exist is caught", () => {
    expect(missing({ href: "/anuncio/api/import.html#nao-existe", label: "x" })).toMatch(/no heading/);
    expect(missing({ href: "/anuncio/api/nao-existe.html", label: "x" })).toMatch(/no page/);
    expect(missing({ href: "/anuncio/api/import.html#videos", label: "x" })).toBeUndefined();
  });
});
