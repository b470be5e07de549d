/**
 * `npm run dev` (server/dev/index.ts) on a small content folder of its own:
 * saving a page or a snippet updates the open page in place (no reload: the
 * document and the scroll position stay), a new title reloads it (the
 * sidebar shows titles), and saving the catalogue (code the plugins render),
 * a plugin or the site data (the navbar) reloads it, all by themselves, with
 * no restart; a page that does not compile fails
 * alone, inside the site's chrome, and recovers by itself once fixed; and the
 * development server leaves the production build (build/, public/build/)
 * as it was, so `npm start` keeps working beside it. Runs once, with "ssr".
 */
import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeContentRoot } from "./fixtures/own-server";

test.describe.configure({ mode: "serial" });
// A save is compiled, the page reloads and renders in development mode: seconds each on a loaded machine.
test.beforeEach(() => test.setTimeout(120_000));

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Página de teste do servidor de desenvolvimento.\n---\n\n${body}\n`;
/** Long enough to scroll: an update in place keeps the reader where they were. */
const FILLER = Array.from({ length: 60 }, (_, i) => `Parágrafo ${i + 1} do guia, para a página rolar.`).join("\n\n");
const GUIDE = page("Guia", `Texto do guia.\n\n::snippet{name="aviso-comum"}\n\nAplique com :endpoint{op="bumps.apply"}.\n\n${FILLER}`);
/** A call's summary in the catalogue (domain/), shown as the title of its references: a code change the dev server must pick up. */
const CATALOGUE_FILE = "domain/api-catalogue/operations/bumps.ts";
const SUMMARY = 'summary: "Aplicar destaque",';
/** Where a plugin (plugins/api-catalogue) writes that title: a plugin's own code, picked up the same way. */
const PLUGIN_FILE = "plugins/api-catalogue/endpoint.ts";
const PLUGIN_TITLE = "title: `${call.summary}: ${label}`,";
/** The navbar's link, from the site data (site.data.ts), which the app and the server read. */
const SITE_DATA_FILE = "site.data.ts";
const NAVBAR = 'navbar: [{ text: "Integração", link: "/" }],';

/** The production build's server file and browser files, to see that the development server changed none of them. */
const productionBuild = () =>
  [
    "build/index.js",
    ...(existsSync("public/build")
      ? readdirSync("public/build")
          .filter((f) => f.endsWith(".js"))
          .map((f) => `public/build/${f}`)
      : []),
  ]
    .filter((file) => existsSync(file))
    .map((file) => `${file} ${createHash("sha256").update(readFileSync(file)).digest("hex")}`);

let server: ChildProcess;
let root: string;
let base: string;
let output: string;
let log = "";
let buildBefore: string[];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  root = writeContentRoot({
    "index.mdx": page("Início", "Veja [o guia](/guia.html)."),
    "guia.mdx": GUIDE,
    "outra.mdx": page("Outra", "Outra página, sempre de pé."),
  });
  mkdirSync(join(root, "snippets"));
  writeFileSync(join(root, "snippets", "aviso-comum.md"), "Trecho compartilhado, primeira versão.\n");
  buildBefore = productionBuild();
  const port = Number(process.env.E2E_DEV_PORT ?? 3500) + 20 + test.info().workerIndex;
  base = `http://127.0.0.1:${port}`;
  // Inside the project, so the app build finds node_modules; apart from a developer's own `npm run dev`.
  output = join(process.cwd(), ".cache", `dev-e2e-${port}`);
  // With its debug log (each step of a save, timed), attached to a failed test.
  const env = { ...process.env, PORT: String(port), PORTAL_CONTENT_ROOT: root, PORTAL_DEV_OUTPUT: output, NODE_DEBUG: "portal-dev" };
  server = spawn(process.execPath, ["--import", "tsx", "server/dev/index.ts"], { env });
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  await expect
    .poll(async () => (await fetch(`${base}/guia.html`).catch(() => undefined))?.status, {
      timeout: 280_000,
      intervals: [1000],
      message: `npm run dev did not start:\n${log}`,
    })
    .toBe(200);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    writeFileSync(testInfo.outputPath("npm-run-dev.log"), log);
    await testInfo.attach("npm run dev", { path: testInfo.outputPath("npm-run-dev.log"), contentType: "text/plain" });
  }
});

test.afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
  rmSync(output, { recursive: true, force: true });
});

/** Opens `path` and marks the document, so a later check knows whether the page was loaded again (the mark is gone) or updated in place (it stays). */
async function openMarked(browser: Page, path: string) {
  await browser.goto(`${base}${path}`);
  await browser.evaluate(() => ((window as unknown as { devMark: boolean }).devMark = true));
}
const reloadedByItself = (browser: Page) => browser.evaluate(() => !(window as unknown as { devMark?: boolean }).devMark);

function edit(file: string, text: string) {
  writeFileSync(file, text);
}

