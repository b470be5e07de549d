import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress-assets";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function assets() {
  dir = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dir, "_shared"));
  const files = {
    "entry.client-ABCDEFGH.js": "export const x = 'conteúdo';\n".repeat(200),
    "_shared/chunk-IJKLMNOP.js": "console.log('olá');\n",
    "_assets/app-QRSTUVWX.css": "body{color:red}\n".repeat(50),
    "manifest.json": '{"a":1}',
  };
  mkdirSync(join(dir, "_assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return files;
}

describe("precompressAssets", () => {
  it("writes beside each script and style sheet a brotli that decodes to the same bytes, and nothing beside other files", async () => {
    const files = assets();
    expect(await precompressAssets(dir)).toBe(3);
    for (const name of ["entry.client-ABCDEFGH.js", "_shared/chunk-IJKLMNOP.js", "_assets/app-QRSTUVWX.css"]) {
      const brotli = readFileSync(join(dir, `${name}.br`));
      expect(brotliDecompressSync(brotli).toString(), name).toBe(files[name as keyof typeof files]);
    }
    expect(readFileSync(join(dir, "entry.client-ABCDEFGH.js.br")).length).toBeLessThan(files["entry.client-ABCDEFGH.js"].length / 10);
    expect(existsSync(join(dir, "manifest.json.br"))).toBe(false);
  });

  it("compresses again only a file changed after its brotli was written", async () => {
    assets();
    await precompressAssets(dir);
    const changed = join(dir, "_shared/chunk-IJKLMNOP.js");
    writeFileSync(changed, "console.log('outro');\n");
    const later = new Date(Date.now() + 5000);
    utimesSync(changed, later, later);
    expect(await precompressAssets(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${changed}.br`)).toString()).toBe("console.log('outro');\n");
  });

  it("does nothing for a folder that is not there", async () => {
    dir = join(tmpdir(), "precompress-nowhere");
    expect(await precompressAssets(dir)).toBe(0);
  });
});
