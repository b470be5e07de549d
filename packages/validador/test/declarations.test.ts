/**
 * The package's declarations come file by file from each source's written types (declarations.mjs): an export
 * whose type would need inference stops the package's build with the file, line and column to fix.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { writeDeclarations } from "../declarations.mjs";

let root = "";
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "declarations-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const source = (name: string, text: string) => writeFileSync(join(root, name), text);

it("writes the declarations of every module the entry reaches, with the extensions Node's ESM resolution needs", () => {
  source("index.ts", 'export { shout } from "./text";\nimport "./setup";\n');
  source(
    "text.ts",
    'import type { Level } from "./level";\n/** Loud. */\nexport const shout = (s: string, level: Level): string => s.toUpperCase() + "!".repeat(level);\n',
  );
  source("level.ts", "export type Level = 1 | 2 | 3;\n");
  source("setup.ts", "export const ready: boolean = true;\n");
  writeDeclarations(join(root, "index.ts"), join(root, "out"), root);
  expect(readFileSync(join(root, "out/index.d.ts"), "utf8")).toContain('export { shout } from "./text.js";');
  expect(readFileSync(join(root, "out/text.d.ts"), "utf8")).toContain('import type { Level } from "./level.js";');
  expect(readFileSync(join(root, "out/text.d.ts"), "utf8")).toContain("/** Loud. */\nexport declare const shout: (s: string, level: Level) => string;");
  expect(readFileSync(join(root, "out/level.d.ts"), "utf8")).toContain("export type Level = 1 | 2 | 3;");
  expect(readFileSync(join(root, "out/setup.d.ts"), "utf8")).toContain("export declare const ready: boolean;");
});

it("names the file, line and column of each export without a written type", () => {
  source("index.ts", 'export * from "./limits";\n');
  source("limits.ts", "export const ok: number = 1;\nexport const MAX = 5 * 1024;\nexport const half = (n: number) => n / 2;\n");
  expect(() => writeDeclarations(join(root, "index.ts"), join(root, "out"), root)).toThrow(
    /2 exportação\(ões\) sem tipo escrito[^]*\nlimits\.ts:2:14: [^\n]+\nlimits\.ts:3:21: /,
  );
});
