/** `npm start` serves a whole build or refuses to start, and keeps its assets while a new build replaces them. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { paths } from "../core/paths";
import { incompleteBuild } from "./build-check";
import { snapshotFolder } from "./public-snapshot";

const root = mkdtempSync(join(tmpdir(), "portal-start-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A build folder; `manifest: null` is a build killed before it wrote its manifest. */
function buildAt(dir: string, { manifest = JSON.stringify({ pages: [{ key: "index", path: "/", htmlHash: "abc" }], assets: { "search-index": "/build/content/search-index.json" } }) as string | null, asset = true, markdown = true, html = true } = {}) {
  mkdirSync(join(dir, "build", "content", "html"), { recursive: true });
  if (html) writeFileSync(join(dir, "build", "content", "html", "abc.html"), "<p>Início</p>");
  mkdirSync(join(dir, "public", "build", "content"), { recursive: true });
  writeFileSync(join(dir, "build", "index.js"), "export {};");
  if (manifest !== null) writeFileSync(join(dir, "build", "content", "manifest.json"), manifest);
  if (markdown) writeFileSync(join(dir, "build", "content", "markdown.json"), '{"index":"Início"}');
  if (asset) writeFileSync(join(dir, "public", "build", "content", "search-index.json"), "{}");
  return paths(dir, dir);
}

describe("a build is served only when whole", () => {
  it("accepts a complete build", () => {
    expect(incompleteBuild(buildAt(join(root, "whole")))).toBeUndefined();
  });

  it("names what is missing: the manifest of a build killed half-way, a truncated one, an asset, a page's HTML", () => {
    expect(incompleteBuild(buildAt(join(root, "killed"), { manifest: null }))).toMatch(/no complete content manifest/);
    expect(incompleteBuild(buildAt(join(root, "truncated"), { manifest: '{"pages":[{"key":"ind' }))).toMatch(/no complete content manifest/);
    expect(incompleteBuild(buildAt(join(root, "no-asset"), { asset: false }))).toMatch(/search-index\.json is missing/);
    expect(incompleteBuild(buildAt(join(root, "no-markdown"), { markdown: false }))).toMatch(/markdown\.json\) is missing/);
    expect(incompleteBuild(buildAt(join(root, "no-html"), { html: false }))).toMatch(/the HTML of \/ .* is missing/);
    expect(incompleteBuild(paths(join(root, "nothing"), join(root, "nothing")))).toMatch(/no app build/);
  });

  it("npm start exits at once, saying to run the build", () => {
    const empty = join(root, "empty");
    mkdirSync(empty);
    // The content side of the build (manifest, assets) is looked for in PORTAL_CONTENT_ROOT: an empty folder here.
    const started = spawnSync(process.execPath, ["--import", "tsx", new URL("./index.ts", import.meta.url).pathname], {
      env: { ...process.env, NODE_ENV: "production", PORT: "0", PORTAL_CONTENT_ROOT: empty },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/Cannot start: .*Run "npm run build" first\./);
  });
});

describe("a running server's assets", () => {
  it("stay in its snapshot while a rebuild empties and refills public/", () => {
    const publicDir = join(root, "public-live");
    mkdirSync(join(publicDir, "build"), { recursive: true });
    writeFileSync(join(publicDir, "build", "entry-AAAAAAAA.js"), "old build");
    const snapshot = snapshotFolder(publicDir, join(root, "snapshots"));

    rmSync(join(publicDir, "build"), { recursive: true });
    mkdirSync(join(publicDir, "build"));
    writeFileSync(join(publicDir, "build", "entry-BBBBBBBB.js"), "new build");

    expect(readFileSync(join(snapshot, "build", "entry-AAAAAAAA.js"), "utf8")).toBe("old build");
    expect(existsSync(join(snapshot, "build", "entry-BBBBBBBB.js"))).toBe(false);
  });
});
