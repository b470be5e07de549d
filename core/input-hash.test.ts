/** What makes the build do a step again: the bytes it is made from, never where the checkout is or when a file was touched. */
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { inputKey, readStamp, sourcesKey, writeStamp } from "./input-hash";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
};
const codeKey = (at = root) => sourcesKey(at, ["core"], ["site.config.ts"]);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "input-hash-"));
  write("core/a.ts", "export const a = 1;");
  write("core/deep/b.tsx", "export const b = 2;");
  write("core/a.test.ts", "it('a', () => {});");
  write("site.config.ts", "export default {};");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("keeps the key of the code for a copy of the checkout elsewhere and for a file only touched", () => {
  const before = codeKey();
  const copy = mkdtempSync(join(tmpdir(), "input-hash-copy-"));
  cpSync(root, copy, { recursive: true });
  expect(codeKey(copy)).toBe(before);
  rmSync(copy, { recursive: true, force: true });
  utimesSync(join(root, "core/a.ts"), new Date(2000, 0, 1), new Date(2000, 0, 1));
  expect(codeKey()).toBe(before);
});

it("changes the key when a source changes, is added or goes, but not for a test", () => {
  const keys = new Set([codeKey()]);
  write("core/a.test.ts", "it('b', () => {});");
  expect(keys.has(codeKey())).toBe(true);
  write("core/deep/b.tsx", "export const b = 3;");
  keys.add(codeKey());
  write("core/c.ts", "export const c = 1;");
  keys.add(codeKey());
  rmSync(join(root, "site.config.ts"));
  keys.add(codeKey());
  expect(keys.size).toBe(4);
});

it("tells parts apart by their boundaries", () => {
  expect(inputKey("ab", "c")).not.toBe(inputKey("a", "bc"));
  expect(inputKey("a", Buffer.from("b"))).toBe(inputKey("a", "b"));
});

it("reads back a stamp written whole, and none from a damaged one", () => {
  const file = join(root, "build", "stamp.json");
  writeStamp(file, { inputs: "k1", server: "s" });
  expect(readStamp<{ inputs: string; server: string }>(file, "test")).toEqual({ inputs: "k1", server: "s" });
  writeFileSync(file, '{"inputs":');
  expect(readStamp(file, "test")).toBeUndefined();
});

it("leaves out what a package makes or installs (dist/, node_modules/, .cache/), not what it is made from", () => {
  const packageKey = () => sourcesKey(root, ["pkg"], [], /./);
  write("pkg/src/index.ts", "export const x = 1;");
  const before = packageKey();
  write("pkg/dist/index.js", "export const x = 1;");
  write("pkg/node_modules/dep/index.js", "module.exports = 1;");
  write("pkg/.cache/x.json", "{}");
  expect(packageKey()).toBe(before);
  write("pkg/src/distance.ts", "export const d = 1;");
  expect(packageKey()).not.toBe(before);
});
