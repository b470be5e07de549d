/** A build's output folder is replaced whole, and making the next one costs no copy of the last one's bytes, nor a new link for a file that did not change. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { putInPlace, startStaging } from "./folder-swap";

let root: string;
let dist: string;
let spare: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "folder-swap-"));
  dist = join(root, "dist");
  spare = join(root, ".cache", "last-export");
  mkdirSync(join(dist, "chat"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "início");
  writeFileSync(join(dist, "chat", "home.html"), "chat antigo");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("starts the next folder from the last one's files without copying them, and the served folder keeps its own until the swap", () => {
  const staging = startStaging(dist, true, spare);
  expect(readFileSync(join(staging, "chat", "home.html"), "utf8")).toBe("chat antigo");
  // The same file on disk, not a second copy of its bytes.
  expect(statSync(join(staging, "chat", "home.html")).ino).toBe(statSync(join(dist, "chat", "home.html")).ino);
  // A page written again is a new file (scripts/export.ts writeNamed): the served one is untouched until the swap.
  rmSync(join(staging, "chat", "home.html"));
  writeFileSync(join(staging, "chat", "home.html"), "chat novo");
  expect(readFileSync(join(dist, "chat", "home.html"), "utf8")).toBe("chat antigo");
  putInPlace(dist, spare);
  expect(readFileSync(join(dist, "chat", "home.html"), "utf8")).toBe("chat novo");
  expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("início");
  // Nothing left beside the folder; the one replaced is kept in the cache, as the next copy.
  expect(readdirSync(root).sort()).toEqual([".cache", "dist"]);
  expect(readFileSync(join(spare, "chat", "home.html"), "utf8")).toBe("chat antigo");
});

it("makes the next copy from the folder the last swap replaced: what changed is linked again, what did not is left as it is, what went goes", async () => {
  rmSync(join(startStaging(dist, true, spare), "chat", "home.html"));
  writeFileSync(join(`${dist}.staging`, "chat", "home.html"), "chat novo");
  writeFileSync(join(`${dist}.staging`, "chat", "novo.html"), "página nova");
  putInPlace(dist, spare);
  const untouched = statSync(join(dist, "index.html")).ctimeMs;
  await new Promise((resolve) => setTimeout(resolve, 20));

  const staging = startStaging(dist, true, spare);
  for (const file of ["index.html", join("chat", "home.html"), join("chat", "novo.html")])
    expect(statSync(join(staging, file)).ino, file).toBe(statSync(join(dist, file)).ino);
  expect(readFileSync(join(staging, "chat", "home.html"), "utf8")).toBe("chat novo");
  // A file already linked is not unlinked and linked again (that would change its inode's ctime).
  expect(statSync(join(dist, "index.html")).ctimeMs).toBe(untouched);
  expect(existsSync(spare)).toBe(false);

  rmSync(join(staging, "chat", "novo.html"));
  putInPlace(dist, spare);
  expect(readdirSync(join(startStaging(dist, true, spare), "chat"))).toEqual(["home.html"]);
});

it("brings a staging a killed run left back to the served folder's files before writing into it", () => {
  const staging = startStaging(dist, true, spare);
  rmSync(join(staging, "index.html"));
  writeFileSync(join(staging, "index.html"), "meio escrito");
  mkdirSync(join(staging, "sobra"));
  writeFileSync(join(staging, "sobra", "x.html"), "de uma exportação interrompida");
  rmSync(join(staging, "chat"), { recursive: true });
  writeFileSync(join(staging, "chat"), "um arquivo onde havia uma pasta");

  startStaging(dist, true, spare);
  expect(readdirSync(staging).sort()).toEqual(["chat", "index.html"]);
  expect(readFileSync(join(staging, "index.html"), "utf8")).toBe("início");
  expect(readFileSync(join(staging, "chat", "home.html"), "utf8")).toBe("chat antigo");
});

it("puts the last folder back when a run was killed between the two renames", () => {
  startStaging(dist, true, spare);
  renameSync(dist, `${dist}.old`);
  const staging = startStaging(dist, true, spare);
  expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("início");
  expect(statSync(join(staging, "index.html")).ino).toBe(statSync(join(dist, "index.html")).ino);
});

it("starts empty when the last folder is not to be kept", () => {
  startStaging(dist, true, spare);
  putInPlace(dist, spare);
  const staging = startStaging(dist, false, spare);
  expect(existsSync(join(staging, "index.html"))).toBe(false);
  expect(existsSync(spare)).toBe(false);
});

it("without a spare folder, removes the folder it replaced", () => {
  startStaging(dist, true);
  putInPlace(dist);
  expect(readdirSync(root)).toEqual(["dist"]);
});
