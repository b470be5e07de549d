/**
 * `npm run dev`: a page that does not compile shows an error page in the
 * browser (file, line, message; status 500), and the site works again on the
 * next request after the fix. Runs a development server of its own on a small
 * content folder, once (it does not depend on the SSR/export project).
 */
import { expect, test } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startOwnServer, type OwnServer } from "./fixtures/own-server";

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Página de teste do servidor de desenvolvimento.\n---\n\n${body}\n`;

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({
    port: Number(process.env.E2E_DEV_PORT ?? 3500),
    mode: "development",
    content: { "index.mdx": page("Início", "Veja [a página](/guia.html)."), "guia.mdx": page("Guia", "Texto do guia.\n\n<Aberta") },
    // The broken page fails alone: the home page, which links to it, answers.
    ready: { path: "/", status: 200 },
  });
});
test.afterAll(() => server?.stop());

test("a broken page shows its file, line and message with status 500, and the fix shows on the next request", async ({ page: browser }) => {
  const response = await browser.goto(`${server.base}/guia.html`);
  expect(response?.status()).toBe(500);
  await expect(browser.getByRole("heading", { name: "Erro ao montar a página" })).toBeVisible();
  await expect(browser.locator("pre")).toContainText(/content\/guia\.mdx:\d+: Unexpected end of file/);

  writeFileSync(join(server.root!, "content", "guia.mdx"), page("Guia", "Texto do guia, consertado."));
  const fixed = await browser.goto(`${server.base}/guia.html`);
  expect(fixed?.status()).toBe(200);
  await expect(browser.locator("main .doc-body")).toContainText("Texto do guia, consertado.");
});

test("an unclosed :::warning and a bare {id} in the text are errors naming the file and line, not a page drawn inside the box", async ({ page: browser }) => {
  // Each worker has its server: the other test's broken page is fixed here too.
  writeFileSync(join(server.root!, "content", "guia.mdx"), page("Guia", "Texto do guia, consertado."));
  const file = join(server.root!, "content", "aviso.mdx");
  writeFileSync(file, page("Aviso", "Antes do aviso.\n\n:::warning\nDentro do aviso.\n\n## Depois"));
  const unclosed = await browser.goto(`${server.base}/aviso.html`);
  expect(unclosed?.status()).toBe(500);
  await expect(browser.locator("pre")).toContainText(/content\/aviso\.mdx:8: :::warning is never closed/);
  // The open error page reloads itself when a file changes (dev's live reload): read the next answers over HTTP.
  writeFileSync(file, page("Aviso", "Antes do aviso.\n\nUse o {id} do anúncio."));
  const bareId = await browser.request.get(`${server.base}/aviso.html`);
  expect(bareId.status()).toBe(500);
  expect(await bareId.text()).toMatch(/content\/aviso\.mdx:8: \{id\} in the text is read as JavaScript/);
  writeFileSync(file, page("Aviso", "Use o `{id}` do anúncio."));
  expect((await browser.request.get(`${server.base}/aviso.html`)).status()).toBe(200);
});
