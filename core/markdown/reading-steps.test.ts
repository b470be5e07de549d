/** The HTML the reading-experience steps add to a compiled page (copy buttons, tables, external links, code colours). */
import { describe, expect, it } from "vitest";
import { compileMdx } from "../compile";
import { renderPage } from "../render";
import type { Page } from "../types";
import { contrast, CODE_BG, readableOn } from "./code-contrast";

async function html(body: string) {
  const source = `---\ntitle: Teste\ndescription: Página de teste.\n---\n\n${body}\n`;
  const compiled = await compileMdx("content/teste.mdx", "/tmp/teste.mdx", source, { hosts: {}, plugins: [] });
  const page = { key: "teste", path: "/teste.html", title: "Teste", lang: "pt-BR", frontmatter: compiled.frontmatter, headers: compiled.headers, code: compiled.code, html: "", sections: compiled.sections, links: compiled.links, ids: compiled.ids, data: {}, headTags: [] } as Page;
  return { html: renderPage(page, []), sections: compiled.sections };
}

const hex = (s: string) => [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16)) as [number, number, number];

describe("reading steps of the markdown pipeline", () => {
  it("opens links that leave the portal in a new tab, safely, and says so only to screen readers", async () => {
    const out = await html("Veja [o site](https://exemplo.com.br/doc) e [OAuth](/anuncio/api/oauth.html).");
    const link = /<a href="https:\/\/exemplo\.com\.br\/doc"([^>]*)>(.*?)<\/a>/.exec(out.html);
    expect(link?.[1]).toContain('target="_blank"');
    expect(link?.[1]).toContain('rel="noopener noreferrer"');
    expect(link?.[1]).toContain('class="external-link"');
    expect(link?.[2]).toBe('o site<span class="sr-only"> (abre em nova aba)</span>');
    expect(out.html).toContain('<a href="/anuncio/api/oauth.html">OAuth</a>');
    expect(out.sections.map((s) => s.text).join(" ")).not.toContain("abre em nova aba");
  });

  it("wraps code blocks with a copy button and their language, and tables in a scroll box", async () => {
    const out = await html("```json\n{ \"a\": 1 }\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(out.html).toMatch(/<div class="code-block" data-lang="json"><pre class="shiki[^"]*"/);
    expect(out.html).toContain('<button type="button" class="copy-code" aria-label="Copiar código" title="Copiar código"></button>');
    expect(out.html).toContain('<div class="table-scroll"><table>');
  });

  it("keeps the tab label out of each tab's code block and shows a fence title outside tabs", async () => {
    const tabs = await html(":::code-tabs\n```bash\ncurl x\n```\n```js\nfetch(x)\n```\n:::");
    expect(tabs.html).not.toContain("data-lang");
    expect(tabs.html.match(/class="copy-code"/g)).toHaveLength(2);
    const titled = await html('```json title="anuncio.json"\n{}\n```');
    expect(titled.html).toContain('<div class="code-title">anuncio.json</div>');
  });

  it("gives every code token at least AA contrast on the code background, light and dark", async () => {
    const out = await html("```bash\n# comentário\nFOO=1 curl -X PUT \"$URL\" # fim\n```\n\n```js\nconst a = { b: 'c', d: 10, e: true } // nota\n```\n\n```php\n<?php $x = ['a' => 1]; // c\n```");
    const light = [...out.html.matchAll(/[";]color:(#[0-9a-fA-F]{6})/g)].map((m) => m[1]);
    const dark = [...out.html.matchAll(/--shiki-dark:(#[0-9a-fA-F]{6})/g)].map((m) => m[1]);
    expect(light.length).toBeGreaterThan(5);
    for (const c of light) expect(contrast(hex(c), hex(CODE_BG.light)), c).toBeGreaterThanOrEqual(4.5);
    for (const c of dark) expect(contrast(hex(c), hex(CODE_BG.dark)), c).toBeGreaterThanOrEqual(4.5);
    expect(out.html).toContain(`background-color:${CODE_BG.light}`);
  });

  it("changes a colour only when it needs to", () => {
    expect(readableOn("#24292e", CODE_BG.light)).toBe("#24292e");
    expect(readableOn("#6a737d", CODE_BG.dark)).not.toBe("#6a737d");
  });

  it("names each task-list checkbox by its item", async () => {
    const out = await html("- [x] Token obtido\n- [ ] Anúncio enviado");
    expect(out.html).toMatch(/<input type="checkbox"[^>]*aria-label="Token obtido"/);
    expect(out.html).toMatch(/<input type="checkbox"[^>]*aria-label="Anúncio enviado"/);
  });

  it("gives admonitions their pt-BR default title or the author's", async () => {
    const out = await html(":::details\nCorpo.\n:::\n\n:::warning[Prazo]\nDez minutos.\n:::");
    expect(out.html).toContain("<summary>Detalhes</summary>");
    expect(out.html).toMatch(/class="admonition admonition-warning"[^>]*aria-label="Prazo"/);
  });
});
