/** Copies of asset folders (the export's public files, the content's published assets) are kept up to date by copying what changed. */
import { linkSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { copyChanged, removeOthers } from "./copy-changed";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

it("copies new and changed files only, and removes what the originals no longer have", async () => {
  const root = mkdtempSync(join(tmpdir(), "copy-changed-"));
  roots.push(root);
  const [from, to] = [join(root, "from"), join(root, "to")];
  mkdirSync(join(from, "sub"), { recursive: true });
  writeFileSync(join(from, "a.json"), "a");
  writeFileSync(join(from, "sub", "b.json"), "b");
  // A time finer than a millisecond, as file systems keep them: the copy's can only be set to the millisecond.
  utimesSync(join(from, "a.json"), 1795655633.8619924, 1795655633.8619924);
  copyChanged(from, to);
  expect(readFileSync(join(to, "sub", "b.json"), "utf8")).toBe("b");
  const written = statSync(join(to, "a.json")).ctimeMs;

  await new Promise((resolve) => setTimeout(resolve, 20));
  writeFileSync(join(from, "sub", "b.json"), "bb");
  writeFileSync(join(to, "old.json"), "stale");
  removeOthers(to, copyChanged(from, to));
  expect(statSync(join(to, "a.json")).ctimeMs).toBe(written); // unchanged: not written again
  expect(readFileSync(join(to, "sub", "b.json"), "utf8")).toBe("bb");
  expect(() => statSync(join(to, "old.json"))).toThrow();
});

it("links between build folders, following an original replaced by a new file, and copies for the export, whose files can be changed without touching the originals", () => {
  const root = mkdtempSync(join(tmpdir(), "copy-changed-"));
  roots.push(root);
  const [from, linked, copied] = [join(root, "from"), join(root, "linked"), join(root, "copied")];
  mkdirSync(from, { recursive: true });
  writeFileSync(join(from, "index.json"), "v1");
  copyChanged(from, linked, new Set(), { link: true });
  copyChanged(from, copied);
  expect(statSync(join(linked, "index.json")).ino).toBe(statSync(join(from, "index.json")).ino);
  expect(statSync(join(copied, "index.json")).ino).not.toBe(statSync(join(from, "index.json")).ino);

  // A stable name's new contents arrive as a new file (core/build-site.ts): the link moves to it, and what linked the old one keeps the old contents.
  const kept = join(root, "server-snapshot.json");
  linkSync(join(linked, "index.json"), kept);
  writeFileSync(join(from, "index.json.tmp"), "v2, longer");
  renameSync(join(from, "index.json.tmp"), join(from, "index.json"));
  copyChanged(from, linked, new Set(), { link: true });
  expect(readFileSync(join(linked, "index.json"), "utf8")).toBe("v2, longer");
  expect(readFileSync(kept, "utf8")).toBe("v1");

  writeFileSync(join(copied, "index.json"), "changed by a deploy step");
  expect(readFileSync(join(from, "index.json"), "utf8")).toBe("v2, longer");
});

it("leaves out the folders it is told to, and only those (a name that merely begins like one is copied)", () => {
  const root = mkdtempSync(join(tmpdir(), "copy-changed-"));
  roots.push(root);
  const [from, to] = [join(root, "from"), join(root, "to")];
  mkdirSync(join(from, "build", "content"), { recursive: true });
  writeFileSync(join(from, "build", "content", "texts.json"), "portal");
  writeFileSync(join(from, "build", "contents.js"), "app");
  writeFileSync(join(from, "build", "entry.js"), "app");
  const copies = copyChanged(from, to, new Set(), { except: [join("build", "content")] });
  expect([...copies].map((copy) => copy.slice(to.length + 1)).sort()).toEqual([join("build", "contents.js"), join("build", "entry.js")]);
  expect(() => statSync(join(to, "build", "content", "texts.json"))).toThrow();
});
