/**
 * `npm run export` is incremental: after one page changed it renders that
 * page again and reuses the rest (the other pages, the error pages, the
 * redirect pages). What it writes must be exactly what an export from
 * scratch writes, file for file, or a reader of the static site would see an
 * older page; and what its render children make must be what one process
 * makes. Runs the built export
 * (build/scripts/export.mjs) on small content folders of its own, once (in
 * the "ssr" project).
 */
import { expect, test } from "@playwright/test";
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { readCacheJson, writeCacheFile } from "../core/cache-file";
import { pageHtmlFile, paths } from "../core/paths";
import type { SiteManifest } from "../core/types";
import { startOwnServer, writeContentRoot } from "./fixtures/own-server";
import { withoutWittyLine } from "./site";

const page = (title: string, text: string, order: number) =>
  `---\ntitle: ${title}\ndescription: Sobre ${title.toLowerCase()}.\norder: ${order}\n---\n\n${text} ${"Mais texto para a página ter corpo. ".repeat(4)}\n\n## Detalhes\n\nTexto dos detalhes.\n`;

const CONTENT: Record<string, string> = {
  "index.mdx": page("Início", "Veja o [chat](/chat/home.html) e os [leads](/leads/home.html).", 0),
  "chat/home.mdx": page("Chat", "O chat liga anunciante e comprador.", 1),
  "chat/webhook.mdx": page("Webhook do chat", "As mensagens chegam por webhook.", 2),
  "leads/home.mdx": page("Leads", "Cada contato de um comprador é um lead.", 1),
};

const roots: string[] = [];
test.afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function site(content: Record<string, string>): string {
  const root = writeContentRoot(content);
  roots.push(root);
  return root;
}

/** A new folder, removed after the tests. */
function tempDir(prefix = "portal-export-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  roots.push(dir);
  return dir;
}

/**
 * A new content root with the pages of `root` (file times kept: they date the pages) and the search texts and
 * sidebar trees its earlier builds retired (scripts/retired-assets.ts, kept for pages open across a deploy, which
 * an export holds on purpose); nothing else of its builds, exports or caches.
 */
function copyOfSite(root: string): string {
  const copy = tempDir();
  cpSync(join(root, "content"), join(copy, "content"), { recursive: true, preserveTimestamps: true });
  const retired = { from: paths(process.cwd(), root).retiredContentAssets, to: paths(process.cwd(), copy).retiredContentAssets };
  // The folder and, beside it, the record of when each file was retired.
  for (const suffix of ["", ".json"].filter((suffix) => existsSync(retired.from + suffix)))
    cpSync(retired.from + suffix, retired.to + suffix, { recursive: true, preserveTimestamps: true });
  return copy;
}

/** Runs one of the built scripts (build/scripts/) as the build does, and returns what it printed. */
const runScript = (script: string, args: string[], env: Record<string, string>, input?: string) =>
  execFileSync(process.execPath, [`build/scripts/${script}`, ...args], { env: { ...process.env, NODE_ENV: "production", ...env }, input, encoding: "utf8" });

/** Runs the export on a content root and returns what it printed. */
const exportSite = (root: string) => runScript("export.mjs", [], { PORTAL_CONTENT_ROOT: root });

/** The content manifest the last build of a content root wrote. */
const builtManifest = (root: string): SiteManifest => JSON.parse(readFileSync(paths(process.cwd(), root).manifest, "utf8"));

/** Every file under `dir` by path, with its bytes. */
function filesIn(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    entries.map((entry) => [relative(dir, join(entry.parentPath, entry.name)), withoutWittyLine(readFileSync(join(entry.parentPath, entry.name), "latin1"))]),
  );
}

/** Every file of a content root's dist/. */
const files = (root: string) => filesIn(join(root, "dist"));

/** An incremental export's files are, file for file, those of an export from scratch of the same content. */
function expectSameAsFromScratch(root: string) {
  const incremental = files(root);
  const fresh = copyOfSite(root);
  exportSite(fresh);
  expectSameFiles(incremental, files(fresh));
}

