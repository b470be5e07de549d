/**
 * Every page under content/ (content/anuncio/ and the other areas that show
 * ads, such as the FAQ and vehicle history; whoever wrote them): each ```json block
 * parses, each ```xml block is well-formed, and every ad, ad array or API
 * envelope shown in a ```json block uses categories and parameter codes the
 * catalogue accepts. XML feeds (Carga) are checked against the XML tags.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { checkAd, checkXmlFeed, type RuleFinding as Issue } from "../../packages/validador/src/index";
import { findCategory } from "./index";

const ROOT = join(__dirname, "..", "..", "content");

function walk(dir: string): string[] {
  let out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(walk(path));
    else if (name.endsWith(".mdx")) out.push(path);
  }
  return out.sort();
}

interface Block {
  lang: "json" | "xml";
  line: number;
  source: string;
}

/** Fenced ```json / ```xml blocks, also when indented inside a list or directive. */
export function codeBlocks(mdx: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /^([ \t]*)(`{3,}|~{3,})(json|xml)\b[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
  for (const m of mdx.matchAll(pattern)) {
    const indent = m[1];
    const source = m[4]
      .split("\n")
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join("\n");
    blocks.push({ lang: m[3] as "json" | "xml", line: mdx.slice(0, m.index).split("\n").length, source });
  }
  return blocks;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
/** Looks like an ad: has a category code and ad content (params, subject or body). */
const looksLikeAd = (v: unknown): v is Record<string, unknown> => isObject(v) && "category" in v && ("params" in v || "subject" in v || "body" in v);

function channelFor(ad: Record<string, unknown>, inEnvelope: boolean): "api" | "json" {
  if (inEnvelope || "operation" in ad || "phone" in ad) return "api";
  const category = findCategory(Number(ad.category));
  return category && !category.channels.includes("json") ? "api" : "json";
}

/** Checks the ads a JSON value shows; returns the issues found (codes mode: partial examples are fine). */
export function checkJsonExample(value: unknown): Issue[] {
  const opts = { mode: "codes" as const };
  if (isObject(value) && Array.isArray(value.ad_list)) {
    return value.ad_list.flatMap((ad, i) => checkAd(ad, "api", `ad_list[${i}]`, opts));
  }
  if (Array.isArray(value) && value.some(looksLikeAd)) {
    return value.flatMap((ad, i) => (looksLikeAd(ad) ? checkAd(ad, channelFor(ad, false), `[${i}]`, opts) : []));
  }
  if (looksLikeAd(value)) return checkAd(value, channelFor(value, false), "", opts);
  return [];
}

const files = walk(ROOT);

describe("content examples (content/anuncio and every other area)", () => {
  it("finds the pages", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const name = relative(join(__dirname, "..", ".."), file);
    it(name, () => {
      const problems: string[] = [];
      for (const block of codeBlocks(readFileSync(file, "utf8"))) {
        const where = `${name}:${block.line}`;
        if (block.lang === "json") {
          let value: unknown;
          try {
            value = JSON.parse(block.source);
          } catch (error) {
            problems.push(`${where}: invalid JSON: ${(error as Error).message}`);
            continue;
          }
          for (const issue of checkJsonExample(value)) problems.push(`${where}: ${issue.path}: ${issue.message}`);
        } else {
          const result = XMLValidator.validate(block.source);
          if (result !== true) {
            problems.push(`${where}: invalid XML: ${result.err.msg} (line ${result.err.line})`);
            continue;
          }
          const doc = new XMLParser({ parseTagValue: false }).parse(block.source);
          if (isObject(doc) && "Carga" in doc) {
            for (const issue of checkXmlFeed(doc)) problems.push(`${where}: ${issue.path}: ${issue.message}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe("example detection", () => {
  it("extracts indented blocks and checks envelopes, arrays and single ads", () => {
    const mdx = 'text\n\n  ```json title="x"\n  {"a": 1}\n  ```\n\n```xml\n<a/>\n```\n';
    expect(codeBlocks(mdx).map((b) => [b.lang, b.source.trim()])).toEqual([
      ["json", '{"a": 1}'],
      ["xml", "<a/>"],
    ]);
    expect(checkJsonExample({ access_token: "x", ad_list: [{ id: "a", category: 2020, params: { fuel: "4" } }] })).not.toEqual([]);
    expect(checkJsonExample([{ id: "a", category: 9999, subject: "xx" }])).not.toEqual([]);
    expect(checkJsonExample({ id: "a", category: 1020, params: { rooms: "9" } })).not.toEqual([]);
    expect(checkJsonExample({ id: "a", category: 1020, params: { rooms: "3" } })).toEqual([]);
    // not an ad: a notification carries a category but no ad content
    expect(checkJsonExample({ data: { ad: { id: "a", category: 2020, status: "accepted" } } })).toEqual([]);
  });
});
