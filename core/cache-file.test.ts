/** Cache entries are whole or absent: what a build writes reads back, and a damaged entry is removed and made again, never served. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCacheBytes, readCacheFile, readCacheJson, writeCacheFile } from "./cache-file";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "portal-cache-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("reads back what was written, in a folder made for it, with no temporary file left", () => {
  const file = join(dir, "mdx", "page.json");
  writeCacheFile(file, JSON.stringify({ title: "Chat" }));
  writeCacheFile(file, JSON.stringify({ title: "Chat, editado" })); // a second write replaces the first
  expect(readCacheJson(file, "chat/home.mdx")).toEqual({ title: "Chat, editado" });
  expect(readdirSync(join(dir, "mdx"))).toEqual(["page.json"]);
});

it("keeps an entry written as bytes byte for byte, checked like any other", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const file = join(dir, "files.bin");
  const bytes = Buffer.concat([Buffer.from("ação\n"), Buffer.from([0, 255, 10])]);
  writeCacheFile(file, bytes);
  expect(readCacheBytes(file, "files")).toEqual(bytes);
  expect(readCacheFile(file, "files")).toBe(bytes.toString("utf8"));
  writeFileSync(file, readFileSync(file).subarray(0, -1));
  expect(readCacheBytes(file, "files")).toBeUndefined();
  expect(readdirSync(dir)).toEqual([]);
  warn.mockRestore();
});

it("takes a truncated or edited entry for missing, says which, and removes it", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const file = join(dir, "page.json");
  writeCacheFile(file, JSON.stringify({ title: "Chat" }));
  writeFileSync(file, readFileSync(file, "utf8").slice(0, -3)); // a build killed mid-write, a full disk
  expect(readCacheJson(file, "chat/home.mdx")).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("chat/home.mdx"));
  expect(readdirSync(dir)).toEqual([]);
  warn.mockRestore();
});

it("leaves no temporary file when the entry cannot be put in place", () => {
  const taken = join(dir, "page.json");
  mkdirSync(join(taken, "x"), { recursive: true }); // a folder where the entry goes: the rename fails
  expect(() => writeCacheFile(taken, "{}")).toThrow();
  expect(readdirSync(dir)).toEqual(["page.json"]);
});

describe("a write that fails", () => {
  it("on a full disk (a file size limit: ulimit -f) names the file and leaves nothing behind", () => {
    const file = join(dir, "markdown.json");
    const script = `import { writeFileWhole } from ${JSON.stringify(new URL("./cache-file.ts", import.meta.url).pathname)}; writeFileWhole(${JSON.stringify(file)}, "x".repeat(50000));`;
    // 1 KB per file: past it, write() fails (Node ignores SIGXFSZ).
    const run = spawnSync("bash", ["-c", `ulimit -f 1; exec "${process.execPath}" --import tsx --input-type=module -e '${script}'`], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`cannot write ${file}: EFBIG`);
    expect(readdirSync(dir)).toEqual([]);
  });
});
