/**
 * What a reader sees when the network fails under a page that was shown
 * whole: a navigation whose data cannot be fetched, a lazily loaded chunk
 * that fails (a blip, an ad blocker, a deploy that took the previous build's
 * chunks away). Never the developer's error screen: the page is loaded in
 * full instead. On the SSR server and on the static export.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, markDocument, isSameDocument, sidebarLinkTo } from "./fixtures/reading";
import { pageAt } from "./site";

const DEVELOPER_SCREEN = "Erro ao montar a página";

/** Records whether the developer's error screen ever appeared, across reloads. */
async function watchForDeveloperScreen(page: Page) {
  const seen: string[] = [];
  await page.exposeBinding("__developerScreenShown", (_source, text: string) => void seen.push(text));
  await page.addInitScript((heading) => {
    new MutationObserver(() => {
      const h1 = [...document.querySelectorAll("h1")].find((h) => h.textContent?.includes(heading));
      if (h1) (window as any).__developerScreenShown(h1.closest("main")?.textContent ?? heading);
    }).observe(document, { childList: true, subtree: true });
  }, DEVELOPER_SCREEN);
  return seen;
}

test("a navigation whose data cannot be fetched loads its target in full, navbar and sidebar included", async ({ page }) => {
  const seen = await watchForDeveloperScreen(page);
  await page.goto("/chat/home.html");
  await hydrated(page);
  await markDocument(page);
  // The page data of a client-side navigation: Remix's `<path>.data`, from the server or the export's file.
  let failed = 0;
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => {
      failed++;
      return route.abort("internetdisconnected");
    },
  );
  const target = "/destaque/balance_ads.html";
  await (await sidebarLinkTo(page, target)).dispatchEvent("click");
  await expect(page).toHaveURL(new RegExp(`${target.replace(/\./g, "\\.")}$`));
  await expect(page.locator("main h1").first()).toHaveText(pageAt(target)!.title);
  expect(failed).toBeGreaterThan(0);
  expect(await isSameDocument(page)).toBe(false); // a full load, not the router
  await expect(page.locator("header.navbar")).toBeVisible();
  await expect(page.locator("#sidebar a[href='/chat/']")).toBeAttached();
  expect(seen).toEqual([]);
});

test("a chunk that fails to load once does not blank the page: the page stays whole and the search box retries", async ({ page }) => {
  const seen = await watchForDeveloperScreen(page);
  let aborted = 0;
  // The search box's chunk, fetched on the first interaction after hydration: fails the first time only.
  await page.route(/\/build\/_shared\/SearchBox-[A-Z0-9]+\.js$/, (route) => (aborted++ === 0 ? route.abort("connectionreset") : route.continue()));
  const path = "/anuncio/api/oauth.html";
  await page.goto(path);
  await hydrated(page);
  await markDocument(page);
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await page.locator("[data-search] input").focus();
  const retry = page.locator("[data-search]").getByRole("button", { name: "Tentar de novo" });
  await expect(retry).toBeVisible();
  expect(aborted).toBe(1);
  // Only the feature degraded: same document, title, navbar and sidebar.
  expect(await isSameDocument(page)).toBe(true);
  await expect(page.locator("main h1").first()).toHaveText(pageAt(path)!.title);
  await expect(page.locator("header.navbar")).toBeVisible();
  await retry.click();
  await page.locator("[data-search] input").fill("oauth");
  // The retried box loads its code, then the search index, before its first options.
  await expect(page.getByRole("option").first()).toBeVisible({ timeout: 15_000 });
  expect(seen).toEqual([]);
});

test("with cookies and storage blocked, a page loads and navigates with no uncaught error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // What a browser that blocks cookies does: reading window.sessionStorage or localStorage throws.
  await page.addInitScript(() => {
    for (const name of ["sessionStorage", "localStorage"]) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    }
  });
  await page.goto("/chat/home.html");
  await hydrated(page);
  await (await sidebarLinkTo(page, "/destaque/balance_ads.html")).dispatchEvent("click");
  await expect(page.locator("main h1").first()).toHaveText(pageAt("/destaque/balance_ads.html")!.title);
  await page.reload();
  await hydrated(page);
  expect(errors).toEqual([]);
});
