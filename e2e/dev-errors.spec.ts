/**
 * `npm run dev`: a page that does not compile shows an error page in the
 * browser (file, line, message; status 500), and the site works again on the
 * next request after the fix. Runs a development server of its own on a small
 * content folder, once (it does not depend on the SSR/export project).
 */
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A port per worker: a retry runs in a new worker while the old server may still be stopping.
let PORT = 0;
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Página de teste do servidor de desenvolvimento.\n---\n\n${body}\n`;

let root: string;
let server: ChildProcess;

test.beforeAll(async ({}, info) => {
  test.setTimeout(90_000);
  PORT = Number(process.env.E2E_DEV_PORT ?? 3500) + info.workerIndex;
  root = mkdtempSync(join(tmpdir(), "portal-dev-errors-"));
  mkdirSync(join(root, "content"));
  writeFileSync(join(root, "content", "index.mdx"), page("Início", "Veja [a página](/guia.html)."));
  writeFileSync(join(root, "content", "guia.mdx"), page("Guia", "Texto do guia.\n\n<Aberta"));
  server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "development", PORTAL_CONTENT_ROOT: root, PORT: String(PORT) },
    stdio: "ignore",
  });
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${PORT}/`).catch(() => undefined))?.status, { timeout: 80_000 }).toBe(500);
});

test.afterAll(() => {
  server?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("a broken page shows its file, line and message with status 500, and the fix shows on the next request", async ({ page: browser }) => {
  const response = await browser.goto(`http://127.0.0.1:${PORT}/guia.html`);
  expect(response?.status()).toBe(500);
  await expect(browser.getByRole("heading", { name: "Erro ao montar a página" })).toBeVisible();
  await expect(browser.locator("pre")).toContainText(/content\/guia\.mdx:\d+: Unexpected end of file/);

  writeFileSync(join(root, "content", "guia.mdx"), page("Guia", "Texto do guia, consertado."));
  const fixed = await browser.goto(`http://127.0.0.1:${PORT}/guia.html`);
  expect(fixed?.status()).toBe(200);
  await expect(browser.locator("main .doc-body")).toContainText("Texto do guia, consertado.");
});
