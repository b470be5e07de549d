/**
 * Diagrams (issue 16): drawn at build time as inline SVG that has a name and
 * a description, follows the reader's theme, costs no script, and scrolls
 * inside its box on a phone.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./fixtures/reading";
import { SAME_BYTES } from "./fixtures/same-bytes";
import { manifest } from "./site";

const OAUTH = "/anuncio/api/oauth.html";
const NAME = "Sequência do fluxo authorization code";
const diagram = (page: Page) => page.getByRole("img", { name: NAME });

/** Every script the page loads, by URL (inline scripts as their first characters). */
const scripts = (page: Page) =>
  page.evaluate(() => [...document.scripts].map((s) => (s.src ? new URL(s.src).pathname : `inline:${s.textContent!.slice(0, 40)}`)));

test("the OAuth page draws the authorization-code sequence as an SVG with a name and a description", SAME_BYTES, async ({ page }) => {
  await page.goto(OAUTH);
  await expect(diagram(page)).toBeVisible();
  expect(await diagram(page).evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");
  await expect(diagram(page)).toHaveAccessibleDescription(/redirecionamento 302 para \/oauth.*POST \/oauth\/token/);
  await expect(page.locator("figure.diagram figcaption")).toHaveText(NAME);
  for (const label of ["Anunciante", "Seu sistema", "Marketplace", "POST /oauth/token com o code, em até 10 min"]) {
    await expect(diagram(page).locator("text", { hasText: label }).first()).toBeVisible();
  }
  // The misaligned ASCII drawing is gone.
  await expect(page.locator("main pre", { hasText: "|------" })).toHaveCount(0);
});

test("a diagram follows the theme: its lines and labels take the page's colours in light and in dark", SAME_BYTES, async ({ page }) => {
  const colours = async (scheme: "light" | "dark") => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(OAUTH);
    await hydrated(page);
    return diagram(page).evaluate((svg) => {
      const message = [...svg.querySelectorAll(".edge")].find((edge) => edge.querySelector("text"))!;
      const text = message.querySelector("text")!;
      const line = message.querySelector("path")!;
      const body = getComputedStyle(svg.closest("figure")!.parentElement!); // the prose around the figure
      // The theme's background colour, as the browser resolves it.
      const probe = document.body.appendChild(Object.assign(document.createElement("span"), { style: "color: rgb(var(--c-bg))" }));
      const background = getComputedStyle(probe).color;
      probe.remove();
      return { text: getComputedStyle(text).fill, line: getComputedStyle(line).stroke, halo: getComputedStyle(text).stroke, page: body.color, background };
    });
  };
  const light = await colours("light");
  const dark = await colours("dark");
  expect(light.text).not.toBe(dark.text);
  expect(light.halo).not.toBe(dark.halo);
  for (const c of [light, dark]) {
    // Labels and arrows in the prose's colour; each label's halo in the page's background, so crossing lines never cut it.
    expect(c.text).toBe(c.page);
    expect(c.line).toBe(c.page);
    expect(c.halo).toBe(c.background);
  }
});

test("a page with a diagram loads no more script than a page without one", SAME_BYTES, async ({ page }) => {
  const without = manifest.pages.find((p) => p.file && !p.html.includes('class="diagram"') && !p.data.generated && !p.html.includes("data-island"))!;
  await page.goto(without.path);
  await hydrated(page);
  const plain = (await scripts(page)).filter((s) => !s.startsWith("inline:"));
  const requested: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && requested.push(new URL(request.url()).pathname));
  await page.goto(OAUTH);
  await hydrated(page);
  const withDiagram = (await scripts(page)).filter((s) => !s.startsWith("inline:"));
  expect(withDiagram.sort()).toEqual(plain.sort());
  expect(requested.filter((url) => /viz|graphviz|mermaid|diagram/i.test(url))).toEqual([]);
  expect(await page.locator("figure.diagram script, figure.diagram foreignObject").count()).toBe(0);
});

test("on a phone the diagram keeps a readable size and scrolls sideways in its own box, by keyboard too", SAME_BYTES, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(OAUTH);
  const box = page.locator("figure.diagram .diagram-scroll").first();
  await box.scrollIntoViewIfNeeded();
  const sizes = await box.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.page).toBeLessThanOrEqual(sizes.view); // the page itself does not scroll sideways
  await box.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
