/**
 * Issue 15, the first page and the frame: the home starts the reader off
 * (task cards, a "Comece aqui" path, the latest changes), a footer on every
 * page, "Integração" marked current on every docs page, a sidebar folder is
 * one Tab stop with tree keys, the focus moves to the new page after
 * client-side navigation, and no full-screen button on phones.
 */
import { expect, test } from "@playwright/test";
import { FOOTER_GROUPS, repositoryUrl } from "../app/components/chrome/Footer";
import { recentNovidades } from "../domain/novidades";
import { siteConfig } from "../site.config";
import { followLinkTo, hydrated, isSameDocument, longPage, markDocument, pageWithSections, sidebarLinkTo } from "./fixtures/reading";
import { pageAt } from "./site";
import { SAME_BYTES } from "./fixtures/same-bytes";

test.use({ viewport: { width: 1440, height: 900 } });

const TASKS: [string, string][] = [
  ["Publicar por API", "/anuncio/api/home.html"],
  ["Arquivo JSON", "/anuncio/json/home.html"],
  ["Arquivo XML de imóveis", "/anuncio/xml/real_estate/home.html"],
  ["Autenticar (OAuth)", "/anuncio/api/oauth.html"],
  ["Validar um arquivo", "/ferramentas/validador.html"],
  ["Leads e chat", "/lead/home.html"],
  ["Webhooks de status", "/webhooks/home.html"],
  ["Destaques e saldo", "/destaque/home.html"],
  ["Erros, credenciais e suporte", "/faq/suporte.html"],
];

