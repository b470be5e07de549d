/**
 * The "Testar" panel of an endpoint block, on the SSR server and the static
 * export, against a sandbox this spec starts: the import's documented example
 * sent from the page, its status, body and curl line shown; the token kept in
 * the tab (a reload keeps it, a new context does not); the panel's code
 * requested only when a reader opens it, never on a page without a block; and
 * without JavaScript, the note and the example's curl line.
 * The export runs the example's round trip and the page without a block; the rest only drives the panel over the
 * same bytes (fixtures/same-bytes.ts) and runs on "ssr".
 */
import { axe } from "./fixtures/axe";
import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { exampleAccessToken } from "../packages/sandbox/src/example-client";
import { SSR_PORT } from "./fixtures/ports";
import { SAME_BYTES } from "./fixtures/same-bytes";
import { manifest } from "./site";

const IMPORT_PAGE = "/anuncio/api/import.html";
/** The panel's chunk and the islands module that mounts it (Remix names chunks after their file). */
const PANEL_SCRIPT = /\/build\/.*(TryItIsland|islands)-[\w-]+\.js$/;

// One sandbox per project, on a port of its own beside the suite's servers: the file runs in one worker.
test.describe.configure({ mode: "serial", timeout: 90_000 });
let sandbox: { process: ChildProcess; url: string };
let token: string;

/** `npm run sandbox`, as a reader starts it; resolves once it prints its address. */
async function startSandbox(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/sandbox/src/bin.ts", "--port", String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  let printed = "";
  child.stdout!.setEncoding("utf8");
  while (!/em (http:\/\/127\.0\.0\.1:\d+)/.test(printed)) {
    const [chunk] = (await Promise.race([once(child.stdout!, "data"), once(child, "exit").then(() => [undefined])])) as [string | undefined];
    if (chunk === undefined) throw new Error(`o sandbox não iniciou na porta ${port}`);
    printed += chunk;
  }
  return { process: child, url: /em (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)![1] };
}

/** A token of the example application, approved on the sandbox's consent form as a reader would. */
const tokenOf = (base: string) => exampleAccessToken(base, { scope: "autoupload autoservice" });

test.beforeAll(async ({}, testInfo) => {
  sandbox = await startSandbox(SSR_PORT + (testInfo.project.name === "ssr" ? 11 : 12));
  token = await tokenOf(sandbox.url);
});
test.afterAll(async () => {
  sandbox?.process.kill();
});

/** Hydrated (the theme switch gets its mode from an effect); on a machine this busy, that can take a while. */
const hydrated = (page: Page) => expect(page.locator(".theme-switch[data-mode]")).toBeAttached({ timeout: 20_000 });

