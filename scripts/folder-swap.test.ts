/** A build's output folder is replaced whole, and making the next one costs no copy of the last one's bytes. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { putInPlace, startStaging } from "./folder-swap";

let root: string;
let dist: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "folder-swap-"));
  dist = join(root, "dist");
  mkdirSync(join(dist, "chat"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "início");
  writeFileSync(join(dist, "chat", "home.html"), "chat antigo");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("starts the next folder from the last one's files without copying them, and the served folder keeps its own until the swap", () => {
  const staging = startStaging(dist, true);
  expect(readFileSync(join(staging, "chat", "home.html"), "utf8")).toBe("chat antigo");
  // The same file on disk, not a second copy of its bytes.
  expect(statSync(join(staging, "chat", "home.html")).ino).toBe(statSync(join(dist, "chat", "home.html")).ino);
  // A page written again is a new file (scripts/export.ts writeNamed): the served one is untouched until the swap.
  rmSync(join(staging, "chat", "home.html"));
  writeFileSync(join(staging, "chat", "home.html"), "chat novo");
  expect(readFileSync(join(dist, "chat", "home.html"), "utf8")).toBe("chat antigo");
  putInPlace(dist);
  expect(readFileSync(join(dist, "chat", "home.html"), "utf8")).toBe("chat novo");
  expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("início");
  expect(existsSync(staging) || existsSync(`${dist}.old`)).toBe(false);
});

it("starts empty when the last folder is not to be kept", () => {
  const staging = startStaging(dist, false);
  expect(existsSync(join(staging, "index.html"))).toBe(false);
});
