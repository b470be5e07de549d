/** Markdown features in the browser: admonitions, highlighted code in both themes, copy, line highlights, synchronised tabs, heading links, content links. */
import { expect, test, type Page } from "@playwright/test";
import { followLinkTo, hydrated, isSameDocument, markDocument, pageWith, pageWithCodeTabs } from "./fixtures/reading";
import { manifest } from "./site";
import { SAME_BYTES } from "./fixtures/same-bytes";
import { showIn } from "./fixtures/theme";

test.use({ viewport: { width: 1280, height: 900 } });

const setTheme = (page: Page, theme: string) => page.evaluate((t) => localStorage.setItem("theme", t), theme);

test("each admonition kind has its own colour and icon, in light and in dark", SAME_BYTES, async ({ page }) => {
  const kinds = ["tip", "info", "warning", "danger"];
  const themes = ["light", "dark"] as const;
  const seen = Object.fromEntries(themes.map((theme) => [theme, { borders: new Set<string>(), icons: new Set<string>() }]));
  // Each page once, both themes on it.
  const kindsOnPage = new Map<string, string[]>();
  for (const kind of kinds) {
    const { path } = pageWith(`admonition-${kind}`);
    kindsOnPage.set(path, [...(kindsOnPage.get(path) ?? []), kind]);
  }
  for (const [path, kindsThere] of kindsOnPage) {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    await hydrated(page);
    for (const theme of themes) {
      await showIn(page, theme);
      for (const kind of kindsThere) {
        const box = page.locator(`.admonition-${kind}`).first();
        await expect(box.locator(".admonition-title")).toBeVisible();
        seen[theme].borders.add(await box.evaluate((el) => getComputedStyle(el).borderLeftColor));
        seen[theme].icons.add(
          await box
            .locator(".admonition-title")
            .evaluate((el) => getComputedStyle(el, "::before").maskImage || getComputedStyle(el, "::before").webkitMaskImage),
        );
      }
    }
  }
  for (const theme of themes) {
    expect(seen[theme].borders.size, theme).toBe(kinds.length);
    expect(seen[theme].icons.size, theme).toBe(kinds.length);
  }
});

