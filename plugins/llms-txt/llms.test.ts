/** /llms.txt and /llms-full.txt: the site's structure and its full text, as a language model (or a person with curl) reads them. */
import { describe, expect, it } from "vitest";
import { compileMdx } from "../../core/compile";
import { htmlToMarkdown } from "../../core/markdown/page-markdown";
import { renderPage } from "../../core/render";
import type { Page } from "../../core/types";
import remarkDiagrams from "../diagrams/remark-diagrams";
import llmsTxt from "./index";
import { llmsFull } from "./llms-full";
import { llmsIndex } from "./llms-index";

const CONFIG = {
  title: "Portal de Integração",
  description: "Documentação para integradores.",
  siteUrl: "https://integracao.classificados.example",
  folderTitles: { anuncio: "Anúncios", "anuncio/api": "API de anúncios" },
} as any;

const page = (key: string, path: string, title: string, extra: Partial<Page> = {}): Page =>
  ({
    key,
    path,
    title,
    lang: "pt-BR",
    frontmatter: { title, description: `Sobre ${title}.`, order: 1 },
    headers: [],
    html: `<p>Texto de ${title}.</p>`,
    sections: [],
    links: [],
    ids: [],
    data: {},
    headTags: [],
    ...extra,
  }) as Page;

const PAGES = [
  page("index", "/", "Início do portal"),
  page("novidades", "/novidades.html", "Novidades"),
  page("anuncio/home", "/anuncio/home.html", "Importação de anúncios"),
  page("anuncio/api/oauth", "/anuncio/api/oauth.html", "Autenticação OAuth"),
  page("anuncio/api/index", "/anuncio/api/", "API de anúncios", { data: { generated: true } }),
  page("chat/oculta", "/chat/oculta.html", "Página oculta", { frontmatter: { title: "Página oculta", hidden: true } }),
];

