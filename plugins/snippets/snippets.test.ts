import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildSite, type BuildOptions } from "../../core/build-site";
import { testSiteConfig } from "../../core/test-site-config";
import snippets from "./index";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Sobre ${title}.\n---\n\n${body}\n`;

function site(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "portal-snippets-"));
  roots.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  const plugins = [snippets({ folder: join(root, "snippets") })];
  const config = testSiteConfig({ plugins });
  const options: BuildOptions = { root, config, plugins, cacheDir: join(root, ".cache"), assetsDir: join(root, "assets") };
  return { options, write };
}

const htmlOf = async (options: BuildOptions, key: string) => (await buildSite(options)).pages.find((p) => p.key === key)!.html;

describe("snippets plugin", () => {
  it("inlines the snippet where the directive stands, with the same markdown steps as the page", async () => {
    const { options } = site({
      "content/index.mdx": page("Início", 'Antes.\n\n::snippet{name="limite"}\n\nDepois.'),
      "snippets/limite.md": ":::warning[Limite]\nNo máximo **5000** requisições em `%APPS_HOST%`.\n:::\n",
    });
    const html = await htmlOf(options, "index");
    expect(html).toMatch(/Antes\.[\s\S]*admonition-warning[\s\S]*Limite[\s\S]*<strong>5000<\/strong>[\s\S]*https:\/\/apps\.example[\s\S]*Depois\./);
    expect(html).not.toContain("::snippet");
  });

  it("recompiles a cached page when the snippet it includes changes", async () => {
    const { options, write } = site({
      "content/index.mdx": page("Início", '::snippet{name="limite"}'),
      "snippets/limite.md": "Limite antigo.\n",
    });
    expect(await htmlOf(options, "index")).toContain("Limite antigo.");
    write("snippets/limite.md", "Limite novo.\n");
    const html = await htmlOf(options, "index");
    expect(html).toContain("Limite novo.");
    expect(html).not.toContain("Limite antigo.");
  });

  it("fails the build on an unknown snippet, naming the page and the line", async () => {
    const { options } = site({
      "content/index.mdx": page("Início", 'Texto.\n\n::snippet{name="nao-existe"}'),
      "snippets/limite.md": "x\n",
    });
    await expect(buildSite(options)).rejects.toThrow(/content\/index\.mdx:8: .*unknown snippet "nao-existe"/);
  });

  it("refuses a snippet written inline or one that includes another", async () => {
    const inline = site({ "content/index.mdx": page("Início", 'Veja :snippet{name="limite"} aqui.'), "snippets/limite.md": "x\n" });
    await expect(buildSite(inline.options)).rejects.toThrow(/content\/index\.mdx:6: .*leaf directive/);
    const nested = site({ "content/index.mdx": page("Início", '::snippet{name="a"}'), "snippets/a.md": '::snippet{name="b"}\n', "snippets/b.md": "b\n" });
    await expect(buildSite(nested.options)).rejects.toThrow(/content\/index\.mdx:6: .*do not nest/);
  });
});
