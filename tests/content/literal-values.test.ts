/**
 * A code value is sent to the marketplace exactly as written: "Kitchenette /
 * Conjugados" without its second space is another SubTipoImovel. Every text
 * form the portal publishes besides the HTML (each page's Markdown, which
 * /llms-full.txt puts together, /llms.txt and the search texts a result shows)
 * must carry each value byte for byte, as the HTML does. Checked over every code of the ad
 * catalogue and of the API's code tables: wherever a value shows with its
 * spaces lost, doubled or moved, the test names the form, the page and what
 * it read instead.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { catalogueCodes } from "../../domain/ad-catalogue";
import { forEachCode } from "../../domain/api-catalogue/code-tables";
import { foldAccents } from "../../domain/text/fold";
import { llmsFull } from "../../plugins/llms-txt/llms-full";
import { llmsIndex } from "../../plugins/llms-txt/llms-index";
import { siteConfig } from "../../site.config";
import { buildRealSite, pageText } from "./real-site";

/** Every literal value a page may show: codes of the ad catalogue, codes and statusMessage texts of the API's tables. */
function literalValues(): string[] {
  const values = new Set<string>();
  for (const { value } of catalogueCodes()) values.add(value.code);
  forEachCode((table, value) => {
    values.add(String(value.code));
    if (table.id === "import-status-code" && typeof value.label === "string") values.add(value.label);
  });
  return [...values];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Short codes ("1", "s", "u") are everywhere in prose: only a value with a space, or long enough to be told apart, is looked for.
const checkable = (value: string) => /\s/.test(value) || value.length >= 5;

const ACCENTED = [..."áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ"];
/** A character with or without its accent: "é" and "e" both read as [eéèêë]. */
function anyAccent(char: string): string {
  const base = foldAccents(char);
  const variants = [...new Set([base, char, ...ACCENTED.filter((c) => foldAccents(c) === base)])];
  return variants.length > 1 ? `[${variants.map(escape).join("")}]` : escape(char);
}

/**
 * The value with any whitespace, or none, between each two of its
 * characters, its accents optional, not inside a longer word: what a value
 * becomes when a writer drops, doubles or moves a space ("Kitchenette
 * /Conjugados") or drops an accent ("Predio Comercial").
 */
function looseForm(value: string): RegExp {
  const chars = [...value.replace(/\s+/g, "")].map(anyAccent).join("[\\s\\u00ad\\u200b]*");
  return new RegExp(`(?<![\\p{L}\\p{N}_])${chars}(?![\\p{L}\\p{N}_])`, "gu");
}

interface TextForm {
  form: string;
  where: string;
  text: string;
}

/** Labels written like a value with other spaces ("Galpão/Depósito/Armazém", the title a SubTipoImovel gives): not misquotes. */
function catalogueLabels(): Set<string> {
  const labels = new Set<string>();
  for (const { value } of catalogueCodes()) if (value.label) labels.add(value.label);
  return labels;
}

/** Every published text whose value is read as a different one. */
function misquoted(values: readonly string[], texts: readonly TextForm[], labels = new Set<string>()): string[] {
  const found = new Set<string>();
  for (const value of values.filter(checkable)) {
    const loose = looseForm(value);
    for (const { form, where, text } of texts) {
      for (const match of text.matchAll(loose)) {
        if (match[0] !== value && !labels.has(match[0])) found.add(`${form} ${where}: ${JSON.stringify(match[0])} instead of ${JSON.stringify(value)}`);
      }
    }
  }
  return [...found];
}

/** The search texts files a result's snippet is read from (plugins/search), one text per section. */
function searchTexts(assetsDir: string): TextForm[] {
  return readdirSync(assetsDir)
    .filter((name) => name.startsWith("search-text."))
    .map((name) => ({ form: "search texts", where: name, text: JSON.stringify(JSON.parse(readFileSync(join(assetsDir, name), "utf8"))).replace(/\\"/g, '"') }));
}

describe("literal values in the published text forms", () => {
  let pages: Page[];
  let texts: TextForm[];
  beforeAll(async () => {
    const { manifest, assetsDir } = await buildRealSite();
    pages = manifest.pages;
    const markdownOf = (key: string) => pages.find((page) => page.key === key)?.markdown;
    texts = [
      // A <wbr> is a break hint, not a space: the HTML reads without it.
      ...pages.map((page) => ({ form: "HTML of", where: page.path, text: pageText(page.html.replace(/<wbr\s*\/?>/g, "")) })),
      ...pages.filter((page) => page.markdown).map((page) => ({ form: "Markdown of", where: page.path, text: page.markdown! })),
      { form: "/llms-full.txt", where: "", text: llmsFull(pages, siteConfig, markdownOf) },
      { form: "/llms.txt", where: "", text: llmsIndex(pages, siteConfig) },
      ...searchTexts(assetsDir),
    ];
  }, 300_000);

  it("finds the loose form of a value with a lost space (so the check below can fail)", () => {
    const sample = [{ form: "sample", where: "", text: "| `Kitchenette /Conjugados` | Kitchenette/conjugado |" }];
    expect(misquoted(["Kitchenette / Conjugados"], sample)).toEqual(['sample : "Kitchenette /Conjugados" instead of "Kitchenette / Conjugados"']);
    expect(misquoted(["Kitchenette / Conjugados"], [{ ...sample[0], text: "`Kitchenette / Conjugados`" }])).toEqual([]);
    expect(misquoted(["Prédio Comercial"], [{ ...sample[0], text: "os subtipos `Predio Comercial` e" }])).toEqual([
      'sample : "Predio Comercial" instead of "Prédio Comercial"',
    ]);
  });

  it("carry every code value byte for byte", () => {
    const values = literalValues();
    expect(values).toEqual(expect.arrayContaining(["Kitchenette / Conjugados", "Galpão / Depósito / Armazém", "Loja de Shopping / Centro Comercial"]));
    expect(misquoted(values, texts, catalogueLabels())).toEqual([]);
  });

  it("show the values with spaces around a slash at all (the pages that list them are in every form)", () => {
    const withSlash = literalValues().filter((value) => / \/ /.test(value));
    const missing = withSlash.filter((value) => !texts.some(({ form, text }) => form === "/llms-full.txt" && text.includes(value)));
    expect(missing).toEqual([]);
  });

  it("hold no invisible break hints (soft hyphen, zero-width space) that would be copied into a value", () => {
    const hinted = texts.filter(({ text }) => /[\u00ad\u200b]/.test(text)).map(({ form, where }) => `${form} ${where}`);
    expect(hinted).toEqual([]);
  });
});