describe("/llms.txt", () => {
  const text = llmsIndex(PAGES, CONFIG);

  it("follows the llms.txt layout: title, summary, then one section per folder with a line per page", () => {
    expect(text).toMatch(/^# Portal de Integração\n\n> Documentação para integradores\.\n/);
    expect(text).toContain(
      "## Início\n\n- [Início do portal](https://integracao.classificados.example/): Sobre Início do portal.\n- [Novidades](https://integracao.classificados.example/novidades.html): Sobre Novidades.\n",
    );
    expect(text).toContain(
      "## Anúncios\n\n- [Importação de anúncios](https://integracao.classificados.example/anuncio/home.html): Sobre Importação de anúncios.\n",
    );
    expect(text).toContain(
      "## Anúncios › API de anúncios\n\n- [Autenticação OAuth](https://integracao.classificados.example/anuncio/api/oauth.html): Sobre Autenticação OAuth.\n",
    );
    expect(text).toContain("(https://integracao.classificados.example/llms-full.txt)");
  });

  it("lists what a reader can browse: no generated catalogue, no hidden page", () => {
    expect(text).not.toContain("/anuncio/api/)");
    expect(text).not.toContain("oculta");
    expect(text.match(/^- \[/gm)).toHaveLength(4);
  });
});

describe("/llms-full.txt", () => {
  const markdownOf = (key: string) => `Texto de ${PAGES.find((p) => p.key === key)!.title}.`;

  it("puts together the Markdown each page got as it compiled", () => {
    const text = llmsFull(PAGES, CONFIG, (key) => (key === "anuncio/api/oauth" ? "Texto do OAuth, como compilado." : markdownOf(key)));
    expect(text).toContain("Texto do OAuth, como compilado.");
    expect(text).not.toContain("Texto de Autenticação OAuth.");
    expect(text).toContain("Texto de Importação de anúncios.");
  });

  it("holds every browsable page in reading order, each with its title, URL and summary", () => {
    const text = llmsFull(PAGES, CONFIG, markdownOf);
    const titles = [...text.matchAll(/^# (.+)\n\nURL: (.+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(titles).toEqual([
      "Início do portal https://integracao.classificados.example/",
      "Novidades https://integracao.classificados.example/novidades.html",
      "Importação de anúncios https://integracao.classificados.example/anuncio/home.html",
      "Autenticação OAuth https://integracao.classificados.example/anuncio/api/oauth.html",
    ]);
    expect(text).toContain("> Sobre Autenticação OAuth.\n\nTexto de Autenticação OAuth.");
  });
});

describe("a page as Markdown", async () => {
  const source = [
    "---",
    "title: Teste",
    "---",
    "",
    "## Parâmetros",
    "",
    "| Parâmetro | Valores aceitos |",
    "|---|---|",
    "| `fuel` | `1` = Gasolina<br/>`2` = Etanol :badge[Descontinuado]{type=deprecated} |",
    "",
    ":::warning[Prazo do código]",
    "O código vale **10 minutos**. Veja [Escopos](#parametros) e o [OAuth](/anuncio/api/oauth.html).",
    ":::",
    "",
    ":::code-tabs",
    "```bash",
    "curl -X PUT https://exemplo/import",
    "```",
    "```json",
    '{ "a": 1 }',
    "```",
    ":::",
    "",
    "```json",
    '{\n  "statusCode": 0\n}',
    "```",
    "",
    '```dot title="Ciclo" desc="De A para B."',
    "digraph { a -> b }",
    "```",
  ].join("\n");
  const pageUrl = "https://integracao.classificados.example/anuncio/api/t.html";
  // The `<br/>` makes it a page React renders: its Markdown is read from its HTML (core/compile.test.ts checks that a page of plain Markdown gets the same from its tree).
  const compiled = await compileMdx("content/t.mdx", "/tmp/t.mdx", source, { pageUrl, hosts: {}, plugins: [{ name: "d", remarkPlugins: [remarkDiagrams] }] });
  const html = await renderPage({ key: "t", file: "content/t.mdx", code: compiled.code, html: compiled.html, data: {} } as unknown as Page, []);
  const md = await htmlToMarkdown(html, pageUrl);

  it("keeps headings and tables, a cell's lines joined by semicolons, badges in parentheses", () => {
    expect(md).toContain("## Parâmetros\n\n| Parâmetro | Valores aceitos |\n| - | - |\n| `fuel` | `1` = Gasolina; `2` = Etanol (Descontinuado) |");
  });

  it("keeps code blocks as fences with their language, and each tab's label", () => {
    expect(md).toContain('```json\n{\n  "statusCode": 0\n}\n```');
    expect(md).toContain('**cURL**\n\n```bash\ncurl -X PUT https://exemplo/import\n```\n\n**JSON**\n\n```json\n{ "a": 1 }\n```');
  });

  it("turns an admonition into a quote with its title, and a diagram into its words", () => {
    expect(md).toContain("> **Prazo do código**\n>\n> O código vale **10 minutos**.");
    expect(md).toContain("**Diagrama: Ciclo.** De A para B.");
    expect(md).not.toContain("digraph");
  });

  it("makes links absolute and drops what only the screen needs", () => {
    expect(md).toContain("[Escopos](https://integracao.classificados.example/anuncio/api/t.html#parametros)");
    expect(md).toContain("[OAuth](https://integracao.classificados.example/anuncio/api/oauth.html)");
    expect(md).not.toMatch(/Copiar código|Link para esta seção|\]\(#|<[a-z]/);
  });
});

describe("serving", () => {
  it("emits both files, once, as UTF-8 text", async () => {
    const emitted: { path: string; contents: string | Uint8Array; headers?: Record<string, string> }[] = [];
    await llmsTxt().siteBuilt!({
      pages: PAGES as never,
      redirects: [],
      emittedAssets: [],
      config: CONFIG,
      markdownOf: () => undefined,
      emitFile: (path, contents, options) => void emitted.push({ path, contents, headers: options?.headers }),
    });
    expect(emitted.map((file) => file.path)).toEqual(["/llms.txt", "/llms-full.txt"]);
    for (const file of emitted) {
      expect(file.headers?.["Content-Type"]).toBe("text/plain; charset=utf-8");
      expect(String(file.contents)).toMatch(/^# Portal de Integração/);
    }
  });
});
