/**
 * Accessibility: axe finds no serious or critical violation (colour contrast
 * included, WCAG AA) on the home page, a long parameter page, the 404 page,
 * a page with a diagram, the dated changes, a page of calls (endpoint blocks
 * and references), a page of error tables and a page of code (the validator, with a report: validator.spec.ts),
 * in light and in dark, on desktop, on a phone (wide tables as cards) and with
 * the phone drawer open; and
 * everything is reachable by keyboard with a visible focus.
 * Each page is loaded once for both themes; all but the 404 page run on "ssr" alone (@same-bytes).
 */
import { expectNoSeriousViolationIn } from "./fixtures/axe";
import { isDark, type Theme } from "./fixtures/theme";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, longPage } from "./fixtures/reading";
import { SAME_BYTES } from "./fixtures/same-bytes";

// axe walks every node: a long parameter page takes seconds, a minute on a busy machine; each test runs it twice.
test.describe.configure({ timeout: 180_000 });

/** Loads `path` with the system's scheme set to `theme`, which the document takes before the app runs. */
async function loadIn(page: Page, path: string, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(path);
  expect(await isDark(page), `${theme} theme on load`).toBe(theme === "dark");
  await hydrated(page);
}

const pages = () => [
  { name: "home", path: "/" },
  { name: "long parameter page", path: longPage().path },
  { name: "404", path: "/nao/existe.html" },
  { name: "page with a diagram", path: "/anuncio/api/oauth.html" },
  { name: "dated changes", path: "/novidades.html" },
  { name: "calls with endpoint blocks and references", path: "/webhooks/notifications_configuration.html" },
  { name: "error tables", path: "/destaque/bumps_put.html" },
  { name: "code examples", path: "/anuncio/api/import.html" },
];

// Every other page loads in dark, so loading in either theme is seen too.
for (const [i, { name, path }] of pages().entries()) {
  const loadedIn: Theme = i % 2 ? "dark" : "light";
  // The 404 page is the one document the export serves differently (its witty line is drawn in the browser): both projects.
  test(
    `${name}, loaded in ${loadedIn}, in light and in dark: no serious or critical axe violation`,
    path === "/nao/existe.html" ? {} : SAME_BYTES,
    async ({ page }) => {
      await loadIn(page, path, loadedIn);
      // Expand what starts folded so axe sees it too.
      await page.locator("details:not([open]) > summary").evaluateAll((els) => els.forEach((s) => ((s.parentElement as HTMLDetailsElement).open = true)));
      await expectNoSeriousViolationIn(page, loadedIn);
    },
  );
}

for (const [i, { name, path }] of [
  { name: "home", path: "/" },
  { name: "long parameter page (tables as cards)", path: longPage().path },
].entries()) {
  const loadedIn: Theme = i % 2 ? "dark" : "light";
  test(`phone, ${name}, loaded in ${loadedIn}, in light and in dark: no serious or critical axe violation`, SAME_BYTES, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loadIn(page, path, loadedIn);
    await expectNoSeriousViolationIn(page, loadedIn);
  });
}

// The drawer over a short page: the long parameter page's own content on a phone is the test above's. axe looks at
// the drawer and the navbar that opens it alone: the page under it is "page with a diagram"'s, and walking its
// diagram again made this the slowest phone test (bench/README.md, CI time).
test("phone with the drawer open in light and in dark: no serious or critical axe violation", SAME_BYTES, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loadIn(page, "/anuncio/api/oauth.html", "light");
  await page.getByRole("button", { name: "Menu da documentação" }).click();
  await expect(page.locator("#sidebar")).toBeVisible();
  await expectNoSeriousViolationIn(page, "light", { region: ["#sidebar", "header.navbar"] });
});

test("every interactive element is reachable by Tab and shows a visible focus", SAME_BYTES, async ({ page }) => {
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
      return {
        key: `${el.tagName} ${el.className} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30)}`,
        visible,
        inViewport: el.getBoundingClientRect().bottom > 0,
      };
    });
    if (!info) continue;
    seen.add(info.key);
    if (!info.visible) unfocusedOutline.push(info.key);
  }
  expect(unfocusedOutline).toEqual([]);
  const keys = [...seen].join("\n");
  for (const expected of ["Pular para o conteúdo", "Mudar o tema|Tema", "sidebar-link", "toc-link|breadcrumb"]) expect(keys).toMatch(new RegExp(expected));
});
