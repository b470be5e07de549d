/**
 * Issue 15, tables and code: wide tables use the room a desktop has and say
 * when they still scroll; on phones wide tables read as cards (codes never
 * break: e2e/reading-widths.spec.ts); code reads at 14 px or more with its header bar (title or language,
 * tabs, a copy button always shown, never over the code), and a long example
 * can number its lines so "linha 18" can be found.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, pageWithCodeTabs } from "./fixtures/reading";
import { SAME_BYTES } from "./fixtures/same-bytes";

const CAR_PAGE = "/anuncio/api/autos/sub_auto.html";
const BUMP_PAGE = "/destaque/bumps_put.html";
const VALIDATOR = "/ferramentas/validador.html";

/** The frame of the first table whose header has these columns. */
function tableWith(page: Page, ...columns: string[]) {
  let frames = page.locator(".table-frame");
  for (const column of columns) frames = frames.filter({ has: page.locator("thead th").getByText(column, { exact: true }) });
  return frames.first();
}
const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe("tables on desktops", SAME_BYTES, () => {
  test("at 1280 px a wide table takes more than the text column, centred, and the page never scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(CAR_PAGE);
    const deprecated = tableWith(page, "Parâmetro", "Valor", "Situação");
    const text = await box(page.locator("#valores-descontinuados"));
    const table = await box(deprecated);
    expect(table.width).toBeGreaterThan(text.width + 40);
    expect(Math.abs(table.x + table.width / 2 - (text.x + text.width / 2))).toBeLessThan(2);
    const main = await box(page.locator("main"));
    expect(table.x).toBeGreaterThanOrEqual(main.x);
    expect(table.x + table.width).toBeLessThanOrEqual(main.x + main.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test("at 1440 px the deprecated values and the bump errors fit beside the table of contents; any table that scrolls says so", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const [path, columns] of [
      [CAR_PAGE, ["Parâmetro", "Erro devolvido"]],
      [BUMP_PAGE, ["HTTP", "O que fazer"]],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const frame = tableWith(page, ...columns);
      expect(await frame.locator(".table-scroll").evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(1);
      const toc = await box(page.locator(".toc-column"));
      const table = await box(frame);
      expect(table.x + table.width, path).toBeLessThan(toc.x);
      for (const other of await page.locator(".table-frame").all()) {
        const hidden = await other.locator(".table-scroll").evaluate((el) => el.scrollWidth - el.clientWidth);
        if (hidden > 1) await expect(other, path).toHaveAttribute("data-more-end", "");
      }
    }
  });

  test("at 1920 px a wide table also takes the free margin on the left, its right edge still with the text", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto(CAR_PAGE);
    const params = tableWith(page, "Parâmetro", "Tipo", "Obrigatório");
    const text = await box(page.locator(".doc-body > p").first());
    const table = await box(params);
    expect(table.x).toBeLessThan(text.x - 40);
    expect(Math.abs(table.x + table.width - (text.x + text.width))).toBeLessThan(2);
    expect(table.x + table.width).toBeLessThan((await box(page.locator(".toc-column"))).x);
  });

  test("a table that still scrolls shows a cue on the side that has more, kept on scroll and on resize", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/anuncio/api/oauth.html");
    await hydrated(page);
    const hosts = tableWith(page, "Chamadas", "Como o token vai");
    const scroller = hosts.locator(".table-scroll");
    await expect(scroller).toHaveAttribute("role", "region");
    await expect(hosts).toHaveAttribute("data-more-end", "");
    await expect(hosts).not.toHaveAttribute("data-more-start", "");
    const cue = (side: "before" | "after") => hosts.evaluate((el, s) => getComputedStyle(el, `::${s}`).opacity, side);
    await expect.poll(() => cue("after")).toBe("1");
    expect(await cue("before")).toBe("0");
    await scroller.evaluate((el) => (el.scrollLeft = 20));
    await expect(hosts).toHaveAttribute("data-more-start", "");
    await expect(hosts).toHaveAttribute("data-more-end", "");
    await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect(hosts).toHaveAttribute("data-more-start", "");
    await expect(hosts).not.toHaveAttribute("data-more-end", "");
    // Wide enough for the table: no cue at all.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(hosts).not.toHaveAttribute("data-more-start", "");
    await expect(hosts).not.toHaveAttribute("data-more-end", "");
    await expect(scroller).not.toHaveAttribute("role", "region");
  });
});

