/**
 * Issue 34, reading at every width: reference tables at the common desktop
 * widths keep every code whole and use the room beside the text column;
 * nothing on a 375 px phone is cut off without a cue; details that looked
 * unfinished (checklists, code blocks without a language, the skip link,
 * a heading's "#"); code tabs without JavaScript and before it arrives
 * (issue 30 item 11); the 404 page's search and nearest pages.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { WITTY_MESSAGES } from "../app/components/NotFound";
import { hydrated, pageWith, pageWithCodeTabs } from "./fixtures/reading";
import { SAME_BYTES } from "./fixtures/same-bytes";

const CAR_PAGE = "/anuncio/api/autos/sub_auto.html";
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The frame of the first table whose header has these columns. */
function tableWith(page: Page, ...columns: string[]) {
  let frames = page.locator(".table-frame");
  for (const column of columns) frames = frames.filter({ has: page.locator("thead th").getByText(column, { exact: true }) });
  return frames.first();
}

/** Codes in the page's tables drawn on more than one line (a name cut in two), by text. */
const brokenCodes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".doc-body .table-frame td :is(code, .endpoint-path)")]
      .filter((code) => new Set([...code.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1)
      .map((code) => code.textContent),
  );

/** Elements of the page's body wider than their box with nothing saying so: neither a table's cue nor a drawn shadow. */
const cutOffWithoutCue = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".doc-body *")]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX) && el.getClientRects().length > 0)
      .filter((el) => {
        const frame = el.closest(".table-frame");
        if (frame) return !frame.hasAttribute("data-more-end") && !frame.hasAttribute("data-more-start");
        return !getComputedStyle(el).backgroundImage.includes("radial-gradient");
      })
      .map((el) => el.className || el.tagName),
  );

test.describe("reference tables on desktops", SAME_BYTES, () => {
  // One load of the longest page, resized through the widths: the layout is the stylesheet's at each width, and
  // the tables' scroll cues follow a resize (reading-tables-code.spec.ts), so a load per width would show the same.
  test("at 1280, 1366, 1440, 1600 and 1920 px no code in a table breaks, and the parameter table takes more than the text column or reads as a list", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(CAR_PAGE);
    // The longest page: on a busy machine it hydrates later than the shared helper waits.
    await expect(page.locator(".theme-switch[data-mode]")).toBeAttached({ timeout: 20_000 });
    for (const width of [1280, 1366, 1440, 1600, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await test.step(`at ${width} px`, () => expectTablesFitAt(page, width));
    }
  });
});