test("a saved page and a saved snippet show in the open page in place: not loaded again, scroll position kept", async ({ page: browser }) => {
  await openMarked(browser, "/guia.html");
  await expect(browser.locator("main")).toContainText("Trecho compartilhado, primeira versão.");
  await browser.evaluate(() => window.scrollTo(0, 900));
  const scrolled = await browser.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  edit(join(root, "content", "guia.mdx"), GUIDE.replace("Texto do guia.", "Texto do guia, editado."));
  await expect(browser.locator("main")).toContainText("Texto do guia, editado.", { timeout: 60_000 });
  expect(await reloadedByItself(browser)).toBe(false);
  expect(await browser.evaluate(() => window.scrollY)).toBe(scrolled);

  edit(join(root, "snippets", "aviso-comum.md"), "Trecho compartilhado, segunda versão.\n");
  await expect(browser.locator("main")).toContainText("Trecho compartilhado, segunda versão.", { timeout: 60_000 });
  expect(await reloadedByItself(browser)).toBe(false);
  expect(await browser.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("a saved page with a new title loads again by itself, so the sidebar shows the new title too", async ({ page: browser }) => {
  const guide = join(root, "content", "guia.mdx");
  await openMarked(browser, "/guia.html");
  try {
    edit(guide, GUIDE.replace("title: Guia", "title: Guia renomeado"));
    await expect(browser.locator("#sidebar")).toContainText("Guia renomeado", { timeout: 60_000 });
    await expect(browser.locator("main h1")).toContainText("Guia renomeado");
    expect(await reloadedByItself(browser)).toBe(true);
  } finally {
    edit(guide, GUIDE);
  }
  await expect(browser.locator("#sidebar")).not.toContainText("Guia renomeado", { timeout: 60_000 });
});

/**
 * `file` (code the server loads, or the site data) saved with `from` replaced by `to`: the open page shows the
 * edit by itself, loaded again, with no restart; put back, it shows the original again by itself (the next build is
 * picked up as well as the first, and the next test starts from the file as it was). `shows(edited)` waits for one
 * or the other to be on the page.
 */
async function showsCodeEdit(browser: Page, file: string, from: string, to: string, shows: (edited: boolean) => Promise<void>) {
  test.setTimeout(300_000);
  const original = readFileSync(file, "utf8");
  expect(original).toContain(from);
  await openMarked(browser, "/guia.html");
  await shows(false);
  try {
    edit(file, original.replace(from, to));
    await shows(true);
    expect(await reloadedByItself(browser)).toBe(true);
  } finally {
    writeFileSync(file, original);
  }
  await shows(false);
}

const REBUILT = { timeout: 280_000 };

test("a change to the catalogue the plugins render shows in the open page without a restart", async ({ page: browser }) => {
  const reference = browser.locator('main a[data-operation="bumps.apply"]');
  await showsCodeEdit(browser, CATALOGUE_FILE, SUMMARY, 'summary: "Aplicar destaque agora",', (edited) =>
    expect(reference).toHaveAttribute("title", edited ? /^Aplicar destaque agora:/ : /^Aplicar destaque:/, REBUILT),
  );
});

test("a change to a plugin's code shows in the open page without a restart", async ({ page: browser }) => {
  const reference = browser.locator('main a[data-operation="bumps.apply"]');
  await showsCodeEdit(browser, PLUGIN_FILE, PLUGIN_TITLE, "title: `${call.summary} (plugin editado): ${label}`,", (edited) =>
    expect(reference).toHaveAttribute("title", edited ? /^Aplicar destaque \(plugin editado\): PUT / : /^Aplicar destaque: PUT /, REBUILT),
  );
});

test("a change to the site data (the navbar) shows in the open page without a restart", async ({ page: browser }) => {
  const navbar = browser.locator("header.navbar");
  await showsCodeEdit(browser, SITE_DATA_FILE, NAVBAR, 'navbar: [{ text: "Integração editada", link: "/" }],', async (edited) => {
    if (edited) return expect(navbar).toContainText("Integração editada", REBUILT);
    await expect(navbar).not.toContainText("Integração editada", REBUILT);
    await expect(navbar).toContainText("Integração");
  });
});

test("a page that does not compile fails alone, in the site's chrome, and recovers by itself once fixed", async ({ page: browser, request }) => {
  const guide = join(root, "content", "guia.mdx");
  await openMarked(browser, "/guia.html");
  try {
    edit(guide, page("Guia", "Antes do aviso.\n\n:::warning\nDentro do aviso, nunca fechado."));
    await expect(browser.getByRole("heading", { name: "Erro ao montar a página" })).toBeVisible({ timeout: 60_000 });
    await expect(browser.locator("main pre")).toContainText(/content\/guia\.mdx:\d+: :::warning is never closed/);
    await expect(browser.locator("main")).toContainText(/O arquivo content\/guia\.mdx não compila: linha \d+/);
    await expect(browser.locator("#sidebar")).toBeVisible(); // the site's chrome around the error
    expect((await request.get(`${base}/guia.html`)).status()).toBe(500);
    const other = await request.get(`${base}/outra.html`);
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain("Outra página, sempre de pé.");
  } finally {
    edit(guide, GUIDE);
  }
  await expect(browser.locator("main")).toContainText("Texto do guia.", { timeout: 60_000 });
  await expect(browser.getByRole("heading", { name: "Erro ao montar a página" })).toHaveCount(0);
});

test("the development server leaves the production build as it was: npm start keeps serving beside it", async ({ request }) => {
  // The suite runs after `npm run build` (npm test): a missing production build is a failure, not a pass.
  expect(existsSync("build/index.js"), "no production build: run npm run build first").toBe(true);
  expect(productionBuild()).toEqual(buildBefore);
  expect(readFileSync("build/index.js", "utf8")).not.toMatch(/\bmode = "development"/);
  // The production server the suite started before this spec still answers, from the same build.
  const started = await request.get("/");
  expect(started.status()).toBe(200);
  expect(await started.text()).not.toContain("__portal-dev");
});