test("code is highlighted with the light theme, and with the dark theme in dark mode", SAME_BYTES, async ({ page }) => {
  const target = pageWith('class="code-block"', "a code block");
  await page.goto(target.path);
  const token = page.locator(".code-block pre span[style*='--shiki-dark']").first();
  const light = await token.evaluate((el) => ({ shown: getComputedStyle(el).color, dark: el.style.getPropertyValue("--shiki-dark"), light: el.style.color }));
  await setTheme(page, "dark");
  await page.reload();
  const darkShown = await token.evaluate((el) => getComputedStyle(el).color);
  const toRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.trim().slice(i, i + 2), 16)).join(", ")})`;
  expect(light.shown).toBe(light.light);
  expect(darkShown).toBe(toRgb(light.dark));
  expect(darkShown).not.toBe(light.shown);
});

test("the copy button copies the code and says so", SAME_BYTES, async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const target = pageWith('class="code-block"', "a code block");
  await page.goto(target.path);
  await hydrated(page);
  const block = page.locator(".doc-body .code-block:visible").first();
  await block.hover();
  const button = block.getByRole("button", { name: "Copiar código" });
  await expect(button).toBeVisible();
  await button.click();
  const expected = (await block.locator("pre code").textContent())!.replace(/\n$/, "");
  expect(expected.length).toBeGreaterThan(5);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(button).toHaveAttribute("data-copied", "true");
  await expect(page.locator("#anuncios")).toHaveText("Código copiado");
});

test("highlighted lines ({2,4-5}) stand out from the others", SAME_BYTES, async ({ page }) => {
  const target = pageWith('class="line highlighted', "a code block with highlighted lines");
  await page.goto(target.path);
  const highlighted = page.locator(".line.highlighted").first();
  const plain = highlighted.locator("xpath=ancestor::code").locator(".line:not(.highlighted)").first();
  const bg = (el: Element) => getComputedStyle(el).backgroundColor;
  expect(await highlighted.evaluate(bg)).not.toBe(await plain.evaluate(bg));
  expect(await highlighted.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
});

test.describe("code tabs", () => {
  const selected = (page: Page) =>
    page.locator(".code-tabs").evaluateAll((groups) =>
      groups.map((g) => ({
        tab: g.querySelector("[role=tab][aria-selected=true]")?.getAttribute("data-tab"),
        visible: [...g.querySelectorAll("[role=tabpanel]")].filter((p) => getComputedStyle(p).display !== "none").map((p) => p.getAttribute("data-tab")),
        labels: [...g.querySelectorAll("[role=tab]")].map((t) => t.getAttribute("data-tab")),
      })),
    );

  test("choosing a tab selects that label in every group of the page, also by keyboard", SAME_BYTES, async ({ page }) => {
    const target = pageWithCodeTabs();
    await page.goto(target.path);
    await hydrated(page);
    await page.locator('.code-tabs [role=tab][data-tab="Python"]').first().click();
    for (const g of await selected(page)) {
      if (!g.labels.includes("Python")) continue;
      expect(g.tab).toBe("Python");
      expect(g.visible).toEqual(["Python"]);
    }
    expect(await page.evaluate(() => localStorage.getItem("code-tab"))).toBe("Python");

    const python = page.locator('.code-tabs [role=tab][data-tab="Python"]').first();
    await python.focus();
    await page.keyboard.press("ArrowRight");
    const next = await page.evaluate(() => document.activeElement?.getAttribute("data-tab"));
    expect(next).not.toBe("Python");
    await expect(page.locator(".code-tabs [role=tab]:focus")).toHaveAttribute("aria-selected", "true");
    for (const g of await selected(page)) if (g.labels.includes(next!)) expect(g.tab).toBe(next);
    await page.keyboard.press("Home");
    const firstLabel = await page.evaluate(() => document.activeElement?.getAttribute("data-tab"));
    expect(firstLabel).toBe((await selected(page))[0].labels[0]);
    // Only the selected tab is in the tab order.
    expect(await page.locator(".code-tabs").first().locator('[role=tab][tabindex="0"]').count()).toBe(1);
  });

  test("the choice is remembered and shown before paint on the next load and on other pages", async ({ page }) => {
    const target = pageWithCodeTabs();
    await page.goto(target.path);
    await hydrated(page);
    await page.locator('.code-tabs [role=tab][data-tab="Python"]').first().click();

    // Before paint: with the app's scripts blocked, only the head script can show it.
    await page.route("**/build/**/*.js", (route) => route.abort());
    await page.reload();
    for (const g of await selected(page)) if (g.labels.includes("Python")) expect(g.visible).toEqual(["Python"]);
    await page.unroute("**/build/**/*.js");

    // After hydration and on a page reached by client-side navigation.
    await page.reload();
    await hydrated(page);
    for (const g of await selected(page)) if (g.labels.includes("Python")) expect(g.tab).toBe("Python");
    const other = manifest.pages.find((p) => p.path !== target.path && p.html.includes('data-tab="Python"'))!;
    await markDocument(page);
    await followLinkTo(page, other.path);
    await expect(page).toHaveURL(new RegExp(other.path.replace(/\./g, "\\.")));
    await expect(page.locator("main h1")).toContainText(other.title);
    expect(await isSameDocument(page)).toBe(true);
    const groups = (await selected(page)).filter((g) => g.labels.includes("Python"));
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(g.tab).toBe("Python");
      expect(g.visible).toEqual(["Python"]);
    }
  });
});

test("a heading's # link goes to that section and copies its full URL", SAME_BYTES, async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const target = pageWith('class="heading-anchor"', "a heading anchor");
  await page.goto(target.path);
  await hydrated(page);
  const heading = page.locator(".doc-body h2").nth(1);
  const id = await heading.getAttribute("id");
  await heading.hover();
  const anchor = heading.locator("a.heading-anchor");
  await expect(anchor).toBeVisible();
  await expect(anchor).toHaveAccessibleName("Link para esta seção");
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.locator("#anuncios")).toHaveText("Link da seção copiado");
});

test("links inside the page open other pages without reloading the document", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await markDocument(page);
  const link = page.locator('.doc-body a[href$=".html"]:not(.heading-anchor)').first();
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.#]/g, "\\$&")}$`));
  expect(await isSameDocument(page)).toBe(true);
});
