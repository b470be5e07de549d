/**
 * Two ways to compile a page: plain Markdown straight to HTML, anything MDX
 * alone can render through mdx-bundler and React. A reader must never tell
 * which way a page went: a page holding every construct the portal's pages
 * use is compiled both ways and must give the same HTML, byte for byte, and
 * the same outline (headings, sections, links, ids). The Markdown made from a
 * page's tree as it compiles must be the one its HTML reads back to, the way
 * a page React renders gets its Markdown.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../site.config";
import { compileMdx, type CompiledPage } from "./compile";
import { htmlToMarkdown } from "./markdown/page-markdown";
import { renderPage } from "./render";
import type { Page } from "./types";

const root = join(__dirname, "..");
const options = { pageUrl: new URL("/t.html", siteConfig.siteUrl).href, hosts: siteConfig.hosts, plugins: siteConfig.plugins, highlightCache: {} };
const compile = (file: string, source: string, bundle = false) => compileMdx(file, join(root, file), source, { ...options, bundle });
const rendered = (compiled: CompiledPage, file: string) =>
  renderPage({ key: file, path: "/t.html", file, code: compiled.code, html: compiled.html ?? "", data: {} } as unknown as Page, siteConfig.plugins);
const outlineOf = ({ headers, sections, links, ids }: CompiledPage) => ({ headers, sections, links, ids });
const page = (body: string) => `---\ntitle: Teste\ndescription: Teste.\n---\n\n${body}\n`;
const fence = "```";

/** One page per construct the portal's pages use (content/README.md lists them), each small. */
const CONSTRUCTS: Record<string, string> = {
  "headings, emphasis, lists and breaks": `## Códigos de erro\n\nTexto *ênfase*, **forte**, ~~riscado~~ e \`%AUTH_HOST%/oauth\`.\\\nNova linha.\n\n### Passo 1: obter o token\n\n#### Detalhe\n\n- um\n- [x] feito\n- [ ] a fazer\n\n1. primeiro\n2. segundo\n\n> citação\n\n---\n\nFim.[^1]\n\n[^1]: Uma nota.`,
  tables:
    "| Campo | Tipo | Obrigatório | Descrição |\n|:---|:---:|---:|---|\n| `id` | texto | sim | O **código** do anúncio |\n| preço | número | não | Em reais |",
  "links and entities":
    "Veja [OAuth](/anuncio/api/oauth.html#escopos), https://www.olx.com.br/ e [fora](https://example.com/a?b=1&c=2 \"Título\").\n\nEntidades: &amp; &lt;tag&gt; &copy; &#x2014; &quot;aspas&quot; 'simples' \\< > \\* \\{ \u00a0fim.",
  "highlighted code": `${fence}json {2}\n{\n  "token": "<abc>",\n  "n": 1\n}\n${fence}\n\n${fence}json title="anuncio.json" showLineNumbers {2}\n[\n  { "subject": "Casa & \\"quintal\\"" }\n]\n${fence}\n\n${fence}\nsem linguagem < & >\n${fence}`,
  "code tabs": `:::code-tabs\n${fence}bash\ncurl -X PUT %AUTOUPLOAD_HOST%/autoupload/import\n${fence}\n${fence}json\n{ "host": "%AUTOUPLOAD_HOST%" }\n${fence}\n:::`,
  admonitions: ":::warning[Prazo do código]\nO código vale **10 minutos**.\n:::\n\n:::tip\nDica.\n:::\n\n:::details[Mais]\nEscondido.\n:::",
  "cards, steps, badge and release":
    ':::cards\n- [Publicar por API](/anuncio/api/home.html) Envie lotes.\n:::\n\n:::steps\n1. **Confira.** Texto.\n2. **Obtenha.** Texto.\n:::\n\nNovo :badge[Novo]{type=new}.\n\n:::release{date="2027-06-30"}\nNovas políticas.\n:::',
  island: ':::island{name="validator"}\nSem JavaScript, use a linha de comando.\n:::',
  "catalogue and call directives":
    '::param-table{category="2020" channel="api"}\n\n::endpoint{op="bumps.apply"}\n\nA chamada :endpoint{op="bumps.apply"} aplica.\n\n::snippet{name="rate-limit"}',
  "diagram (inline SVG)": `${fence}dot title="Dois estados" desc="De a para b."\ndigraph { a -> b }\n${fence}`,
};

describe("compiling a page", () => {
  it("writes plain Markdown straight to HTML, and sends a page with a component, an expression or an import to mdx-bundler", async () => {
    const plain = await compile("content/t.mdx", page("Texto com `código` e [link](/chat/home.html).\n\n| a | b |\n|---|---|\n| 1 | 2 |"));
    expect(plain.code).toBeUndefined();
    expect(plain.html).toContain("<table>");
    for (const body of ['Texto <Badge type="new">novo</Badge>.', "Hoje é {1 + 1}.", "export const x = 1\n\nTexto."]) {
      const mdx = await compile("content/t.mdx", page(body));
      expect(mdx.html, body).toBeUndefined();
      expect(mdx.code, body).toBeTruthy();
    }
  });

  it("writes every construct a page can use the same way on both paths: one pipeline, one serializer", async () => {
    for (const [name, body] of Object.entries(CONSTRUCTS)) {
      const direct = await compile("content/t.mdx", page(body));
      expect(direct.html, `${name} goes the direct way`).toBeDefined();
      const bundled = await compile("content/t.mdx", page(body), true);
      // Byte for byte: the same React renderer writes both, so no normalising before comparing.
      expect(direct.html, name).toBe(await rendered(bundled, "content/t.mdx"));
      expect(outlineOf(direct), name).toEqual(outlineOf(bundled));
      expect(direct.markdown, name).toBe(await htmlToMarkdown(direct.html!, options.pageUrl));
    }
  });

  it("keeps mdx-bundler the compiler of a real page that uses components", async () => {
    const file = "content/ferramentas/index.mdx";
    const compiled = await compile(file, readFileSync(join(root, file), "utf8"));
    expect(compiled.html).toBeUndefined();
    expect(await rendered(compiled, file)).toContain("<table");
  });

  it("names the file and line of a mistake, as mdx-bundler did", async () => {
    await expect(compile("content/ruim.mdx", page("Linha boa.\n\nAqui {abre e não fecha."))).rejects.toThrow(/content\/ruim\.mdx:8: /);
    await expect(compile("content/ruim.mdx", page('Linha boa.\n\n::param-table{category="9999"}'))).rejects.toThrow(/content\/ruim\.mdx:8: .*9999/);
  });
});
