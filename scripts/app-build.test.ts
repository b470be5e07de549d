/** `npm run build` skips the Remix compile only when the app build on disk is the one made from the current code. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isAppBuildCurrent, recordAppBuild } from "./app-build";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "app-build-"));
  write("app/root.tsx", "export default 1;");
  write("app/styles/app.css", "a { color: red }");
  write("content/index.mdx", "# Início");
  write("build/index.js", "export const version = 1;");
  write("public/build/manifest-ABC.js", "window.__remixManifest = {};");
  recordAppBuild(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the app build", () => {
  it("is current right after it was made, and stays current when only content changes", () => {
    expect(isAppBuildCurrent(root)).toBe(true);
    write("content/index.mdx", "# Início, editado");
    expect(isAppBuildCurrent(root)).toBe(true);
  });

  it("is made again when app code or its styles change", () => {
    write("app/root.tsx", "export default 2;");
    expect(isAppBuildCurrent(root)).toBe(false);
    recordAppBuild(root);
    write("app/styles/app.css", "a { color: blue }");
    expect(isAppBuildCurrent(root)).toBe(false);
  });

  it("is made again when another compiler wrote the server bundle (remix dev), or the browser assets are gone", () => {
    write("build/index.js", "export const version = 'dev';");
    expect(isAppBuildCurrent(root)).toBe(false);
    recordAppBuild(root);
    rmSync(join(root, "public/build"), { recursive: true });
    expect(isAppBuildCurrent(root)).toBe(false);
  });

  it("is made again when its record is missing or damaged (a build killed half-way)", () => {
    write("build/app-build.json", '{"inputs":');
    expect(isAppBuildCurrent(root)).toBe(false);
    rmSync(join(root, "build/app-build.json"), { force: true }); // a damaged record is removed as it is read
    expect(isAppBuildCurrent(root)).toBe(false);
  });
});