/** The parameter table and every table of the page, with the viewport `width` px wide. */
async function expectTablesFitAt(page: Page, width: number) {
  expect(await brokenCodes(page), `codes cut in two at ${width} px`).toEqual([]);
  const params = tableWith(page, "Parâmetro", "Tipo", "Obrigatório");
  const text = await box(page.locator(".doc-body > p").first());
  const table = await box(params);
  expect(table.x + table.width, `parameter table inside ${width} px`).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const toc = page.locator(".toc-column");
  if (await toc.isVisible()) {
    // Beside the table of contents: a parameter list, name · type · required on one line, the prose under it.
    expect(table.x + table.width).toBeLessThan((await box(toc)).x);
    expect(table.width).toBeGreaterThanOrEqual(text.width - 1);
    if (width >= 1600) expect(table.x).toBeLessThan(text.x - 40);
    const row = params.locator("tbody tr").first();
    const [name, type, meaning] = [await box(row.locator("td").nth(0)), await box(row.locator("td").nth(1)), await box(row.locator("td.cell-prose").first())];
    expect(Math.abs(name.y - type.y)).toBeLessThan(4);
    expect(type.x).toBeGreaterThan(name.x + name.width);
    expect(meaning.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    expect(await params.locator(".table-scroll").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  } else {
    expect(table.width).toBeGreaterThan(text.width + 40);
  }
  // Any table that still scrolls says so.
  for (const frame of await page.locator(".doc-body .table-frame").all()) {
    const hidden = await frame.locator(".table-scroll").evaluate((el) => el.scrollWidth - el.clientWidth);
    if (hidden > 1) await expect(frame).toHaveAttribute("data-more-end", "");
  }
}

test.describe("phones (375 px)", SAME_BYTES, () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the home's three-column hosts table reads as cards, every column shown", async ({ page }) => {
    await page.goto("/");
    const hosts = tableWith(page, "Host", "Caminhos", "Uso");
    const row = hosts.locator("tbody tr").first();
    for (const cell of await row.locator("td").all()) {
      const cellBox = await box(cell);
      expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(375);
      expect(cellBox.width).toBeGreaterThan(0);
    }
    await expect(row.locator("td").nth(2)).toHaveAttribute("data-label", "Uso");
    expect(await hosts.locator(".table-scroll").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  });

  test("a long code in a card is whole, under its column's name", async ({ page }) => {
    await page.goto(CAR_PAGE);
    expect(await brokenCodes(page)).toEqual([]);
    const code = tableWith(page, "Parâmetro", "Erro devolvido").locator("td code", { hasText: "ERROR_CAR_TYPE_1_OR_4_INVALID" }).first();
    const cell = await box(code.locator("xpath=ancestor::td[1]"));
    const codeBox = await box(code);
    expect(codeBox.x + codeBox.width).toBeLessThanOrEqual(cell.x + cell.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  for (const path of ["/", "/anuncio/api/oauth.html", "/anuncio/api/import.html", CAR_PAGE]) {
    test(`${path}: nothing is cut off without a scroll cue`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect.poll(() => cutOffWithoutCue(page)).toEqual([]);
    });
  }

  test("the OAuth diagram that scrolls shows a shadow on the side that has more", async ({ page }) => {
    await page.goto("/anuncio/api/oauth.html");
    const scroller = page.locator(".diagram-scroll").first();
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(20);
    const style = await scroller.evaluate((el) => getComputedStyle(el));
    expect(style.backgroundImage).toContain("radial-gradient");
    expect(style.backgroundAttachment).toBe("local, local, scroll, scroll");
  });

  test("every code tab is whole beside the copy button", async ({ page }) => {
    await page.goto(pageWithCodeTabs().path);
    const header = page.locator(".code-tabs > .code-header").first();
    const copy = await box(header.locator(".copy-code"));
    for (const tab of await header.getByRole("tab").all()) {
      const tabBox = await box(tab);
      expect(tabBox.x + tabBox.width, (await tab.textContent()) ?? "").toBeLessThanOrEqual(copy.x + 1);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expect(await header.getByRole("tablist").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  });

  test("a heading's # stays on the line of its last word", async ({ page }) => {
    await page.goto("/");
    const alone = await page.evaluate(() =>
      [...document.querySelectorAll(".heading-anchor")]
        .filter((a) => {
          const range = document.createRange();
          range.setStart(a.parentElement!, 0);
          range.setEndBefore(a);
          const rects = [...range.getClientRects()];
          return rects.length > 0 && a.getBoundingClientRect().top > rects[rects.length - 1].top + 5;
        })
        .map((a) => a.parentElement!.textContent),
    );
    expect(alone).toEqual([]);
  });
});

test.describe("details", SAME_BYTES, () => {
  test("a checklist shows its checkboxes and no bullets", async ({ page }) => {
    await page.goto(pageWith('class="contains-task-list"', "a checklist").path);
    const list = page.locator(".doc-body ul.contains-task-list").first();
    const item = list.locator("li.task-list-item").first();
    expect(await list.evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe("none");
    const [checkbox, listBox] = [await box(item.locator("input[type=checkbox]")), await box(list)];
    expect(checkbox.x).toBeGreaterThanOrEqual(listBox.x - 1);
  });

  test("a code block with no language says it is text instead of drawing an empty bar", async ({ page }) => {
    await page.goto(pageWith('data-label="texto"', "a code block without a language").path);
    const header = page.locator('.code-header[data-label="texto"]').first();
    expect(await header.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"texto"');
  });

  test("the focused skip link covers the brand whole", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/anuncio/api/oauth.html");
    await page.keyboard.press("Tab");
    const skip = page.locator(".skip-link");
    await expect(skip).toBeFocused();
    // Measured once it has slid in (its transform back to none), not after a guessed delay.
    await expect.poll(() => skip.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    const [link, brand] = [await box(skip), await box(page.locator(".navbar-brand"))];
    expect(link.x).toBeLessThanOrEqual(brand.x);
    expect(link.x + link.width).toBeGreaterThanOrEqual(brand.x + brand.width);
    expect(link.y).toBeLessThanOrEqual(brand.y);
    expect(link.y + link.height).toBeGreaterThanOrEqual(brand.y + brand.height);
  });
});

test.describe("code tabs before and without JavaScript", SAME_BYTES, () => {
  test("without JavaScript every panel of a tab group is shown under its label", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pageWithCodeTabs().path);
    const group = page.locator(".code-tabs").first();
    const panels = group.locator("[role=tabpanel]");
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) {
      await expect(panel.locator("pre")).toBeVisible();
      expect(await panel.evaluate((el) => getComputedStyle(el, "::before").content)).toBe(`"${await panel.getAttribute("data-tab")}"`);
    }
    // Tabs that cannot be chosen are not offered.
    await expect(group.getByRole("tablist")).toBeHidden();
    await context.close();
  });

  test("with JavaScript one panel shows, and a click before the page's scripts arrive is not lost", async ({ page }) => {
    // A slow network: every script but the document's own arrives five seconds late.
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue();
    });
    await page.goto(pageWithCodeTabs().path, { waitUntil: "commit" });
    const group = page.locator(".code-tabs").first();
    await expect(group.locator("[role=tabpanel]:visible")).toHaveCount(1);
    const python = group.getByRole("tab", { name: "Python" });
    await python.click();
    await expect(python).toHaveAttribute("aria-selected", "true");
    await expect(group.locator('[role=tabpanel][data-tab="Python"]')).toBeVisible();
    await expect(group.locator("[role=tabpanel]:visible")).toHaveCount(1);
    // Every group with Python follows, before any script of the page has run.
    expect(await page.evaluate(() => document.querySelectorAll('[role=tabpanel][data-tab="Python"]:not([hidden])').length)).toBe(
      await page.evaluate(() => document.querySelectorAll('[role=tabpanel][data-tab="Python"]').length),
    );
    expect(await page.evaluate(() => typeof (window as any).__remixContext?.state === "object" && Boolean((window as any).__remixRouter))).toBe(false);
  });
});

test.describe("the 404 page", () => {
  test("keeps 404 Not Found and a witty line, offers a search with the missing path's words and lists the nearest pages", async ({ page }) => {
    const response = await page.goto("/anuncio/api/oath.html");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
    expect(WITTY_MESSAGES).toContain(await page.locator("[data-witty]").textContent());
    const nearest = page.getByRole("navigation", { name: "Páginas com endereço parecido" });
    await expect(nearest.getByRole("link").first()).toHaveAttribute("href", "/anuncio/api/oauth.html");
    // The page's own box holds the path's words, focused: Enter hands them to the navbar's search.
    const words = page.getByRole("searchbox", { name: "Procurar a página pelas palavras do endereço" });
    await expect(words).toBeFocused();
    await expect(words).toHaveValue("anuncio api oath");
    await page.keyboard.press("Enter");
    const search = page.locator("[data-search] input");
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("anuncio api oath");
  });

  test("no witty line looks like a real error: no code in capitals, no figure", SAME_BYTES, () => {
    for (const line of WITTY_MESSAGES) {
      expect(line).not.toMatch(/\b[A-Z]{2,}(_[A-Z0-9]+)+\b/);
      expect(line).not.toMatch(/\d/);
    }
  });
});
