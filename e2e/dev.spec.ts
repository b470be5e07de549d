/**
 * `npm run dev` (server/dev/index.ts) on a small content folder of its own:
 * saving a page, a snippet or the catalogue (code the plugins render)
 * refreshes the open page by itself; a page that does not compile fails
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
const GUIDE = page("Guia", "Texto do guia.\n\n::snippet{name=\"aviso-comum\"}\n\nAplique com :endpoint{op=\"bumps.apply\"}.");
/** A call's summary in the catalogue (domain/), shown as the title of its references: a code change the dev server must pick up. */
const CATALOGUE_FILE = "domain/api-catalogue/operations/bumps.ts";
const SUMMARY = 'summary: "Aplicar destaque",';

/** The production build's server file and browser files, to see that the development server changed none of them. */
const productionBuild = () =>
  ["build/index.js", ...(existsSync("public/build") ? readdirSync("public/build").filter((f) => f.endsWith(".js")).map((f) => `public/build/${f}`) : [])]
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
  root = writeContentRoot({ "index.mdx": page("Início", "Veja [o guia](/guia.html)."), "guia.mdx": GUIDE, "outra.mdx": page("Outra", "Outra página, sempre de pé.") });
  mkdirSync(join(root, "snippets"));
  writeFileSync(join(root, "snippets", "aviso-comum.md"), "Trecho compartilhado, primeira versão.\n");
  buildBefore = productionBuild();
  const port = Number(process.env.E2E_DEV_PORT ?? 3500) + 20 + test.info().workerIndex;
  base = `http://127.0.0.1:${port}`;
  // Inside the project, so the app build finds node_modules; apart from a developer's own `npm run dev`.
  output = join(process.cwd(), ".cache", `dev-e2e-${port}`);
  server = spawn(process.execPath, ["--import", "tsx", "server/dev/index.ts"], { env: { ...process.env, PORT: String(port), PORTAL_CONTENT_ROOT: root, PORTAL_DEV_OUTPUT: output } });
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  await expect.poll(async () => (await fetch(`${base}/guia.html`).catch(() => undefined))?.status, { timeout: 280_000, intervals: [1000], message: `npm run dev did not start:\n${log}` }).toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
  rmSync(output, { recursive: true, force: true });
});

/** Opens `path` and marks the document, so a later check knows the page reloaded by itself (the mark is gone). */
async function openMarked(browser: Page, path: string) {
  await browser.goto(`${base}${path}`);
  await browser.evaluate(() => ((window as unknown as { devMark: boolean }).devMark = true));
}
const reloadedByItself = (browser: Page) => browser.evaluate(() => !(window as unknown as { devMark?: boolean }).devMark);

function edit(file: string, text: string) {
  writeFileSync(file, text);
}

test("a saved page and a saved snippet show in the open page without reloading it by hand", async ({ page: browser }) => {
  await openMarked(browser, "/guia.html");
  await expect(browser.locator("main")).toContainText("Trecho compartilhado, primeira versão.");
  edit(join(root, "content", "guia.mdx"), GUIDE.replace("Texto do guia.", "Texto do guia, editado."));
  await expect(browser.locator("main")).toContainText("Texto do guia, editado.", { timeout: 60_000 });
  expect(await reloadedByItself(browser)).toBe(true);

  await browser.evaluate(() => ((window as unknown as { devMark: boolean }).devMark = true));
  edit(join(root, "snippets", "aviso-comum.md"), "Trecho compartilhado, segunda versão.\n");
  await expect(browser.locator("main")).toContainText("Trecho compartilhado, segunda versão.", { timeout: 60_000 });
  expect(await reloadedByItself(browser)).toBe(true);
});

test("a change to the catalogue the plugins render shows in the open page without a restart", async ({ page: browser }) => {
  test.setTimeout(300_000);
  const original = readFileSync(CATALOGUE_FILE, "utf8");
  expect(original).toContain(SUMMARY);
  await openMarked(browser, "/guia.html");
  const reference = browser.locator('main a[data-operation="bumps.apply"]');
  await expect(reference).toHaveAttribute("title", /^Aplicar destaque:/);
  try {
    edit(CATALOGUE_FILE, original.replace(SUMMARY, 'summary: "Aplicar destaque agora",'));
    await expect(reference).toHaveAttribute("title", /^Aplicar destaque agora:/, { timeout: 280_000 });
    expect(await reloadedByItself(browser)).toBe(true);
  } finally {
    writeFileSync(CATALOGUE_FILE, original);
  }
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
