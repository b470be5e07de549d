/** The HTML the reading-experience steps add to a compiled page (code headers, tables, cards and steps, external links, code colours). */
import { describe, expect, it } from "vitest";
import { compileMdx } from "../compile";
import { renderPage } from "../render";
import type { Page } from "../types";
import { contrast, CODE_BG, CODE_CONTRAST, readableOn } from "./code-contrast";

async function html(body: string) {
  const source = `---\ntitle: Teste\ndescription: Página de teste.\n---\n\n${body}\n`;
  const compiled = await compileMdx("content/teste.mdx", "/tmp/teste.mdx", source, { pageUrl: "http://localhost/t.html", hosts: {}, plugins: [] });
  const page = {
    key: "teste",
    path: "/teste.html",
    title: "Teste",
    lang: "pt-BR",
    frontmatter: compiled.frontmatter,
    headers: compiled.headers,
    code: compiled.code,
    html: compiled.html ?? "",
    sections: compiled.sections,
    links: compiled.links,
    ids: compiled.ids,
    data: {},
    headTags: [],
  } as Page;
  return { html: await renderPage(page, []), sections: compiled.sections };
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

  it("gives a code block a header bar with its language and a copy button, above the code, never over it", async () => {
    const out = await html('```json\n{ "a": 1 }\n```');
    expect(out.html).toMatch(
      /^<div class="code-block" data-lang="json"><div class="code-header" data-label="json"><button type="button" class="copy-code" aria-label="Copiar código" title="Copiar código"><\/button><\/div><pre class="shiki/,
    );
  });

  it("shows a fence's title in the header instead of the language", async () => {
    const titled = await html('```json title="anuncios.json"\n{}\n```');
    expect(titled.html).toContain('<div class="code-header"><span class="code-title">anuncios.json</span><button type="button" class="copy-code"');
    expect(titled.html).not.toContain("data-label=");
  });

  it("gives a tab group one header with its tabs and one copy button, and its blocks none", async () => {
    const tabs = await html(":::code-tabs\n```bash\ncurl x\n```\n```js\nfetch(x)\n```\n:::");
    expect(tabs.html).toMatch(
      /^<div class="code-tabs"[^>]*><div class="code-header"><div role="tablist"[^>]*>.*<\/div><button type="button" class="copy-code"/,
    );
    expect(tabs.html.match(/class="copy-code"/g)).toHaveLength(1);
    expect(tabs.html.match(/class="code-header"/g)).toHaveLength(1);
  });

  it("numbers the lines of a block that asks for it, with a gutter as wide as its last number", async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `<a>${i}</a>`).join("\n");
    const numbered = await html(`\`\`\`xml showLineNumbers {2}\n<r>\n${twelve}\n</r>\n\`\`\``);
    expect(numbered.html).toMatch(/<pre class="shiki[^"]* line-numbers" style="[^"]*--line-digits:2"/);
    expect(numbered.html).toContain('<span class="line highlighted">');
    const plain = await html("```xml\n<r/>\n```");
    expect(plain.html).not.toContain("line-numbers");
  });

  it("puts every table in a frame with a scroll box; a table of four columns or more is wide, its cells labelled", async () => {
    const narrow = await html("| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |");
    expect(narrow.html).toContain('<div class="table-frame"><div class="table-scroll"><table><thead><tr><th>a</th>');
    const wide = await html("| Parâmetro | Valor | Erro devolvido | |\n|---|---|---|---|\n| `fuel` | 4 | x | y |");
    expect(wide.html).toContain(
      '<div class="table-frame table-cards table-wide"><div class="table-scroll"><table role="table"><thead role="rowgroup"><tr role="row"><th role="columnheader">Parâmetro</th>',
    );
    expect(wide.html).toContain(
      '<td role="cell" data-label="Parâmetro"><code>fuel</code></td><td role="cell" data-label="Valor">4</td><td role="cell" data-label="Erro devolvido">x</td><td role="cell">y</td>',
    );
  });

  it("never breaks a code in a table cell, marks long codes and prose cells, and cards a three-column table too wide for a phone", async () => {
    const out = await html("| Código | Rota |\n|---|---|\n| `ERROR_FUEL_4_DEPRECATED` | `/autoupload/v1/published` |");
    expect(out.html).toContain("<code>ERROR_FUEL_4_DEPRECATED</code>");
    expect(out.html).toContain("<code>/autoupload/v1/published</code>");
    expect(out.html).not.toContain("<wbr");
    const reference = await html(
      "| Parâmetro | Tipo | Obrigatório | Significado |\n|---|---|---|---|\n| `ERROR_CAR_TYPE_1_OR_4_INVALID` | string | Sim | O tipo do carro, que vale 1 ou 4 conforme a carroceria informada. |",
    );
    expect(reference.html).toContain('<div class="table-frame table-cards table-wide table-reference">');
    expect(reference.html).toContain(
      '<td role="cell" data-label="Parâmetro" class="cell-long-code"><code>ERROR_CAR_TYPE_1_OR_4_INVALID</code></td><td role="cell" data-label="Tipo">string</td>',
    );
    expect(reference.html).toContain('<td role="cell" data-label="Significado" class="cell-prose">O tipo');
    const hosts = await html("| Host | Caminhos | Uso |\n|---|---|---|\n| `apps.classificados.example` | `/autoupload/import` | Importação de anúncios |");
    expect(hosts.html).toContain('<div class="table-frame table-cards">');
    const small = await html("| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |");
    expect(small.html).toContain('<div class="table-frame"><div class="table-scroll">');
  });

  it("refuses a container directive that is never closed, and an expression in plain text, naming the line", async () => {
    // The body starts on line 6, after the front matter and a blank line.
    await expect(html("Texto.\n\n:::warning\nO resto da página cairia dentro do aviso.\n\n## Seção")).rejects.toThrow(
      /content\/teste\.mdx:8: :::warning is never closed/,
    );
    await expect(html(":::tip\nDentro.\n:::\n\nFora.")).resolves.toBeTruthy();
    await expect(html("Texto.\n\nUse o {id} do anúncio.")).rejects.toThrow(/\b8\b/);
  });

  it("makes :::cards a list of cards whose first link is the title, and :::steps a numbered path", async () => {
    const out = await html(
      ":::cards\n- [Publicar por API](/a.html) Envie lotes, veja o [chat](/b.html).\n- [OAuth](/c.html) Obtenha o token.\n:::\n\n:::steps\n1. **Plano.** Confira.\n2. Token.\n:::",
    );
    expect(out.html).toContain(
      '<ul class="cards">\n<li class="card"><a href="/a.html" class="card-link">Publicar por API</a> Envie lotes, veja o <a href="/b.html">chat</a>.</li>',
    );
    expect(out.html).toContain('<ol class="steps">\n<li><strong>Plano.</strong> Confira.</li>');
  });

  it("makes :::island a mount point naming its component, around what a reader without JavaScript reads, on the plain path", async () => {
    const source = ':::island{name="validator"}\nSem JavaScript, use a [linha de comando](#cli).\n:::';
    const compiled = await compileMdx("content/teste.mdx", "/tmp/teste.mdx", `---\ntitle: T\ndescription: D.\n---\n\n${source}\n`, {
      pageUrl: "http://localhost/t.html",
      hosts: {},
      plugins: [],
    });
    // No JSX in the page: it is plain Markdown, written to HTML without mdx-bundler.
    expect(compiled.code).toBeUndefined();
    expect(compiled.html).toBe('<div data-island="validator"><p>Sem JavaScript, use a <a href="#cli">linha de comando</a>.</p></div>');
    await expect(html('Texto.\n\n:::island{name="Validador!"}\nx\n:::')).rejects.toThrow(/teste\.mdx:8: :::island needs the component's name/);
  });

  it("refuses cards without a link first and steps that are not a numbered list, naming the line", async () => {
    await expect(html("Texto.\n\n:::cards\n- Sem link [aqui](/a.html)\n:::")).rejects.toThrow(/teste\.mdx:9: :::cards: each item must start with its link/);
    await expect(html(":::steps\n- um\n- dois\n:::")).rejects.toThrow(/teste\.mdx:6: :::steps must contain one numbered list and nothing else/);
  });

  it("gives every code token its theme's contrast on the code background: above AA in light, AA in dark", async () => {
    const out = await html(
      "```bash\n# comentário\nFOO=1 curl -X PUT \"$URL\" # fim\n```\n\n```js\nconst a = { b: 'c', d: 10, e: true } // nota\n```\n\n```php\n<?php $x = ['a' => 1]; // c\n```",
    );
    const light = [...out.html.matchAll(/[";]color:(#[0-9a-fA-F]{6})/g)].map((m) => m[1]);
    const dark = [...out.html.matchAll(/--shiki-dark:(#[0-9a-fA-F]{6})/g)].map((m) => m[1]);
    expect(light.length).toBeGreaterThan(5);
    for (const c of light) expect(contrast(hex(c), hex(CODE_BG.light)), c).toBeGreaterThanOrEqual(CODE_CONTRAST.light);
    for (const c of dark) expect(contrast(hex(c), hex(CODE_BG.dark)), c).toBeGreaterThanOrEqual(CODE_CONTRAST.dark);
    expect(CODE_CONTRAST.light).toBeGreaterThanOrEqual(6);
    expect(CODE_CONTRAST.dark).toBeGreaterThanOrEqual(4.5);
    expect(out.html).toContain(`background-color:${CODE_BG.light}`);
  });

  it("changes a colour only when it needs to", () => {
    expect(readableOn("#24292e", CODE_BG.light, CODE_CONTRAST.light)).toBe("#24292e");
    expect(readableOn("#6a737d", CODE_BG.dark, CODE_CONTRAST.dark)).not.toBe("#6a737d");
  });

  it("sets the dark code background apart from the dark page", () => {
    const DARK_PAGE = "#0d1117";
    expect(contrast(hex(CODE_BG.dark), hex(DARK_PAGE))).toBeGreaterThan(1.2);
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