/** Scripts the page asks for, from now on. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const importBlock = (page: Page) => page.locator('.endpoint[data-operation="import.submit"]');

async function openPanel(page: Page) {
  await importBlock(page).getByText("Testar", { exact: true }).click();
  await expect(importBlock(page).getByLabel("Token de acesso")).toBeVisible();
}

test("the import's example goes from the page to the sandbox: status 200, body and the curl line of what was sent", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(IMPORT_PAGE);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(importBlock(page).locator("details.try-it")).not.toHaveAttribute("open");
  expect(
    scripts.filter((s) => PANEL_SCRIPT.test(s)),
    "no panel code before a reader opens one",
  ).toEqual([]);

  await openPanel(page);
  expect(scripts.some((s) => /TryItIsland-[\w-]+\.js$/.test(s))).toBe(true);
  const block = importBlock(page);
  await expect(block.getByLabel("Endereço do sandbox")).toHaveValue("http://127.0.0.1:4010");
  await block.getByLabel("Endereço do sandbox").fill(sandbox.url);
  await block.getByLabel("Token de acesso").fill(token);
  await expect(block.getByLabel("Corpo")).toHaveValue(/"access_token": "SEU_ACCESS_TOKEN"/);
  await block.getByRole("button", { name: "Enviar" }).click();

  await expect(block.locator(".try-it-status")).toContainText("200");
  await expect(block.locator(".try-it-answer-body")).toContainText('"statusCode": 0');
  await expect(block.locator(".try-it-answer-headers")).toContainText("content-type: application/json");
  const curl = block.locator(".try-it-result .try-it-curl");
  await expect(curl).toContainText(`curl -X PUT '${sandbox.url}/autoupload/import'`);
  await expect(curl).toContainText(`"access_token": "${token}"`);
  // The import really reached the sandbox: its token answers the status call.
  const importToken = JSON.parse(await block.locator(".try-it-answer-body").innerText()).token as string;
  const status = await fetch(`${sandbox.url}/autoupload/import/${importToken}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ access_token: token }),
  });
  expect(status.status).toBe(200);

  expect(
    await axe(page)
      .include('.endpoint[data-operation="import.submit"]')
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);
});

test("the token stays for a reload of the tab, never in another context, and never in localStorage", SAME_BYTES, async ({ page, browser }) => {
  await page.goto(IMPORT_PAGE);
  await hydrated(page);
  await openPanel(page);
  await importBlock(page).getByLabel("Token de acesso").fill("token-da-aba");
  await page.reload();
  await hydrated(page);
  await openPanel(page);
  await expect(importBlock(page).getByLabel("Token de acesso")).toHaveValue("token-da-aba");
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain("token-da-aba");

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(IMPORT_PAGE);
  await hydrated(fresh);
  await openPanel(fresh);
  await expect(importBlock(fresh).getByLabel("Token de acesso")).toHaveValue("");
  await other.close();
});

test("a wrong base URL or an absent sandbox gets a pt-BR message, and the token goes to no other host", SAME_BYTES, async ({ page }) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1") elsewhere.push(request.url());
  });
  await page.goto(IMPORT_PAGE);
  await hydrated(page);
  await openPanel(page);
  const block = importBlock(page);
  await block.getByLabel("Token de acesso").fill(token);
  await block.getByLabel("Endereço do sandbox").fill("https://apps.classificados.example");
  await block.getByRole("button", { name: "Enviar" }).click();
  await expect(block.locator(".try-it-error")).toContainText("só envia para o sandbox neste computador");
  await block.getByLabel("Endereço do sandbox").fill(sandbox.url);
  await block.getByLabel("Caminho").fill("//outro-host.example/autoupload/import");
  await block.getByRole("button", { name: "Enviar" }).click();
  await expect(block.locator(".try-it-error")).toContainText("O caminho precisa ficar no endereço escolhido");
  await block.getByRole("button", { name: "Restaurar o exemplo" }).click();
  // A port where nothing listens: the sandbox's own port, once it is closed, is not known; port 9 (discard) is never served here.
  await block.getByLabel("Endereço do sandbox").fill("http://127.0.0.1:9");
  await block.getByRole("button", { name: "Enviar" }).click();
  await expect(block.locator(".try-it-error")).toContainText("O sandbox está rodando nessa porta?");
  expect(elsewhere).toEqual([]);
});

test("a page without an endpoint block requests no panel script", async ({ page }) => {
  const plain = manifest.pages.find((p) => p.path.endsWith(".html") && !p.html.includes("data-island") && p.path !== IMPORT_PAGE)!;
  const scripts = scriptsOf(page);
  await page.goto(plain.path);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".endpoint")).toHaveCount(0);
  expect(scripts.filter((s) => PANEL_SCRIPT.test(s))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the panel says it needs JavaScript and shows the example's curl line", SAME_BYTES, async ({ page }) => {
    await page.goto(IMPORT_PAGE);
    await importBlock(page).getByText("Testar", { exact: true }).click();
    const body = importBlock(page).locator(".try-it-body");
    await expect(body).toContainText("precisa de JavaScript");
    await expect(body.locator(".try-it-curl")).toContainText("curl -X PUT 'http://127.0.0.1:4010/autoupload/import'");
    await expect(body.locator(".try-it-curl")).toContainText("-H 'Content-Type: application/json'");
  });
});
