/**
 * Islands load when the reader may see them (app/use-islands.ts), on the SSR
 * server and the static export alike: the example plugin's clock, well below
 * the first screen of the rate limit's FAQ page, stays out of the page's
 * first load until the reader scrolls to about a screen from it, or opens
 * the page at an anchor next to it; its fallback text stays until its code
 * arrives, with no layout shift; a browser without IntersectionObserver and
 * an island at the top of its page (the validator) load it at once.
 * The export runs the first test alone: the clock's files are the server's bytes (fixtures/same-bytes.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, scrollTo } from "./fixtures/reading";
import { SAME_BYTES } from "./fixtures/same-bytes";

const PAGE = "/faq/rate_limit.html";
/** The heading the clock sits under, a few lines above it. */
const ANCHOR = "como-repetir-chamadas";
const FALLBACK = /Anote o horário do primeiro 429 e some 10 minutos/;
/** The clock's own chunk and the islands' loader: neither is needed until the clock is. */
const isIslandCode = (url: string) => /\/(plugin-island-relogio-utc[^/]*|islands-[\w-]+)\.js$/.test(url);

const clock = (page: Page) => page.locator('[data-island="relogio-utc"]');
const clockButton = (page: Page) => clock(page).getByRole("button", { name: "Recebi um 429 agora" });

function watchIslandCode(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (r) => isIslandCode(r.url()) && requested.push(new URL(r.url()).pathname));
  return requested;
}

/** Where the clock starts, in page pixels, and the viewport's height. */
const clockTop = (page: Page) => clock(page).evaluate((point) => ({ top: point.getBoundingClientRect().top + window.scrollY, screen: window.innerHeight }));

test("the clock's code is not fetched while the reader is at the top; it is once the reader scrolls near it, and the clock works", async ({ page }) => {
  const requested = watchIslandCode(page);
  await page.goto(PAGE);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const { top, screen } = await clockTop(page);
  expect(top, "the clock sits more than a screen below the first one").toBeGreaterThan(2 * screen);
  expect(requested).toEqual([]);
  await expect(clock(page)).toContainText(FALLBACK);

  await scrollTo(page, top - 1.5 * screen); // the clock is half a screen below the viewport
  await expect.poll(() => requested.length).toBe(2);
  await clock(page).scrollIntoViewIfNeeded();
  await expect(clockButton(page)).toBeVisible();
  await expect(clock(page)).not.toContainText(FALLBACK);
  await clockButton(page).click();
  await expect(clock(page).getByRole("status")).toContainText("Bloqueio de 10 minutos até");
});

test("the fallback stays until the clock's code arrives, and the page does not shift when it mounts", SAME_BYTES, async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/plugin-island-relogio-utc[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(PAGE);
  await hydrated(page);
  await page.evaluate(() => {
    (window as any).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as any[]) if (!entry.hadRecentInput) (window as any).__shifts += entry.value;
    }).observe({ type: "layout-shift" });
  });
  const { top, screen } = await clockTop(page);
  // Not "networkidle": the held request keeps the network busy, and that state resolves at once only if the
  // page already reached it before the scroll.
  const asked = page.waitForRequest(/\/plugin-island-relogio-utc[^/]*\.js$/);
  await scrollTo(page, top - 1.5 * screen);
  await asked;
  await expect(clock(page)).toContainText(FALLBACK);
  release();
  await expect(clockButton(page)).toBeAttached();
  await scrollTo(page, top - screen / 2);
  await expect(clockButton(page)).toBeVisible();
  expect(await page.evaluate(() => (window as any).__shifts)).toBe(0);
});

test("a page opened at the anchor next to the clock fetches it at once", SAME_BYTES, async ({ page }) => {
  const requested = watchIslandCode(page);
  await page.goto(`${PAGE}#${ANCHOR}`);
  await expect(clockButton(page)).toBeVisible();
  expect(requested).toHaveLength(2);
});

test("without IntersectionObserver, the clock loads at once", SAME_BYTES, async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as any).IntersectionObserver;
  });
  const requested = watchIslandCode(page);
  await page.goto(PAGE);
  await expect(clockButton(page)).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(requested).toHaveLength(2);
});

test("a clock whose code fails to load leaves its text in place, and the page stays", SAME_BYTES, async ({ page }) => {
  await page.route(/\/plugin-island-relogio-utc[^/]*\.js$/, (route) => route.abort());
  const failed = page.waitForRequest(/\/plugin-island-relogio-utc[^/]*\.js$/);
  await page.goto(`${PAGE}#${ANCHOR}`);
  await failed;
  await page.waitForLoadState("networkidle");
  await expect(clock(page)).toContainText(FALLBACK);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("text=Erro ao montar a página")).toHaveCount(0);
});

test("the validator, at the top of its page, loads at once without a scroll", SAME_BYTES, async ({ page }) => {
  await page.goto("/ferramentas/validador.html");
  await expect(page.getByRole("button", { name: "Validar" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
