/**
 * The portal packs its own npm packages in the build without starting npm: the tarball holds what `npm pack`
 * would put in it, and it is packed again only when an input of the package changed (core/input-hash.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tar from "tar";
import { afterEach, beforeEach, expect, it } from "vitest";
import { pack, packedFiles } from "./package-tarballs";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** How many times the package's prepack (its bundle) ran. */
const prepacks = () => readFileSync(join(root, "prepacks.log"), "utf8").length;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "package-tarballs-"));
  const prepack = "mkdir -p dist && cp src/cli.js dist/cli.js && printf x >> ../prepacks.log";
  write(
    "pkg/package.json",
    JSON.stringify({ name: "pacote-teste", version: "1.2.3", bin: { "pacote-teste": "dist/cli.js" }, files: ["dist"], scripts: { prepack } }),
  );
  write("pkg/README.md", "# Pacote\n");
  write("pkg/src/cli.js", "console.log(1);\n");
  write("shared/rules.js", "export const rule = 1;\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("packs the files npm pack would, under package/, the command executable", async () => {
  const tarball = await pack({ dir: "pkg", inputs: ["shared"] }, root);
  expect(tarball).toMatchObject({ name: "pacote-teste", version: "1.2.3", path: "/ferramentas/pacote-teste-1.2.3.tgz" });
  const entries = new Map<string, number>();
  tar.list({ file: tarball.file, sync: true, onReadEntry: (entry) => void entries.set(entry.path, entry.mode ?? 0) });
  expect([...entries.keys()].sort()).toEqual(["package/README.md", "package/dist/cli.js", "package/package.json"]);
  expect((entries.get("package/dist/cli.js") ?? 0) & 0o111).toBe(0o111);
  const npm = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: join(root, "pkg"), encoding: "utf8" }));
  expect(packedFiles(join(root, "pkg"))).toEqual(npm[0].files.map((f: { path: string }) => f.path).sort());
});

it("packs the portal's own packages with the files npm pack lists for them", () => {
  for (const dir of ["packages/validador", "packages/sandbox"]) {
    const npm = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: dir, encoding: "utf8" }));
    expect(packedFiles(dir), dir).toEqual(npm[0].files.map((f: { path: string }) => f.path).sort());
  }
});

it("reuses the stored tarball while no input changed, and packs again when the package or an input folder changes", async () => {
  const first = await pack({ dir: "pkg", inputs: ["shared"] }, root);
  expect(await pack({ dir: "pkg", inputs: ["shared"] }, root)).toEqual(first);
  expect(prepacks()).toBe(1);
  write("shared/rules.js", "export const rule = 2;\n");
  const second = await pack({ dir: "pkg", inputs: ["shared"] }, root);
  expect(prepacks()).toBe(2);
  write("pkg/src/cli.js", "console.log(2);\n");
  const third = await pack({ dir: "pkg", inputs: ["shared"] }, root);
  expect(prepacks()).toBe(3);
  expect(third.integrity).not.toBe(second.integrity);
  expect(new Set([first.file, second.file, third.file]).size).toBe(3);
});

it("says in Portuguese which package failed to pack", async () => {
  write("pkg/package.json", JSON.stringify({ name: "pacote-teste", version: "1.2.3", scripts: { prepack: "echo quebrado >&2; exit 3" } }));
  await expect(pack({ dir: "pkg", inputs: [] }, root)).rejects.toThrow(/empacotamento de pkg falhou: quebrado/);
});
