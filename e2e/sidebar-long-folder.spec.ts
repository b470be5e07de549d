/**
 * A folder of many pages: each page carries the block of sidebar links around
 * it and a "Mostrar todas" button, not all its siblings; the button brings
 * the whole list from the tree file, and client-side navigation to a page
 * outside the block marks it. The portal's own folders are short, so this
 * runs a server of its own on a small content folder with one long folder,
 * once (in the "ssr" project).
 */
import { expect, test } from "@playwright/test";
import { SIDEBAR_WINDOW } from "../app/components/chrome/sidebar-html";
import { startOwnServer, type OwnServer } from "./fixtures/own-server";
import { followLinkTo, hydrated } from "./fixtures/reading";

const PAGES = 60;
let server: OwnServer;
const page = (i: number) =>
  `---\ntitle: Página ${String(i).padStart(2, "0")}\ndescription: Página ${i} da pasta longa.\norder: ${i}\n---\n\nTexto da página ${i}. ${"Mais texto para a página ter corpo. ".repeat(5)}\n`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const content: Record<string, string> = {
    "index.mdx": `---\ntitle: Início\ndescription: Um site com uma pasta longa.\n---\n\nVeja a [pasta longa](/longa/). ${"Texto da página inicial. ".repeat(10)}\n`,
  };
  for (let i = 0; i < PAGES; i++) content[`longa/p${i}.mdx`] = page(i);
  server = await startOwnServer({
    port: Number(process.env.E2E_LONG_FOLDER_PORT ?? 3600),
    mode: "development",
    content,
    ready: { path: "/longa/p50.html", status: 200 },
    startTimeout: 110_000,
  });
});
test.afterAll(() => server?.stop());

const shownPages = (browser: import("@playwright/test").Page) =>
  browser.locator("#sidebar .sidebar-nav a.sidebar-link[href^='/longa/p']").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

test("a page in a long folder carries the links around it and a button for the rest", async ({ page: browser }) => {
  const html = await (await fetch(`${server.base}/longa/p50.html`)).text();
  const sent = [...html.matchAll(/href="(\/longa\/p\d+\.html)" class="sidebar-link/g)].map((m) => m[1]);
  const block = Math.floor(50 / SIDEBAR_WINDOW) * SIDEBAR_WINDOW;
  expect(sent).toEqual(Array.from({ length: Math.min(PAGES, block + SIDEBAR_WINDOW) - block }, (_, i) => `/longa/p${block + i}.html`));

  await browser.goto(`${server.base}/longa/p50.html`);
  await hydrated(browser);
  await expect(browser.locator('#sidebar [aria-current="page"]')).toHaveAttribute("href", "/longa/p50.html");
  const more = browser.getByRole("button", { name: `Mostrar todas as ${PAGES} páginas` });
  await expect(more).toBeVisible();
  await more.click();
  await expect(more).toHaveCount(0);
  expect(await shownPages(browser)).toEqual(Array.from({ length: PAGES }, (_, i) => `/longa/p${i}.html`));
  // The current page stays marked, and the focus goes to the first link that was not shown.
  await expect(browser.locator('#sidebar [aria-current="page"]')).toHaveAttribute("href", "/longa/p50.html");
  await expect(browser.locator('#sidebar a[href="/longa/p0.html"]')).toBeFocused();
});

test("client-side navigation to a page outside the block sent marks it in a whole list", async ({ page: browser }) => {
  await browser.goto(`${server.base}/longa/p5.html`);
  await hydrated(browser);
  await expect(browser.locator('#sidebar a[href="/longa/p55.html"]')).toHaveCount(0);
  await followLinkTo(browser, "/longa/p55.html");
  await expect(browser.locator("main h1")).toContainText("Página 55");
  const current = browser.locator('#sidebar [aria-current="page"]');
  await expect(current).toHaveAttribute("href", "/longa/p55.html");
  await expect(current).toBeVisible();
  expect(await shownPages(browser)).toHaveLength(PAGES);
});
