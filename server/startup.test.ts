/** `npm start` serves a whole build or refuses to start, and keeps its assets while a new build replaces them. */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { paths } from "../core/paths";
import { incompleteBuild } from "./build-check";
import { publicFilePaths, snapshotFolder } from "./public-snapshot";

const root = mkdtempSync(join(tmpdir(), "portal-start-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PAGE_HTML = "<p>Início</p>";
const HTML_HASH = createHash("sha256").update(PAGE_HTML).digest("hex").slice(0, 20);
const MARKDOWN = '{"index":"Início"}';
const MANIFEST = JSON.stringify({
  pages: [{ key: "index", path: "/", htmlHash: HTML_HASH }],
  assets: { "search-index": "/build/content/search-index.json" },
  served: { markdown: { bytes: Buffer.byteLength(MARKDOWN), sha256: createHash("sha256").update(MARKDOWN).digest("hex") } },
});

/** A build folder; `manifest: null` is a build killed before it wrote its manifest. */
function buildAt(dir: string, { manifest = MANIFEST as string | null, asset = true, markdown = true, html = true } = {}) {
  mkdirSync(join(dir, "build", "content", "html"), { recursive: true });
  if (html) writeFileSync(join(dir, "build", "content", "html", `${HTML_HASH}.html`), PAGE_HTML);
  mkdirSync(join(dir, "public", "build", "content"), { recursive: true });
  writeFileSync(join(dir, "build", "index.js"), "export {};");
  if (manifest !== null) writeFileSync(join(dir, "build", "content", "manifest.json"), manifest);
  if (markdown) writeFileSync(join(dir, "build", "content", "markdown.json"), MARKDOWN);
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

  it("checks what it will serve against the build's record: a Markdown file cut short by a full disk, a page's HTML edited", () => {
    const short = buildAt(join(root, "disk-full"));
    writeFileSync(short.pageMarkdown, MARKDOWN.slice(0, 9));
    expect(incompleteBuild(short)).toMatch(/markdown\.json\) holds 9 bytes, the build wrote \d+/);
    const edited = buildAt(join(root, "edited"));
    writeFileSync(join(edited.pageHtml, `${HTML_HASH}.html`), "<p>Outra coisa</p>");
    expect(incompleteBuild(edited)).toMatch(/the HTML of \/ .* is not what the build wrote/);
  });

  it("refuses a development build (npm run dev wrote it), which answers 500 on every page in production", () => {
    const dev = buildAt(join(root, "dev"));
    writeFileSync(dev.remixServerBuild, 'var mode = "development";\nexport { mode };');
    expect(incompleteBuild(dev)).toMatch(/is a development build \(made by "npm run dev"\)/);
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

describe("the production server's list of public files", () => {
  it("holds each file outside build/ by its URL path, nested folders included", () => {
    const dir = join(root, "public-listed");
    mkdirSync(join(dir, "build", "content"), { recursive: true });
    mkdirSync(join(dir, "icones"), { recursive: true });
    writeFileSync(join(dir, "favicon.svg"), "<svg/>");
    writeFileSync(join(dir, "icones", "marca.png"), "png");
    writeFileSync(join(dir, "build", "entry-AAAAAAAA.js"), "js");
    expect([...publicFilePaths(dir)].sort()).toEqual(["/favicon.svg", "/icones/marca.png"]);
  });
});
