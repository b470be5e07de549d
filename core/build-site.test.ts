import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import catalogue from "../plugins/catalogue";
import mdRedirects from "../plugins/md-redirects";
import { buildSite, splitForServing, uncachedFiles, updatePages, warmCache, type BuildOptions } from "./build-site";
import { NAV_TREE_ASSET } from "./nav";
import type { PortalPlugin } from "./plugin";
import { testSiteConfig } from "./test-site-config";

const config = testSiteConfig({ folderTitles: { "lead/descriptions": "Descrições" }, plugins: [catalogue(), mdRedirects()] });

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

function site(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "portal-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const options: BuildOptions = { root, config, plugins: config.plugins, cacheDir: join(root, ".cache"), assetsDir: join(root, "assets") };
  return { root, options, write: (file: string, text: string) => writeFileSync(join(root, file), text) };
}

const page = (title: string, body = "Texto.", extra = "") => `---\ntitle: ${title}\ndescription: Sobre ${title}.\n${extra}---\n\n${body}\n`;

describe("content build", () => {
  it("turns MDX into pages with key, canonical path, lang, headers and HTML", async () => {
    const { options } = site({
      "content/index.mdx": page("Início", "Veja [o chat](/chat/home.html#ativar-o-webhook)."),
      "content/chat/home.mdx": page("Chat", "## Ativar o webhook\n\nUse `%APPS_HOST%/autoservice/v1/chat`.", "order: 1\n"),
    });
    const manifest = await buildSite(options);
    const chat = manifest.pages.find((p) => p.key === "chat/home")!;
    expect(chat).toMatchObject({
      path: "/chat/home.html",
      title: "Chat",
      lang: "pt-BR",
      headers: [{ level: 2, title: "Ativar o webhook", slug: "ativar-o-webhook" }],
    });
    expect(chat.html).toContain("https://apps.example/autoservice/v1/chat");
    expect(chat.html).toContain('id="ativar-o-webhook"');
  });

  it("writes for serving each page without its search sections, its Markdown apart by page key and its HTML by hash", async () => {
    const { options } = site({ "content/index.mdx": page("Início", "## Primeiros passos\n\nLeia **isto**."), "content/chat/home.mdx": page("Chat") });
    const built = await buildSite(options);
    const { manifest, markdown, html } = splitForServing(built);
    const home = manifest.pages.find((p) => p.key === "index")!;
    expect(home).not.toHaveProperty("sections");
    expect(home).not.toHaveProperty("markdown");
    expect(home).not.toHaveProperty("html");
    expect(html.get(home.htmlHash)).toBe(built.pages.find((p) => p.key === "index")!.html);
    expect(manifest.pages.map((p) => html.get(p.htmlHash))).toEqual(built.pages.map((p) => p.html));
    expect(markdown.index).toContain("## Primeiros passos\n\nLeia **isto**.");
    expect(Object.keys(markdown).sort()).toEqual(["chat/home", "index"]);
  });

  it("gives a page a plugin adds its Markdown from its HTML (for /llms-full.txt), and a generated folder page none", async () => {
    const { options } = site({ "content/index.mdx": page("Início"), "content/chat/home.mdx": page("Chat") });
    const adding = {
      name: "adds-a-page",
      contentLoaded({ addPage }: Parameters<NonNullable<PortalPlugin["contentLoaded"]>>[0]) {
        const added = { lang: "pt-BR", headers: [], sections: [], links: [], ids: [], data: {}, headTags: [] };
        addPage({
          ...added,
          key: "status",
          path: "/status.html",
          title: "Status",
          frontmatter: { title: "Status" },
          html: "<h2>Fila</h2><p>Tudo <strong>em dia</strong>.</p>",
        });
      },
    };
    const { pages } = await buildSite({ ...options, plugins: [...options.plugins, adding] });
    expect(pages.find((p) => p.key === "status")!.markdown).toBe("## Fila\n\nTudo **em dia**.");
    expect(pages.find((p) => p.key === "chat/index")!.data.generated).toBe(true);
    expect(pages.find((p) => p.key === "chat/index")!.markdown).toBeUndefined();
  });

  it("keeps each section's table key cells (first cells of rows, short labels) apart for search", async () => {
    const table =
      "## Parâmetros\n\n| Parâmetro | Tipo | Descrição |\n|---|---|---|\n| `mileage` | integer | Quilometragem. |\n| `-7` | string | O plano não tem vagas para todos os anúncios do lote. |";
    const { options } = site({ "content/index.mdx": page("Início"), "content/autos.mdx": page("Carros", table) });
    const { pages } = await buildSite(options);
    const section = pages.find((p) => p.key === "autos")!.sections.find((s) => s.slug === "parametros")!;
    expect(section.keys).toBe("mileage\ninteger\nQuilometragem.\n-7\nstring");
    expect(section.text).toContain("O plano não tem vagas");
  });

  it("lists a plugin's emitted asset in the manifest unless it asks not to be", async () => {
    const { options } = site({ "content/index.mdx": page("Início") });
    let unlisted = "";
    const emitter = {
      name: "emitter",
      contentLoaded: ({ emitAsset }: import("./plugin").ContentLoadedApi) => {
        emitAsset("listed", "json", "{}", { stable: true });
        unlisted = emitAsset("part", "json", "[1]", { listed: false });
      },
    };
    const manifest = await buildSite({ ...options, plugins: [...options.plugins, emitter] });
    const { [NAV_TREE_ASSET]: tree, ...fromPlugins } = manifest.assets;
    expect(fromPlugins).toEqual({ listed: "/build/content/listed.json" });
    // Beside them, the content tree the sidebar fills closed folders from.
    expect(tree).toMatch(/^\/build\/content\/nav-tree\.[0-9a-f]{10}\.json$/);
    expect(JSON.parse(readFileSync(join(options.assetsDir, tree.split("/").pop()!), "utf8"))).toEqual([]);
    expect(unlisted).toMatch(/^\/build\/content\/part\.[0-9a-f]{10}\.json$/);
    expect(readFileSync(join(options.assetsDir, unlisted.split("/").pop()!), "utf8")).toBe("[1]");
  });

  it("leaves an asset emitted again unchanged as it was, rewrites a stable one that changed, and removes what is no longer emitted", async () => {
    const { options } = site({ "content/index.mdx": page("Início") });
    const emitting = (parts: string[], index: string) => ({
      name: "emitter",
      contentLoaded: ({ emitAsset }: import("./plugin").ContentLoadedApi) => {
        for (const part of parts) emitAsset("part", "json", part, { listed: false });
        emitAsset("index", "json", index, { stable: true });
      },
    });
    const build = (parts: string[], index: string) => buildSite({ ...options, plugins: [...options.plugins, emitting(parts, index)] });
    const files = () =>
      readdirSync(options.assetsDir)
        .filter((f) => !f.startsWith("nav-tree"))
        .sort();
    await build(["[1]", "[2]"], "{}");
    const kept = files().find((f) => readFileSync(join(options.assetsDir, f), "utf8") === "[1]")!;
    const written = statSync(join(options.assetsDir, kept)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await build(["[1]", "[3]"], '{"a":1}');
    expect(
      files()
        .map((f) => readFileSync(join(options.assetsDir, f), "utf8"))
        .sort(),
    ).toEqual(["[1]", "[3]", '{"a":1}']);
    expect(statSync(join(options.assetsDir, kept)).mtimeMs).toBe(written);
  });

  it("collects the files plugins emit once every page is rendered, lets pages link to them, and refuses a path emitted twice or outside the site", async () => {
    const { options } = site({ "content/index.mdx": page("Início", "Baixe [a descrição](/openapi.json) e [o pacote](/ferramentas/v-1.0.0.tgz).") });
    const emitting = (name: string, path: string): PortalPlugin => ({
      name,
      siteBuilt: ({ pages, emitFile }) =>
        emitFile(path, `${pages.length} página(s), ${pages[0].html.length > 0 ? "renderizadas" : "vazias"}`, {
          headers: { "Content-Type": "application/json" },
        }),
    });
    const tarball: PortalPlugin = {
      name: "tarball",
      siteBuilt: ({ emitFile }) => emitFile("/ferramentas/v-1.0.0.tgz", new Uint8Array([31, 139]), { ssr: true }),
    };
    const built = await buildSite({ ...options, plugins: [emitting("openapi", "/openapi.json"), tarball] });
    expect(built.files).toEqual([
      { path: "/openapi.json", contents: "1 página(s), renderizadas", headers: { "Content-Type": "application/json" }, ssr: true },
      { path: "/ferramentas/v-1.0.0.tgz", contents: new Uint8Array([31, 139]), headers: {}, ssr: true },
    ]);
    expect(splitForServing(built).manifest).not.toHaveProperty("files");
    await expect(buildSite({ ...options, plugins: [emitting("a", "/openapi.json"), emitting("b", "/openapi.json"), tarball] })).rejects.toThrow(
      '[plugin b] siteBuilt failed: emitFile: "/openapi.json" foi emitido duas vezes',
    );
    await expect(buildSite({ ...options, plugins: [emitting("a", "../fora.txt")] })).rejects.toThrow("caminho absoluto");
    await expect(buildSite({ ...options, plugins: [emitting("a", "/x/../../fora.txt")] })).rejects.toThrow('não pode ter "." nem ".."');
  });

  it("generates a catalogue for folders without an index and fills <Catalogue /> in those with one", async () => {
    const { options } = site({
      "content/index.mdx": page("Início"),
      "content/lead/home.mdx": page("Leads", "x", "order: 1\n"),
      "content/lead/how_to.mdx": page("Como receber", "x", "order: 2\n"),
      "content/lead/descriptions/autos/sub_auto.mdx": page("Carros"),
      "content/chat/index.mdx": page("Chat", "Intro.\n\n<Catalogue />"),
      "content/chat/send_message.mdx": page("Enviar", "x", "status: new\n"),
    });
    const manifest = await buildSite(options);
    const lead = manifest.pages.find((p) => p.path === "/lead/")!;
    expect(lead.title).toBe("Leads");
    const titles = [...lead.html.matchAll(/catalogue-title">([^<]+)/g)].map((m) => m[1]);
    expect(titles).toEqual(["Leads", "Como receber", "Descrições", "Autos", "Carros"]);
    expect(lead.html).toContain("Sobre Como receber.");
    const chat = manifest.pages.find((p) => p.path === "/chat/")!;
    expect(chat.html).toContain("Intro.");
    expect(chat.html).toMatch(/href="\/chat\/send_message.html".*Enviar.*Novo/);
  });

  it("shows a page's new title in its folder's catalogue on the next build (the catalogue's HTML is cached by its entries)", async () => {
    const { options, write } = site({
      "content/index.mdx": page("Início"),
      "content/lead/home.mdx": page("Leads"),
      "content/lead/how_to.mdx": page("Como receber"),
    });
    const first = (await buildSite(options)).pages.find((p) => p.path === "/lead/")!.html;
    expect((await buildSite(options)).pages.find((p) => p.path === "/lead/")!.html).toBe(first);
    write("content/lead/how_to.mdx", page("Como receber leads"));
    const renamed = (await buildSite(options)).pages.find((p) => p.path === "/lead/")!.html;
    expect(renamed).toContain('catalogue-title">Como receber leads<');
    expect(renamed).not.toContain('catalogue-title">Como receber<');
  });

  it("adds a permanent .md redirect for every page", async () => {
    const { options } = site({ "content/index.mdx": page("Início"), "content/faq/images.mdx": page("Imagens") });
    const manifest = await buildSite(options);
    expect(manifest.redirects).toContainEqual({ from: "/faq/images.md", to: "/faq/images.html", status: 301 });
  });

  it("recompiles only the pages whose content changed", async () => {
    const { options, root, write } = site({ "content/index.mdx": page("Início"), "content/a.mdx": page("A"), "content/b.mdx": page("B") });
    await buildSite(options);
    const cached = () => readdirSync(join(root, ".cache", "mdx")).length;
    expect(cached()).toBe(3);
    await buildSite(options);
    expect(cached()).toBe(3);
    write("content/a.mdx", page("A", "Mudou."));
    const manifest = await buildSite(options);
    expect(cached()).toBe(4);
    expect(manifest.pages.find((p) => p.key === "a")!.html).toContain("Mudou.");
    // Plain Markdown is compiled straight to HTML: the compile cache holds it, nothing is rendered again.
    expect(existsSync(join(root, ".cache", "html"))).toBe(false);
    const again = await buildSite(options);
    expect(again.pages.map((p) => p.html)).toEqual(manifest.pages.map((p) => p.html));
  });

  it("rebuilds a damaged cache entry, naming it, instead of failing or serving it", async () => {
    // A page with a component: compiled by mdx-bundler and rendered, so both caches hold it.
    const { options, root } = site({ "content/index.mdx": page("Início"), "content/a.mdx": page("A", 'Texto de A. <Badge type="new">novo</Badge>') });
    const first = await buildSite(options);
    const warnings: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((message: string) => void warnings.push(message));
    try {
      for (const kind of ["mdx", "html"]) {
        for (const entry of readdirSync(join(root, ".cache", kind))) {
          const file = join(root, ".cache", kind, entry);
          const text = readFileSync(file, "utf8");
          // One entry truncated (a build killed mid-write), the others altered by hand.
          writeFileSync(file, kind === "mdx" ? text.slice(0, text.length / 2) : text.replace("Texto", "Textx"));
        }
      }
      const again = await buildSite(options);
      expect(again.pages.map((p) => p.html)).toEqual(first.pages.map((p) => p.html));
      expect(
        warnings.some((w) => /damaged entry .*\.cache\/mdx\/.*content\/a\.mdx/.test(w)),
        warnings.join("\n"),
      ).toBe(true);
      expect(
        warnings.some((w) => /damaged entry .*\.cache\/html\//.test(w)),
        warnings.join("\n"),
      ).toBe(true);
      // Made again, whole: a third build reads them without a word.
      warnings.length = 0;
      await buildSite(options);
      expect(warnings).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it("fails on broken MDX naming the file and line", async () => {
    const { options } = site({ "content/index.mdx": page("Início"), "content/bad.mdx": page("Ruim", "Linha boa.\n\nAqui {abre e não fecha.") });
    await expect(buildSite(options)).rejects.toThrow(/content\/bad\.mdx:8: Unexpected end of file.*/);
  });

  it("fails on broken front matter naming the file and line", async () => {
    const { options } = site({
      "content/index.mdx": page("Início"),
      "content/yaml.mdx": "---\ntitle: Ok\ndescription: [não fecha\n---\n\nx\n",
      "content/notitle.mdx": "---\ndescription: Sem título\norder: 2\n---\n\nx\n",
      "content/status.mdx": "---\ntitle: X\nstatus: beta\n---\n\nx\n",
    });
    const error = await buildSite(options).catch((e: Error) => e.message);
    expect(error).toMatch(/content\/yaml\.mdx:\d+: invalid front matter/);
    expect(error).toMatch(/content\/notitle\.mdx:1: front matter "title"/);
    expect(error).toMatch(/content\/status\.mdx:3: front matter "status"/);
  });

  it("fails on broken internal links and missing anchors, listing each with file and line", async () => {
    const { options } = site({
      "content/index.mdx": page(
        "Início",
        "[ok](/a.html#secao) e [ok2](/a) e [pasta](/x/)\n\n[some](/nada.html)\n\n[ancora](/a.html#nao-existe)\n\n[externo](https://example.com/x)",
      ),
      "content/a.mdx": page("A", "## Seção\n\n[local](#tambem-nao)"),
      "content/x/y.mdx": page("Y"),
    });
    const error = await buildSite(options).catch((e: Error) => e.message);
    expect(error).toContain("3 broken internal link(s)");
    expect(error).toMatch(/content\/index\.mdx:8 +\/nada\.html/);
    expect(error).toMatch(/content\/index\.mdx:10 +\/a\.html#nao-existe/);
    expect(error).toMatch(/content\/a\.mdx:\d+ +#tambem-nao/);
    expect(error).not.toContain("example.com");
  });

  it("fails on an unknown directive instead of dropping content", async () => {
    const { options } = site({ "content/index.mdx": page("Início", "::nao-existe{a=1}") });
    await expect(buildSite(options)).rejects.toThrow(/content\/index\.mdx:\d+: .*unknown directive "nao-existe"/);
  });
});

describe("compiling ahead of the build (while the app is built)", () => {
  it("compiles every page not yet cached into the cache, counting each, and a broken page does not stop the others", async () => {
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`content/p${i}.mdx`, page(`Página ${i}`)]));
    const { options } = site({ ...files, "content/ruim.mdx": page("Ruim", ":::warning\nNunca fechado.") });
    expect(uncachedFiles(options).size).toBe(7);
    let compiled = 0;
    await warmCache(options, uncachedFiles(options), () => compiled++);
    expect(compiled).toBe(7);
    // The broken page stays uncached: the build compiles it again and names its file and line.
    expect([...uncachedFiles(options)].map((file) => file.split("/").pop())).toEqual(["ruim.mdx"]);
  });
});

describe("development's build", () => {
  it("leaves a page that does not compile out, naming its file and line, and builds every other page", async () => {
    const { options } = site({ "content/index.mdx": page("Início"), "content/guia.mdx": page("Guia", "Antes.\n\n:::warning\nNunca fechado.") });
    await expect(buildSite(options)).rejects.toThrow(/1 page\(s\) failed to compile:\n {2}content\/guia\.mdx:\d+: :::warning is never closed/);
    const built = await buildSite({ ...options, leaveBrokenPagesOut: true });
    expect(built.pages.map((p) => p.key)).toContain("index");
    expect(built.pages.map((p) => p.key)).not.toContain("guia");
    expect(built.broken).toEqual([{ key: "guia", message: expect.stringMatching(/^content\/guia\.mdx:\d+: :::warning is never closed/) }]);
    expect(splitForServing(built).manifest).not.toHaveProperty("broken");
  });

  it("updates the saved pages alone: a fixed page comes back, an edited one changes, a removed one goes, the others stay the same objects", async () => {
    const { root, options, write } = site({
      "content/index.mdx": page("Início"),
      "content/chat/home.mdx": page("Chat", "Primeira versão."),
      "content/guia.mdx": page("Guia", ":::warning\nAberto."),
    });
    const dev = { ...options, leaveBrokenPagesOut: true };
    const built = await buildSite(dev);
    write("content/chat/home.mdx", page("Chat", "Segunda versão."));
    write("content/guia.mdx", page("Guia", "Consertado."));
    rmSync(join(root, "content/index.mdx"));
    const updated = await updatePages(
      dev,
      built,
      ["chat/home", "guia", "index"].map((key) => join(root, "content", `${key}.mdx`)),
    );
    expect(updated.pages.find((p) => p.key === "chat/home")!.html).toContain("Segunda versão.");
    expect(updated.pages.find((p) => p.key === "guia")!.html).toContain("Consertado.");
    expect(updated.pages.some((p) => p.key === "index")).toBe(false);
    expect(updated.broken).toEqual([]);
    const untouched = built.pages.filter((p) => !["chat/home", "guia", "index"].includes(p.key));
    for (const p of untouched) expect(updated.pages).toContain(p);
  });
});