test.describe("the home", () => {
  test("says what the programme is, then offers one card per task, each a link to its page", SAME_BYTES, async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".doc-header .lead")).toContainText("marketplace");
    const cards = page.locator(".doc-body ul.cards > li.card");
    await expect(cards).toHaveCount(TASKS.length);
    for (const [i, [title, href]] of TASKS.entries()) {
      await expect(cards.nth(i).locator(".card-link")).toHaveText(title);
      await expect(cards.nth(i).locator(".card-link")).toHaveAttribute("href", href);
      expect(pageAt(href), href).toBeTruthy();
    }
    // The cards sit side by side on a desktop, and the first ones are seen without scrolling.
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    await expect(cards.first()).toBeInViewport();
    // No breadcrumbs nor table of contents on the home.
    await expect(page.locator(".breadcrumbs, .toc-column, .toc-inline")).toHaveCount(0);
  });

  test("a click anywhere on a card opens its page, client-side", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await markDocument(page);
    const card = page.locator("li.card").filter({ hasText: "Webhooks de status" });
    const box = (await card.boundingBox())!;
    // Bottom right corner: on the card's description, not on its title.
    await page.mouse.click(box.x + box.width - 12, box.y + box.height - 12);
    await expect(page).toHaveURL(/\/webhooks\/home\.html$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a link inside a card's text goes to its own page, not the card's", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("li.card").filter({ hasText: "Leads e chat" }).getByRole("link", { name: "chat", exact: true }).click();
    await expect(page).toHaveURL(/\/chat\/home\.html$/);
  });

  test("'Comece aqui' is a numbered path from plan and OAuth to the first import, its status and the webhooks", SAME_BYTES, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "Comece aqui" })).toBeVisible();
    const steps = page.locator(".doc-body ol.steps > li");
    expect(await steps.count()).toBeGreaterThanOrEqual(4);
    const hrefs = async (i: number) =>
      steps
        .nth(i)
        .locator("a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(await hrefs(0)).toContain("/anuncio/home.html#quem-pode-importar");
    expect(await hrefs(1)).toContain("/anuncio/api/oauth.html");
    expect(await hrefs(2)).toContain("/anuncio/api/import.html");
    expect(await hrefs(3)).toContain("/anuncio/api/publishing_status.html");
    expect(await hrefs(4)).toContain("/webhooks/home.html");
    // Each step shows its number, drawn by the list's counter.
    expect(await steps.nth(2).evaluate((li) => getComputedStyle(li, "::before").content)).toBe("counter(step)");
    expect(await page.locator("ol.steps").evaluate((ol) => getComputedStyle(ol).counterReset)).toContain("step");
  });

  test("shows the latest changes, newest announced first, each linked to its entry, and the way to all of them", SAME_BYTES, async ({ page }) => {
    await page.goto("/");
    const recent = page.locator(".doc-body ul.novidades-recentes > li");
    const expected = recentNovidades(5);
    await expect(recent).toHaveCount(expected.length);
    for (const [i, n] of expected.entries()) {
      await expect(recent.nth(i).locator('a[href^="/novidades.html#"]')).toHaveAttribute("href", `/novidades.html#${n.id}`);
      if (n.date) await expect(recent.nth(i).locator("time")).toHaveText(n.date.split("-").reverse().join("/"));
    }
    await expect(recent.filter({ hasText: "17/11/2025" })).toContainText("listagem antiga");
    await expect(page.locator(".doc-body").getByRole("link", { name: "Todas as novidades" })).toHaveAttribute("href", "/novidades.html");
  });

  test("cards, steps and the latest changes are HTML: they show with the app's JavaScript blocked", SAME_BYTES, async ({ page }) => {
    await page.route("**/build/**/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.locator("li.card")).toHaveCount(TASKS.length);
    await expect(page.locator("ol.steps > li").first()).toBeVisible();
    await expect(page.locator("ul.novidades-recentes > li").first()).toBeVisible();
  });

  test("on a phone the cards stack in one column and the page never scrolls sideways", SAME_BYTES, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const cards = page.locator("li.card");
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("the footer", () => {
  for (const [name, path] of [
    ["the home", "/"],
    ["a docs page", "/anuncio/api/oauth.html"],
    ["the not-found page", "/nao/existe.html"],
  ] as const) {
    // The not-found page is the one the export serves differently (its witty line is drawn in the browser): both projects.
    test(`is on ${name}: support, Novidades and their feed, the validator, the repository`, path === "/nao/existe.html" ? {} : SAME_BYTES, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeVisible();
      await expect(footer.getByRole("link", { name: "Como pedir ajuda" })).toHaveAttribute("href", "/lead/support.html#como-pedir-ajuda");
      await expect(footer).toContainText("chat de atendimento");
      await expect(footer.getByRole("link", { name: "Mudanças do programa" })).toHaveAttribute("href", "/novidades.html");
      await expect(footer.getByRole("link", { name: "Feed Atom" })).toHaveAttribute("href", "/novidades.xml");
      await expect(footer.getByRole("link", { name: "Validador de anúncios" })).toHaveAttribute("href", "/ferramentas/validador.html");
      const repository = footer.getByRole("link", { name: /Código-fonte/ });
      // The repository is linked only when the site configures one (PORTAL_EDIT_LINK_BASE); by default there is none.
      if (!siteConfig.editLinkBase) await expect(repository).toHaveCount(0);
      else {
        await expect(repository).toHaveAttribute("href", repositoryUrl(siteConfig.editLinkBase));
        await expect(repository).toHaveAttribute("target", "_blank");
      }
    });
  }

  test("every link of the footer answers, and the repository is the edit links' own", async ({ page, request }) => {
    if (siteConfig.editLinkBase) expect(siteConfig.editLinkBase.startsWith(`${repositoryUrl(siteConfig.editLinkBase)}/`)).toBe(true);
    for (const { links } of FOOTER_GROUPS) {
      for (const { href } of links) {
        const [path, anchor] = href.split("#");
        expect((await request.get(path)).status(), href).toBe(200);
        if (anchor) expect(pageAt(path)!.ids, href).toContain(anchor);
      }
    }
    await page.goto("/");
    expect(await page.getByRole("contentinfo").getByRole("link").count()).toBe(
      FOOTER_GROUPS.flatMap((g) => g.links).length + (siteConfig.editLinkBase ? 1 : 0),
    );
  });

  test("stays after client-side navigation, and the sidebar beside it stays in place", async ({ page }) => {
    await page.goto(longPage().path);
    await hydrated(page);
    await markDocument(page);
    await followLinkTo(page, "/chat/home.html");
    await expect(page.locator("main h1")).toContainText(pageAt("/chat/home.html")!.title);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Feed Atom" })).toBeAttached();
    expect(await isSameDocument(page)).toBe(true);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.locator("#sidebar")).toBeInViewport();
  });
});

