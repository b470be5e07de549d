/** Spec §2 controls: theme (kept, before paint), back-to-top, navbar hiding, drawer and swipe, full screen, wide layout. */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, longPage, scrollTo } from "./fixtures/reading";
import { SAME_BYTES } from "./fixtures/same-bytes";
import { isDark } from "./fixtures/theme";
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe("theme", () => {
  test("cycles light → dark → auto and is kept across reloads", SAME_BYTES, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(longPage().path);
    await hydrated(page);
    const toggle = page.locator(".theme-switch");
    await expect(toggle).toHaveAttribute("data-mode", "auto");
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-mode", "light");
    expect(await isDark(page)).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-mode", "dark");
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expect(toggle).toHaveAccessibleName(/Tema escuro/);

    await page.reload();
    expect(await isDark(page)).toBe(true);
    await hydrated(page);
    await expect(toggle).toHaveAttribute("data-mode", "dark");

    await toggle.click();
    await expect(toggle).toHaveAttribute("data-mode", "auto");
    expect(await isDark(page)).toBe(false);
    // Auto follows the system, live.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isDark(page)).toBe(true);
  });

  test("is applied before any app script runs (no flash on load), SSR and export alike", async ({ page }) => {
    await page.goto(longPage().path);
    const lightBackground = await background(page);
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    // Without the app's JavaScript only the head script can set the theme.
    await page.route("**/build/**/*.js", (route) => route.abort());
    // The theme must hold at the first chance to paint, not only after load.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => ((window as any).__darkAtDomReady = document.documentElement.classList.contains("dark")));
    });
    await page.goto(longPage().path);
    expect(await page.evaluate(() => (window as any).__darkAtDomReady)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await background(page)).not.toBe(lightBackground);
    // The button shows the moon (its icon is a CSS mask chosen by <html data-theme>).
    expect(await page.locator(".theme-switch .theme-icon").evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage)).toContain(
      "M12 3a6",
    );
  });
});

test("the back-to-top button appears after 100 px of scrolling and takes the reader up", SAME_BYTES, async ({ page }) => {
  await page.goto(longPage().path);
  await hydrated(page);
  const button = page.getByRole("button", { name: "Voltar ao topo" });
  await expect(button).toHaveCount(0);
  await scrollTo(page, 90);
  await expect(button).toHaveCount(0);
  await scrollTo(page, 130);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
  await expect(page.locator("main#conteudo")).toBeFocused();
});

test("the navbar hides when scrolling down past 200 px and returns on scrolling up", SAME_BYTES, async ({ page }) => {
  await page.goto(longPage().path);
  await hydrated(page);
  const navbar = page.locator("header.navbar");
  const navbarBottom = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
  await scrollTo(page, 150);
  await expect.poll(navbarBottom).toBeGreaterThan(0);
  await scrollTo(page, 190);
  await expect.poll(navbarBottom).toBeGreaterThan(0);
  await scrollTo(page, 600);
  await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
  await expect(navbar.getByRole("link", { name: "Integração", exact: true })).not.toBeInViewport();
  await scrollTo(page, 560);
  await expect.poll(navbarBottom).toBeGreaterThan(0);
  await expect(navbar.getByRole("link", { name: "Integração", exact: true })).toBeInViewport();
});

test.describe("at 375 px the sidebar is a drawer", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  const swipe = async (page: Page, fromX: number, toX: number, y = 400) => {
    const session = await page.context().newCDPSession(page);
    const points = (x: number) => [{ x, y }];
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points(fromX) });
    for (let step = 1; step <= 4; step++) {
      await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: points(fromX + ((toX - fromX) * step) / 4) });
    }
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await session.detach();
  };

  test("the menu button opens and closes it; Escape and the backdrop close it", SAME_BYTES, async ({ page }) => {
    await page.goto(longPage().path);
    await hydrated(page);
    const drawer = page.locator("#sidebar");
    const menu = page.getByRole("button", { name: "Menu da documentação" });
    await expect(drawer).toBeHidden();
    await expect(page.locator(".navbar-links")).toBeHidden();
    await menu.click();
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Integração", exact: true })).toBeVisible();
    await expect(drawer.locator('[aria-current="page"]')).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(360, 600); // on the backdrop, right of the drawer
    await expect(drawer).toBeHidden();
  });

  test("a swipe right of 40 px or more from the left edge opens it; a swipe left closes it", SAME_BYTES, async ({ page }) => {
    await page.goto(longPage().path);
    await hydrated(page);
    const drawer = page.locator("#sidebar");
    await swipe(page, 5, 35); // 30 px: too short
    await expect(drawer).toBeHidden();
    await swipe(page, 200, 300); // not from the edge
    await expect(drawer).toBeHidden();
    await swipe(page, 5, 60);
    await expect(drawer).toBeVisible();
    await swipe(page, 250, 225); // 25 px: too short
    await expect(drawer).toBeVisible();
    await swipe(page, 250, 190);
    await expect(drawer).toBeHidden();
  });

  test("following a link in the drawer closes it", async ({ page }) => {
    await page.goto(longPage().path);
    await hydrated(page);
    await page.getByRole("button", { name: "Menu da documentação" }).click();
    const drawer = page.locator("#sidebar");
    const other = drawer.locator('.sidebar-link:not([aria-current]):visible[href$=".html"]').first();
    const href = await other.getAttribute("href");
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\./g, "\\.")}$`));
    await expect(drawer).toBeHidden();
  });

  test("the page never scrolls sideways; a table that does not fit scrolls inside its box", SAME_BYTES, async ({ page }) => {
    await page.goto(longPage().path);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Wide tables and the home's three-column hosts table read as cards here (reading-tables-code.spec.ts);
    // a two-column table of long codes, on the import page, scrolls inside its box.
    await page.goto("/");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto("/anuncio/api/import.html");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const wide = page.locator(".table-scroll[tabindex='0']").first();
    await expect(wide).toHaveAttribute("role", "region", { timeout: 15_000 });
    expect(await wide.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await wide.evaluate((el) => (el.scrollLeft = 80));
    expect(await wide.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("wide screens", SAME_BYTES, () => {
  test("from 1440 px the table of contents gets its own column; below, it folds into the article", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(longPage().path);
    await expect(page.locator(".toc-column")).toBeVisible();
    await expect(page.locator(".toc-inline")).toBeHidden();
    const article = await page.locator("article.doc").boundingBox();
    const toc = await page.locator(".toc-column").boundingBox();
    expect(toc!.x).toBeGreaterThan(article!.x + article!.width);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator(".toc-column")).toBeHidden();
    await expect(page.locator(".toc-inline")).toBeVisible();
  });

  test("full screen toggles where the browser supports it", async ({ page }) => {
    await page.goto(longPage().path);
    await hydrated(page);
    const supported = await page.evaluate(() => document.fullscreenEnabled);
    const button = page.getByRole("button", { name: "Tela cheia" });
    if (!supported) return expect(button).toHaveCount(0);
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(button).toHaveAttribute("aria-pressed", "false");
  });
});
