/** Highlighted code blocks are cached by their text: an edit elsewhere in a page highlights nothing again. */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileMdx } from "../compile";

const dir = mkdtempSync(join(tmpdir(), "highlight-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (prose: string, json: string) =>
  `---\ntitle: Teste\ndescription: Teste.\n---\n\n${prose}\n\n\`\`\`bash\ncurl -X PUT https://exemplo/import\n\`\`\`\n\n\`\`\`json {2}\n${json}\n\`\`\`\n`;
const compile = (source: string, salt = "a") =>
  compileMdx("content/t.mdx", "/tmp/t.mdx", source, { pageUrl: "http://localhost/t.html", hosts: {}, plugins: [], highlightCache: { dir, salt } });

describe("code highlighting cache", () => {
  it("stores each block once and highlights again only a changed block or a changed pipeline", async () => {
    const first = await compile(page("Texto.", '{\n  "a": 1\n}'));
    expect(readdirSync(dir)).toHaveLength(2);
    const proseEdited = await compile(page("Texto editado.", '{\n  "a": 1\n}'));
    expect(readdirSync(dir)).toHaveLength(2);
    expect(proseEdited.html).toContain("shiki");
    await compile(page("Texto.", '{\n  "a": 2\n}'));
    expect(readdirSync(dir)).toHaveLength(3);
    await compile(page("Texto.", '{\n  "a": 1\n}'), "b");
    expect(readdirSync(dir)).toHaveLength(5);
    // The block's inside travels as HTML (line 2 marked by the meta), its text stays readable for search.
    expect(first.html).toMatch(/class="line highlighted/);
    expect(first.sections.map((s) => s.code).join("\n")).toContain('"a": 1');
  });
});