test.describe("the navbar's Integração item", () => {
  const item = (page: import("@playwright/test").Page) => page.locator("header.navbar").getByRole("link", { name: "Integração", exact: true });

  test("is the current page on the home and the current area on every docs page, visibly", async ({ page }) => {
    await page.goto("/nao/existe.html");
    await expect(item(page)).not.toHaveAttribute("aria-current");
    const plain = await item(page).evaluate((a) => ({ color: getComputedStyle(a).color, bar: getComputedStyle(a).boxShadow }));
    await page.goto("/");
    await expect(item(page)).toHaveAttribute("aria-current", "page");
    await page.goto(longPage().path);
    await expect(item(page)).toHaveAttribute("aria-current", "true");
    const current = await item(page).evaluate((a) => ({ color: getComputedStyle(a).color, bar: getComputedStyle(a).boxShadow }));
    expect(current.color).not.toBe(plain.color);
    expect(current.bar).not.toBe("none");
    expect(plain.bar).toBe("none");
    // And after client-side navigation.
    await hydrated(page);
    await followLinkTo(page, "/faq/home.html");
    await expect(page.locator("main h1")).toContainText(pageAt("/faq/home.html")!.title);
    await expect(item(page)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("keyboard", () => {
  test("a sidebar folder is one Tab stop: its link; its toggle is left out of the tab order", SAME_BYTES, async ({ page }) => {
    await page.goto(longPage().path);
    await hydrated(page);
    const sidebar = page.locator("#sidebar .sidebar-nav");
    const shownLinks = await sidebar.locator("a.sidebar-link:visible").count();
    await sidebar.locator("a.sidebar-link").first().focus();
    const stops: string[] = [];
    for (let i = 0; i < shownLinks + 5; i++) {
      const where = await page.evaluate(() => {
        const el = document.activeElement!;
        return el.closest(".sidebar-nav") ? `${el.tagName} ${el.getAttribute("href") ?? el.className}` : null;
      });
      if (!where) break;
      stops.push(where);
      await page.keyboard.press("Tab");
    }
    expect(stops.every((s) => s.startsWith("A "))).toBe(true);
    expect(stops).toHaveLength(shownLinks);
    await expect(sidebar.locator(".sidebar-toggle").first()).toHaveAttribute("tabindex", "-1");
  });

  test("in the sidebar, ↓ ↑ move between links, → opens a folder and enters it, ← goes up and closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const sidebar = page.locator("#sidebar .sidebar-nav");
    const folder = sidebar.locator(".sidebar-tree > .sidebar-folder").first();
    const link = folder.locator(":scope > .sidebar-folder-row > a");
    const toggle = folder.locator(":scope > .sidebar-folder-row > .sidebar-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await link.focus();
    await page.keyboard.press("ArrowRight");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(link).toBeFocused();
    const firstChild = folder.locator(":scope > [id] a.sidebar-link").first();
    await expect(firstChild).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(firstChild).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(link).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(firstChild).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(link).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstChild).toBeHidden();
    // Enter still follows the link.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${(await link.getAttribute("href"))!.replace(/\./g, "\\.")}$`));
  });

  test("after client-side navigation the focus is on the new page's title, or on the section the link names", async ({ page }) => {
    const target = pageWithSections();
    await page.goto(longPage().path);
    await hydrated(page);
    await markDocument(page);
    const sidebarLink = await sidebarLinkTo(page, target.path);
    await sidebarLink.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("main h1")).toContainText(target.title);
    await expect(page.locator("main h1")).toBeFocused();
    // Tab continues in the page, after its title.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);

    const section = target.headers.filter((h) => h.level === 2)[2];
    await followLinkTo(page, `${longPage().path}`);
    await expect(page.locator("main h1")).toBeFocused();
    await followLinkTo(page, `${target.path}#${section.slug}`);
    await expect(page.locator(`[id="${section.slug}"]`)).toBeFocused();
    await expect(page.locator(`[id="${section.slug}"]`)).toBeInViewport();
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe("on a phone", SAME_BYTES, () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the full-screen button is hidden, even where the browser allows full screen", async ({ page }) => {
    await page.goto(longPage().path);
    await hydrated(page);
    await expect(page.locator(".fullscreen-toggle")).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    if (await page.evaluate(() => document.fullscreenEnabled)) await expect(page.locator(".fullscreen-toggle")).toBeVisible();
  });
});
