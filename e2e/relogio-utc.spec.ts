/**
 * An island a plugin package brings (examples/plugin-relogio-utc, listed in
 * site.config.ts as the npm package portal-plugin-relogio-utc): on the rate
 * limit's FAQ page, on the SSR server and the static export, it replaces the
 * directive's text with a clock in UTC and in Brasília that runs, and counts a
 * 429's 10-minute block to its end. Without JavaScript, the text stays.
 * (Without the plugin in site.config.ts the page still builds with that text:
 * examples/plugin-relogio-utc/index.test.ts.)
 */
import { expect, test } from "@playwright/test";

const PAGE = "/faq/rate_limit.html";
const FALLBACK = /Anote o horário do primeiro 429 e some 10 minutos/;

test("the clock hydrates in the page, runs, and counts a 429's block to its end", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-11-28T14:03:27Z") });
  await page.goto(PAGE);
  const clock = page.locator('[data-island="relogio-utc"]');
  // It loads as the reader nears it (app/use-islands.ts), well below the first screen.
  await clock.scrollIntoViewIfNeeded();
  // Mounted once the page has hydrated, which takes seconds on a busy machine.
  const report429 = clock.getByRole("button", { name: "Recebi um 429 agora" });
  await expect(report429).toBeVisible({ timeout: 30_000 });
  await expect(clock).not.toContainText(FALLBACK);

  // Well after the page's own time has passed, however long it took: the clock runs to that moment and stops there.
  await page.clock.pauseAt(new Date("2026-11-28T14:10:00Z"));
  await expect(clock.locator("time")).toHaveText("14:10:00 UTC (11:10:00 em Brasília)");
  await report429.click();
  await expect(clock.getByRole("status")).toHaveText("Bloqueio de 10 minutos até 14:20:00 UTC (11:20:00 em Brasília).");
  await expect(clock.getByText("Faltam 10:00.")).toBeVisible();

  await page.clock.runFor("04:30");
  await expect(clock.locator("time")).toHaveText("14:14:30 UTC (11:14:30 em Brasília)");
  await expect(clock.getByText("Faltam 5:30.")).toBeVisible();
  await page.clock.runFor("05:30");
  await expect(clock.getByRole("status")).toHaveText("O bloqueio terminou às 14:20:00 UTC (11:20:00 em Brasília): pode retomar as chamadas, em ritmo menor.");
  await expect(clock.getByText(/Faltam/)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the page says how to count the block instead", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('[data-island="relogio-utc"]')).toContainText(FALLBACK);
  });
});