/** The same files, with the same bytes. */
function expectSameFiles(actual: Map<string, string>, expected: Map<string, string>) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  expect([...expected].filter(([file, bytes]) => actual.get(file) !== bytes).map(([file]) => file)).toEqual([]);
}

test("after one page changed, the export renders that page and writes what an export from scratch writes", async () => {
  test.setTimeout(120_000);
  const root = site(CONTENT);
  expect(exportSite(root)).toMatch(/export: \d+ pages \(\d+ rendered/);

  const timeOf = (...path: string[]) => statSync(join(root, "dist", ...path)).mtimeMs;
  // Within a millisecond: the export works in a copy of dist/, and a copy's time goes through seconds as a float.
  const expectKept = (now: number, before: number, what: string) => expect(Math.abs(now - before), what).toBeLessThan(1);
  const errorPageTime = () => timeOf("404.html");
  const redirectPageTime = () => timeOf("chat", "home.md", "index.html");
  const openApiTime = () => timeOf("openapi.json");
  const before = { errorPage: errorPageTime(), redirectPage: redirectPageTime(), openApi: openApiTime() };
  writeFileSync(join(root, "content", "chat", "webhook.mdx"), page("Webhook do chat", "As mensagens chegam por webhook, uma a uma.", 2));
  expect(exportSite(root)).toMatch(/\(1 rendered, the others unchanged\)/);
  expectKept(errorPageTime(), before.errorPage, "the error pages, which no page's text changes, are kept");
  expectKept(redirectPageTime(), before.redirectPage, "the redirect pages, which no page's text changes, are kept");
  expectKept(openApiTime(), before.openApi, "openapi.json, made from the code and the config alone, is kept");
  expect(files(root).get("chat/webhook.html")).toContain("uma a uma");
  // The content build wrote the edited page's new HTML file and removed its old one: a file for each page's HTML, no more.
  const built = paths(process.cwd(), root);
  const htmlFiles = readdirSync(built.pageHtml).map((file) => join(built.pageHtml, file));
  expect(htmlFiles.sort()).toEqual([...new Set(builtManifest(root).pages.map((p) => pageHtmlFile(built, p.htmlHash)))].sort());
  expectSameAsFromScratch(root);
});

test("damage made to dist/ by hand (a page emptied, a file removed) is repaired by the next export", async () => {
  test.setTimeout(120_000);
  const root = site(CONTENT);
  exportSite(root);
  const before = files(root);
  writeFileSync(join(root, "dist", "chat", "home.html"), "");
  rmSync(join(root, "dist", "leads", "home", "index.html"));
  expect(exportSite(root)).toMatch(/\(2 rendered, the others unchanged\)/);
  expectSameFiles(files(root), before);
});

/** The scripts and stylesheets a file of the export asks for (absolute paths under /build/) that the export does not hold. */
function missingAssets(root: string): string[] {
  const all = files(root);
  const asked = [...all]
    .filter(([file]) => file.endsWith(".html"))
    .flatMap(([file, html]) => [...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.(?:js|css))"/g)].map((m) => [file, m[1]]));
  return asked.filter(([, asset]) => !all.has(asset.slice(1))).map(([file, asset]) => `${file} → ${asset}`);
}

/** Whether `file` is there and holds `marker` (it may be missing yet, or its folder renamed a moment ago). */
function holds(file: string, marker: string): boolean {
  try {
    return readFileSync(file, "utf8").includes(marker);
  } catch {
    return false;
  }
}

/**
 * Starts the export of `root` and kills it (SIGKILL: nothing runs after it) as soon as `wrote()` says it has
 * written what the test waits for; whether it got that far before ending on its own.
 */
async function killExportOnce(root: string, wrote: () => boolean): Promise<boolean> {
  const child = spawn(process.execPath, ["build/scripts/export.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PORTAL_CONTENT_ROOT: root },
    stdio: "ignore",
  });
  let running = true;
  const ended = new Promise<void>((resolve) => child.on("exit", () => resolve())).then(() => (running = false));
  while (running && !wrote()) await new Promise((resolve) => setTimeout(resolve, 2));
  const caught = running;
  child.kill("SIGKILL");
  await ended;
  return caught;
}

test("an export killed once it has started writing leaves the last export whole, and the next one completes it", async () => {
  test.setTimeout(180_000);
  const root = site(CONTENT);
  exportSite(root);
  const before = files(root);
  // Every page changes (a new title is in every page's sidebar), so the export has a run of pages to write.
  writeFileSync(join(root, "content", "chat", "home.mdx"), page("Chat novo", "O chat liga anunciante e comprador.", 1));
  writeFileSync(join(root, "content", "leads", "home.mdx"), page("Leads novos", "Cada contato de um comprador é um lead.", 1));
  const wrotePage = () => ["dist", "dist.staging"].some((dir) => holds(join(root, dir, "chat", "home.html"), "Chat novo"));
  expect(await killExportOnce(root, wrotePage), "the export was killed while writing pages").toBe(true);
  expectSameFiles(files(root), before);
  expect(missingAssets(root), "every page's scripts and styles are there").toEqual([]);
  expect(exportSite(root)).toMatch(/export: \d+ pages/);
  expect(files(root).get("chat/home.html")).toContain("Chat novo");
  expect(missingAssets(root)).toEqual([]);
  expect(existsSync(join(root, "dist.staging")), "nothing left beside dist/").toBe(false);
  expectSameAsFromScratch(root);
});

test("a content build killed once it has started writing leaves the last build whole for npm start", async () => {
  test.setTimeout(180_000);
  const root = site(CONTENT);
  exportSite(root);
  const built = (dir = "content") => join(root, "build", dir);
  const before = filesIn(built());
  writeFileSync(join(root, "content", "chat", "home.mdx"), page("Chat novo", "O chat liga anunciante e comprador.", 1));
  // The edited page's HTML, written under its new hash: the build has started writing what it made.
  const newHtml = () =>
    ["content", "content.staging"].some(
      (dir) => existsSync(join(built(dir), "html")) && readdirSync(join(built(dir), "html")).some((file) => !before.has(join("html", file))),
    );
  expect(await killExportOnce(root, newHtml), "the build was killed while writing").toBe(true);
  expectSameFiles(filesIn(built()), before);
  expect(exportSite(root)).toMatch(/export: \d+ pages/);
  expect(files(root).get("chat/home.html")).toContain("Chat novo");
  expect(existsSync(built("content.staging")), "nothing left beside build/content/").toBe(false);
  expectSameAsFromScratch(root);
});

test("an export killed between putting the last export aside and the new one in place gets the last one back", async () => {
  test.setTimeout(120_000);
  const root = site(CONTENT);
  exportSite(root);
  const before = files(root);
  // What the two renames leave when killed between them: no dist/, the last export as dist.old/, a new one unfinished.
  renameSync(join(root, "dist"), join(root, "dist.old"));
  cpSync(join(root, "dist.old"), join(root, "dist.staging"), { recursive: true });
  rmSync(join(root, "dist.staging", "chat", "home.html"));
  expect(exportSite(root)).toMatch(/\(0 rendered, the others unchanged\)/);
  expectSameFiles(files(root), before);
  expect(["dist.old", "dist.staging"].filter((dir) => existsSync(join(root, dir)))).toEqual([]);
});

test("a render child makes what the export's own process makes", async () => {
  // Below PARALLEL_FROM pages (scripts/child-processes.ts) one process does it all, and which process gets which
  // pages depends on timing: the child runs here alone, on every page, as the export starts it.
  test.setTimeout(120_000);
  const root = site(CONTENT);
  exportSite(root);
  const reference = files(root);

  // A render child, handed every page and redirect, writes their files as the export's own process did.
  const manifest = builtManifest(root);
  const work = { pages: manifest.pages.map((p) => p.key), redirects: manifest.redirects.map((r) => r.from) };
  const out = tempDir();
  runScript("export.mjs", ["--shard", tempDir("portal-claims-"), out], { PORTAL_CONTENT_ROOT: root }, JSON.stringify(work));
  const fromChild = filesIn(out);
  expect(fromChild.size, "the child wrote the pages' and redirects' files").toBeGreaterThan(manifest.pages.length + manifest.redirects.length);
  expect([...fromChild].filter(([file, bytes]) => bytes !== reference.get(file)).map(([file]) => file)).toEqual([]);
});

test("a page removed since the last export takes its files and its redirect page with it", async () => {
  test.setTimeout(120_000);
  const root = site(CONTENT);
  exportSite(root);
  expect(files(root).has("chat/webhook.md/index.html")).toBe(true);
  rmSync(join(root, "content", "chat", "webhook.mdx"));
  exportSite(root);
  expect([...files(root).keys()].filter((file) => file.includes("webhook"))).toEqual([]);
  expectSameAsFromScratch(root);
});

test("files a page no longer has (its data where an older export put it) are gone after the next export", async () => {
  test.setTimeout(120_000);
  const root = site(CONTENT);
  exportSite(root);
  const stateFile = join(paths(process.cwd(), root).cache, "export.json");
  const state = readCacheJson<{ files?: Record<string, string[]> }>(stateFile, "export state")!;
  // An export that recorded where its pages' files went, one of them somewhere this export writes none.
  const [key] = Object.keys(state.files!);
  state.files![key].push("_data/chat/home.html.json");
  mkdirSync(join(root, "dist", "_data", "chat"), { recursive: true });
  writeFileSync(join(root, "dist", "_data", "chat", "home.html.json"), "{}");
  writeCacheFile(stateFile, JSON.stringify(state));
  expect(exportSite(root)).toMatch(/\(0 rendered, the others unchanged\)/);
  expect([...files(root).keys()].filter((file) => file.startsWith("_data/"))).toEqual([]);
  // An export from before that record (before single fetch, the data was /_data/<page>.json): exported again whole.
  mkdirSync(join(root, "dist", "_data"));
  writeFileSync(join(root, "dist", "_data", "index.json"), "{}");
  delete state.files;
  writeCacheFile(stateFile, JSON.stringify(state));
  exportSite(root);
  expectSameAsFromScratch(root);
});

test("an export holds the search texts its own site retired, never those another site built from the same app retired", async () => {
  test.setTimeout(120_000);
  const retiring = site(CONTENT);
  exportSite(retiring);
  writeFileSync(join(retiring, "content", "chat", "webhook.mdx"), page("Webhook do chat", "As mensagens chegam por webhook, uma a uma.", 2));
  exportSite(retiring);
  const contentFiles = (root: string) => [...files(root).keys()].filter((file) => file.startsWith("build/content/"));
  const emitted = (root: string) => new Set(readdirSync(paths(process.cwd(), root).emittedAssets).map((file) => `build/content/${file}`));
  const retiredHere = contentFiles(retiring).filter((file) => !emitted(retiring).has(file));
  expect(retiredHere.length, "the edited page's old search text and the old sidebar tree, kept for open pages").toBeGreaterThan(0);

  const other = site({ ...CONTENT, "index.mdx": page("Início de outro site", "Um site com o mesmo app.", 0) });
  exportSite(other);
  expect(
    contentFiles(other).filter((file) => !emitted(other).has(file)),
    "files no build of this site made",
  ).toEqual([]);
});

test("pages whose names have accents are exported as the server answers them", async () => {
  // An author may well name a file ação.mdx: the export renders such pages its own way (app/prerender.server.ts).
  const root = site({
    "index.mdx": page("Início", "Veja a [ação](/secao/ação.html) e a [única](/secao/única.html).", 0),
    "secao/ação.mdx": page("Ação", "Uma ação.", 1),
    "secao/única.mdx": page("Única", "Uma só.", 2),
  });
  exportSite(root);
  const server = await startOwnServer({ port: Number(process.env.E2E_EXPORT_PORT ?? 3700), mode: "production", root, ready: { path: "/", status: 200 } });
  try {
    for (const path of ["/secao/ação.html", "/secao/única.html", "/secao/"]) {
      const answered = await fetch(server.base + encodeURI(path));
      expect(answered.status, path).toBe(200);
      const exported = readFileSync(join(root, "dist", path.endsWith("/") ? `${path}index.html` : path), "utf8");
      expect(exported.replace("<html data-static-export ", "<html ") === (await answered.text()), `${path}: the exported page is not the server's`).toBe(true);
    }
  } finally {
    await server.stop();
  }
});