test.describe("tables on phones", SAME_BYTES, () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a table of four columns or more reads as cards: each value beside its column's name, nothing off-screen", async ({ page }) => {
    await page.goto(CAR_PAGE);
    const frame = tableWith(page, "Parâmetro", "Tipo", "Obrigatório");
    const rows = frame.locator("tbody tr");
    const card = await box(rows.nth(0));
    const next = await box(rows.nth(1));
    expect(next.y).toBeGreaterThan(card.y + card.height);
    expect(card.x + card.width).toBeLessThanOrEqual(375);
    const cells = rows.nth(0).locator("td");
    const headers = await frame.locator("thead th").allTextContents();
    expect(await cells.count()).toBe(headers.length);
    for (let i = 0; i < headers.length; i++) {
      const cell = cells.nth(i);
      await expect(cell).toHaveAttribute("data-label", headers[i]);
      expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toContain(headers[i]);
      // The value sits to the right of the name's column, not under it (but for a code too long to sit there whole).
      if (await cell.evaluate((td) => td.classList.contains("cell-long-code"))) continue;
      const cellBox = await box(cell);
      const value = await cell.evaluate((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return range.getClientRects()[0]?.left ?? 0;
      });
      expect(value, headers[i]).toBeGreaterThan(cellBox.x + cellBox.width * 0.3);
    }
    // The column names are still the table's for screen readers.
    await expect(frame.getByRole("columnheader", { name: "Parâmetro" })).toBeAttached();
    await expect(frame.getByRole("cell").first()).toBeAttached();
    expect(await frame.locator(".table-scroll").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("code", SAME_BYTES, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("reads at 14 px or more, with the copy button in a header bar, shown without hover and never over the code", async ({ page }) => {
    await page.goto("/anuncio/api/import.html");
    const block = page.locator(".doc-body > .code-block").first();
    expect(parseFloat(await block.locator("pre").evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
    expect(
      parseFloat(
        await block
          .locator("pre code span")
          .first()
          .evaluate((el) => getComputedStyle(el).fontSize),
      ),
    ).toBeGreaterThanOrEqual(14);
    const header = block.locator(".code-header");
    const button = header.getByRole("button", { name: "Copiar código" });
    await page.mouse.move(0, 0);
    await expect(button).toBeVisible();
    expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    const [buttonBox, preBox] = [await box(button), await box(block.locator("pre"))];
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(preBox.y + 1);
    // The language is named in the bar.
    expect(await header.evaluate((el) => getComputedStyle(el, "::before").content)).toBe(`"${await block.getAttribute("data-lang")}"`);
  });

  test("a tab group has one header: its tabs and one copy button, which copies the tab shown", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const target = pageWithCodeTabs();
    await page.goto(target.path);
    await hydrated(page);
    const group = page.locator(".code-tabs").first();
    await expect(group.locator(".copy-code")).toHaveCount(1);
    const header = group.locator(":scope > .code-header");
    await expect(header.getByRole("tablist")).toBeVisible();
    await expect(header.getByRole("button", { name: "Copiar código" })).toBeVisible();
    const python = group.getByRole("tab", { name: "Python" });
    await python.click();
    await header.getByRole("button", { name: "Copiar código" }).click();
    const shown = (await group.locator('[role="tabpanel"]:not([hidden]) pre code').textContent())!.replace(/\n$/, "");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(shown).toMatch(/import|requests/);
  });

  test("on a touch screen the copy button is in the bar, clear of the code and of the label", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto("/anuncio/api/import.html");
    const block = page.locator(".doc-body > .code-block").first();
    const button = block.getByRole("button", { name: "Copiar código" });
    await expect(button).toBeVisible();
    const [buttonBox, preBox, headerBox] = [await box(button), await box(block.locator("pre")), await box(block.locator(".code-header"))];
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(preBox.y + 1);
    expect(buttonBox.y).toBeGreaterThanOrEqual(headerBox.y);
    // The label is drawn at the bar's left, the button at its right.
    expect(buttonBox.x).toBeGreaterThan(headerBox.x + headerBox.width / 2);
    expect(buttonBox.width).toBeGreaterThanOrEqual(24);
    await context.close();
  });

  test("a long example carries its file name, a highlighted line and line numbers, so 'linha 18' can be found", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(VALIDATOR);
    await hydrated(page);
    const details = page.locator("details", { hasText: "lote.json" });
    await details.locator("summary").click();
    const block = details.locator(".code-block");
    await expect(block.locator(".code-title")).toHaveText("lote.json");
    const lines = block.locator("pre.line-numbers .line");
    const line18 = lines.nth(17);
    await expect(line18).toContainText('"fuel": "4"');
    await expect(line18).toHaveClass(/highlighted/);
    expect(await line18.evaluate((el) => getComputedStyle(el, "::before").counterIncrement)).toContain("line");
    // The report printed under it points at that line.
    await expect(page.locator(".doc-body")).toContainText("params.fuel · linha 18, coluna 9");
    // Numbers are drawn, not written: never in the copied code, nor in what screen readers read.
    await block.getByRole("button", { name: "Copiar código" }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("\n")[17]).toBe('        "fuel": "4",');
    expect(copied.startsWith("{\n")).toBe(true);
    expect(await line18.evaluate((el) => getComputedStyle(el, "::before").content)).toMatch(/^counter\(line\) \/ ""$/);
    expect(await block.locator("pre").ariaSnapshot()).not.toMatch(/\b18\s+"fuel"/);
  });
});
