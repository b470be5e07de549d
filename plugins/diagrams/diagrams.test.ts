/** ```dot fences become themed, accessible inline SVG at build time; bad diagrams fail the build with the page's line. */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileMdx } from "../../core/compile";
import { renderPage } from "../../core/render";
import type { Page } from "../../core/types";
import remarkDiagrams from "./remark-diagrams";
import { THEME_COLOURS } from "./themed-svg";

const dir = mkdtempSync(join(tmpdir(), "diagrams-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FENCE = '```dot title="Ciclo do webhook" desc="Sem webhook, um POST cria o registro; um DELETE o remove."';
const page = (prose: string, dot: string, fence = FENCE) => `---\ntitle: Teste\n---\n\n${prose}\n\n${fence}\n${dot}\n\`\`\`\n`;
const DOT =
  'digraph {\n  sem [label="Sem webhook"]\n  ativo [label="Ativo", fillcolor=honeydew, color=green]\n  sem -> ativo [label="POST: 201"]\n  ativo -> sem [label="DELETE: 200"]\n}';

async function build(source: string, salt = "a") {
  const compiled = await compileMdx("content/t.mdx", "/tmp/t.mdx", source, {
    pageUrl: "http://localhost/t.html",
    hosts: {},
    plugins: [{ name: "diagrams", remarkPlugins: [[remarkDiagrams, { dir, salt }]] }],
  });
  return {
    ...compiled,
    html: await renderPage({ key: "t", file: "content/t.mdx", code: compiled.code, html: compiled.html, data: {} } as unknown as Page, []),
  };
}

describe("diagrams", () => {
  it("draws a dot fence as an inline SVG figure with a caption, an accessible name and a description", async () => {
    const { html } = await build(page("Texto.", DOT));
    const figure = /<figure class="diagram"[\s\S]*<\/figure>/.exec(html)?.[0] ?? "";
    expect(figure).toMatch(/<svg [^>]*role="img" aria-labelledby="diagram-1-title" aria-describedby="diagram-1-desc"/);
    expect(figure).toContain(
      '<title id="diagram-1-title">Ciclo do webhook</title><desc id="diagram-1-desc">Sem webhook, um POST cria o registro; um DELETE o remove.</desc>',
    );
    expect(figure).toContain("<figcaption>Ciclo do webhook</figcaption>");
    for (const label of ["Sem webhook", "Ativo", "POST: 201", "DELETE: 200"]) expect(figure).toContain(`>${label}</text>`);
    // Drawn, not shown as code, and nothing for the browser to run.
    expect(html).not.toMatch(/<pre|<script|digraph/);
  });

  it("paints with the theme's variables, so one SVG follows light and dark", async () => {
    const { html } = await build(page("Texto.", DOT));
    expect(html).toContain(`fill:${THEME_COLOURS.honeydew};stroke:${THEME_COLOURS.green}`);
    expect(html).toContain("stroke:currentColor");
    // No colour is left as a fixed value, no id from Graphviz can clash with the page's.
    expect(html).not.toMatch(/(fill|stroke)="(?!none)[^"]*"|(fill|stroke):(#|black|white)/);
    expect(html).not.toMatch(/id="(graph|node|edge)\d/);
  });

  it("numbers the ids of several diagrams on one page", async () => {
    const { html } = await build(page("Texto.", `${DOT}\n\`\`\`\n\n${FENCE}\n${DOT}`));
    expect(html).toContain('id="diagram-1-title"');
    expect(html).toContain('id="diagram-2-title"');
  });

  it("fails the build on bad diagrams with the page's line", async () => {
    // The fence is on line 7, so DOT line 3 is page line 10.
    await expect(build(page("Texto.", "digraph {\n  a -> b\n  c -> [\n}"))).rejects.toThrow(/content\/t\.mdx:10: ```dot: syntax error in line 3/);
    await expect(build(page("Texto.", DOT, '```dot desc="Sem título."'))).rejects.toThrow(/content\/t\.mdx:7: ```dot: title="…" is required/);
    await expect(build(page("Texto.", DOT, '```dot title="Sem descrição"'))).rejects.toThrow(/content\/t\.mdx:7: ```dot: desc="…" is required/);
    await expect(build(page("Texto.", DOT, '```dot title="T" desc="D" alt="x"'))).rejects.toThrow(/unknown attribute "alt"/);
    await expect(build(page("Texto.", 'digraph { a [color="#ff0000"] }'))).rejects.toThrow(
      /content\/t\.mdx:7: ```dot: colour "#ff0000" cannot follow the light and dark themes/,
    );
  });

  it("renders each diagram once: an edit to the prose draws nothing again, a changed diagram or renderer does", async () => {
    const cacheFiles = () => readdirSync(dir).length;
    const dot = DOT.replace("Ativo", "Webhook ativo"); // not drawn by the tests above
    const before = cacheFiles();
    await build(page("Texto.", dot));
    await build(page("Texto editado.", dot));
    expect(cacheFiles()).toBe(before + 1);
    await build(page("Texto.", dot.replace("201", "201 criado")));
    expect(cacheFiles()).toBe(before + 2);
    await build(page("Texto.", dot), "b");
    expect(cacheFiles()).toBe(before + 3);
  });

  it("checks its cache: an empty entry is drawn again, not blamed on a page; an edited one is never served", async () => {
    // The entry a diagram of this source gets (render-dot.ts names it by the salt and the source).
    const entryOf = (salt: string) =>
      join(
        dir,
        `${createHash("sha256")
          .update(JSON.stringify([salt, DOT]))
          .digest("hex")
          .slice(0, 32)}.json`,
      );
    writeFileSync(entryOf("vazio"), "");
    const { html } = await build(page("Texto.", DOT), "vazio");
    expect(html).toContain(">Sem webhook</text>");
    expect(readFileSync(entryOf("vazio"), "utf8").length).toBeGreaterThan(100);

    writeFileSync(
      entryOf("editado"),
      JSON.stringify({ type: "element", tagName: "svg", properties: {}, children: [{ type: "text", value: "EDITADO À MÃO" }] }),
    );
    const edited = await build(page("Texto.", DOT), "editado");
    expect(edited.html).not.toContain("EDITADO À MÃO");
    expect(edited.html).toContain(">Sem webhook</text>");
  });
});
