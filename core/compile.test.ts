/**
 * Two ways to compile a page: plain Markdown straight to HTML, anything MDX
 * alone can render through mdx-bundler and React. A reader must never tell
 * which way a page went: every page of the portal is compiled both ways and
 * must give the same document (the same tree once parsed, so `&gt;` and `>`
 * are alike) and the same outline (headings, sections, links, ids). The
 * Markdown made from a page's tree as it compiles must be the one its HTML
 * reads back to, the way a page React renders gets its Markdown.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../site.config";
import { compileMdx, type CompiledPage } from "./compile";
import { listContentFiles } from "./content-files";
import { htmlToMarkdown } from "./markdown/page-markdown";
import { renderPage } from "./render";
import type { Page } from "./types";

const root = join(__dirname, "..");
const options = { pageUrl: new URL("/t.html", siteConfig.siteUrl).href, hosts: siteConfig.hosts, plugins: siteConfig.plugins, highlightCache: {} };
const compile = (file: string, source: string, bundle = false) => compileMdx(file, join(root, file), source, { ...options, bundle });
const rendered = (compiled: CompiledPage, file: string) =>
  renderPage({ key: file, path: "/t.html", file, code: compiled.code, html: compiled.html ?? "", data: {} } as unknown as Page, siteConfig.plugins);
/** The parsed document, without the source positions (which differ with the bytes). */
const documentOf = (html: string) => JSON.parse(JSON.stringify(fromHtml(html, { fragment: true }), (key, value) => (key === "position" ? undefined : value)));
const outlineOf = ({ headers, sections, links, ids }: CompiledPage) => ({ headers, sections, links, ids });
const page = (body: string) => `---\ntitle: Teste\ndescription: Teste.\n---\n\n${body}\n`;

describe("compiling a page", () => {
  it("writes plain Markdown straight to HTML, and sends a page with a component, an expression or an import to mdx-bundler", async () => {
    const plain = await compile("content/t.mdx", page("Texto com `código` e [link](/chat/home.html).\n\n| a | b |\n|---|---|\n| 1 | 2 |"));
    expect(plain.code).toBeUndefined();
    expect(plain.html).toContain("<table>");
    for (const body of ['Texto <Badge type="new">novo</Badge>.', "Hoje é {1 + 1}.", 'export const x = 1\n\nTexto.']) {
      const mdx = await compile("content/t.mdx", page(body));
      expect(mdx.html, body).toBeUndefined();
      expect(mdx.code, body).toBeTruthy();
    }
  });

  it("gives every page of the portal the same document, outline and Markdown either way", { timeout: 180_000 }, async () => {
    let plain = 0;
    const withComponents: string[] = [];
    for (const absolute of listContentFiles(join(root, "content"))) {
      const file = relative(root, absolute);
      const source = readFileSync(absolute, "utf8");
      const direct = await compile(file, source);
      if (!direct.html) {
        withComponents.push(file); // a page that needs MDX goes that way already
        continue;
      }
      plain++;
      const bundled = await compile(file, source, true);
      expect(documentOf(direct.html), file).toEqual(documentOf(await rendered(bundled, file)));
      expect(outlineOf(direct), file).toEqual(outlineOf(bundled));
      expect(direct.markdown, file).toBe(await htmlToMarkdown(direct.html, options.pageUrl));
    }
    expect(plain).toBeGreaterThan(90);
    // mdx-bundler stays the compiler of pages that use components: at least one real page goes through it.
    expect(withComponents).toContain("content/ferramentas/index.mdx");
  });

  it("names the file and line of a mistake, as mdx-bundler did", async () => {
    await expect(compile("content/ruim.mdx", page("Linha boa.\n\nAqui {abre e não fecha."))).rejects.toThrow(/content\/ruim\.mdx:8: /);
    await expect(compile("content/ruim.mdx", page("Linha boa.\n\n::param-table{category=\"9999\"}"))).rejects.toThrow(/content\/ruim\.mdx:8: .*9999/);
  });
});
