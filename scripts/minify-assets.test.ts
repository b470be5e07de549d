/** The first-load JavaScript is minified in place after `remix build`, its licenses kept beside it. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minifyAssets } from "./minify-assets";

const dir = mkdtempSync(join(tmpdir(), "portal-minify-"));
const assets = join(dir, "public", "build");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHUNK = `function greetTheReader(personName) {
  const message = "Olá, " + personName;
  return message;
}
export { greetTheReader as greet };
/*! Bundled license information:

lib/index.js:
  (** @license MIT *)
*/
`;
const LAZY = "export const later = function laterChunk(value) { return value + 1; };\n";
const sources: Record<string, string> = {
  "manifest-ABC.js":
    'window.__remixManifest={"entry":{"module":"/build/entry.client-E.js","imports":["/build/_shared/chunk-A.js"]},"url":"/build/manifest-ABC.js"};',
  "entry.client-E.js": 'import { greet } from "/build/_shared/chunk-A.js";\nconst greeting = greet("leitor");\ndocument.title = greeting;\n',
  "_shared/chunk-A.js": CHUNK,
  "_shared/lazy-B.js": LAZY,
};

function layOut() {
  for (const [name, text] of Object.entries(sources)) {
    mkdirSync(join(assets, name, ".."), { recursive: true });
    writeFileSync(join(assets, name), text);
  }
}

const read = (name: string) => readFileSync(join(assets, name), "utf8");

describe("minifying the first-load JavaScript", () => {
  let first: Record<string, string>;
  beforeAll(async () => {
    layOut();
    await minifyAssets(assets);
    first = Object.fromEntries(Object.keys(sources).map((name) => [name, read(name)]));
  });

  it("minifies the files the manifest names, keeping what a chunk exports, and leaves the others", async () => {
    expect(first["_shared/chunk-A.js"].length).toBeLessThan(CHUNK.length / 2);
    expect(first["_shared/chunk-A.js"]).not.toContain("greetTheReader");
    const chunk = await import(`${pathToFileURL(join(assets, "_shared/chunk-A.js")).href}?minified`);
    expect(chunk.greet("leitor")).toBe("Olá, leitor");
    expect(first["entry.client-E.js"]).toContain('from"/build/_shared/chunk-A.js"');
    expect(first["manifest-ABC.js"]).toContain('"/build/entry.client-E.js"');
    expect(first["_shared/lazy-B.js"]).toBe(LAZY);
  });

  it("moves the licenses to a file beside the chunk, which the chunk names", () => {
    expect(first["_shared/chunk-A.js"]).not.toContain("@license");
    expect(first["_shared/chunk-A.js"].trimEnd().endsWith("/*! Licenses: chunk-A.js.LEGAL.txt */")).toBe(true);
    expect(read("_shared/chunk-A.js.LEGAL.txt")).toContain("(** @license MIT *)");
    expect(readdirSync(join(assets, "_shared")).filter((name) => name.endsWith(".LEGAL.txt"))).toEqual(["chunk-A.js.LEGAL.txt"]);
  });

  it("gives the same output again for the same input", async () => {
    layOut();
    await minifyAssets(assets);
    for (const name of Object.keys(sources)) expect(read(name)).toBe(first[name]);
  });
});
