/**
 * Accessibility: axe finds no serious or critical violation (colour contrast
 * included, WCAG AA) on the home page, a long parameter page, the 404 page,
 * a page with a diagram, the dated changes, a page of calls (endpoint blocks
 * and references), a page of error tables, a page of code and the validator,
 * in light and in dark, on desktop, on a phone (wide tables as cards) and with
 * the phone drawer open; and
 * everything is reachable by keyboard with a visible focus.
 */
import { axe } from "./fixtures/axe";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, longPage } from "./fixtures/reading";

// axe walks every node: a long parameter page takes seconds, more on a busy machine.
test.describe.configure({ timeout: 60_000 });

const seriousViolations = async (page: Page) => {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`).join("\n    ")}`);
};

const pages = () => [
  { name: "home", path: "/" },
  { name: "long parameter page", path: longPage().path },
  { name: "404", path: "/nao/existe.html" },
  { name: "page with a diagram", path: "/anuncio/api/oauth.html" },
  { name: "dated changes", path: "/novidades.html" },
  { name: "calls with endpoint blocks and references", path: "/webhooks/notifications_configuration.html" },
  { name: "error tables", path: "/destaque/bumps_put.html" },
  { name: "code examples", path: "/anuncio/api/import.html" },
  { name: "validator", path: "/ferramentas/validador.html" },
];

for (const theme of ["light", "dark"] as const) {
  for (const { name, path } of pages()) {
    test(`${name} in ${theme}: no serious or critical axe violation`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      // Expand what starts folded so axe sees it too.
      await page.locator("details:not([open]) > summary").evaluateAll((els) => els.forEach((s) => (s.parentElement as HTMLDetailsElement).open = true));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const { name, path } of [
    { name: "home", path: "/" },
    { name: "long parameter page (tables as cards)", path: longPage().path },
  ]) {
    test(`phone, ${name} in ${theme}: no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`phone with the drawer open in ${theme}: no serious or critical axe violation`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(longPage().path);
    await hydrated(page);
    await page.getByRole("button", { name: "Menu da documentação" }).click();
    await expect(page.locator("#sidebar")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("every interactive element is reachable by Tab and shows a visible focus", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(longPage().path);
  await hydrated(page);
  const seen = new Set<string>();
  const unfocusedOutline: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const visible = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      return { key: `${el.tagName} ${el.className} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30)}`, visible, inViewport: el.getBoundingClientRect().bottom > 0 };
    });
    if (!info) continue;
    seen.add(info.key);
    if (!info.visible) unfocusedOutline.push(info.key);
  }
  expect(unfocusedOutline).toEqual([]);
  const keys = [...seen].join("\n");
  for (const expected of ["Pular para o conteúdo", "Mudar o tema|Tema", "sidebar-link", "toc-link|breadcrumb"]) expect(keys).toMatch(new RegExp(expected));
});
