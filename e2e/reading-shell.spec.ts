/** Spec §2 shell: navbar, sidebar, breadcrumbs, TOC, previous/next (also Alt+arrows), edit link, last update, skip link, badges. */
import { expect, test } from "@playwright/test";
import { editUrl } from "../app/components/chrome/PageMeta";
import { formatBrasiliaDateTime } from "../app/components/chrome/format-date";
import { siteConfig } from "../site.config";
import {
  generatedFolderPage,
  followLinkTo,
  hydrated,
  isSameDocument,
  longPage,
  markDocument,
  pageWithSections,
  pageWithStatus,
  readingOrder,
  scrollTo,
} from "./fixtures/reading";
import { SITE_TITLE } from "./site";
import { SAME_BYTES } from "./fixtures/same-bytes";

test.use({ viewport: { width: 1440, height: 900 } });

test("the navbar has the site title and one item, Integração, pointing to /", SAME_BYTES, async ({ page }) => {
  await page.goto(longPage().path);
  const navbar = page.locator("header.navbar");
  await expect(navbar.getByRole("link", { name: SITE_TITLE })).toHaveAttribute("href", "/");
  const items = navbar.getByRole("navigation", { name: "Principal" }).getByRole("link");
  await expect(items).toHaveCount(1);
  await expect(items).toHaveText("Integração");
  await expect(items).toHaveAttribute("href", "/");
});

test("the sidebar highlights the current page and opens its section only", async ({ page }) => {
  const target = longPage();
  await page.goto(target.path);
  const sidebar = page.getByRole("navigation", { name: "Documentação" });
  const current = sidebar.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("href", target.path);
  await expect(current).toBeVisible();
  await expect(current).toBeInViewport();
  // Other top-level sections stay closed.
  const closed = sidebar.locator('.sidebar-tree > .sidebar-folder:not([data-open]) .sidebar-toggle[aria-expanded="false"]');
  expect(await closed.count()).toBeGreaterThan(0);
  // The reader can open one; its pages become visible.
  const controls = await closed.first().getAttribute("aria-controls");
  const toggle = sidebar.locator(`.sidebar-toggle[aria-controls="${controls}"]`);
  await hydrated(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(`#${await toggle.getAttribute("aria-controls")} a`).first()).toBeVisible();
});

test("a page carries the top of the tree and its own branch; a closed folder opens with its pages from the tree file, fetched once", async ({ page }) => {
  const target = longPage();
  const treeRequests: string[] = [];
  page.on("request", (r) => r.url().includes("/build/content/nav-tree.") && treeRequests.push(r.url()));
  await page.goto(target.path);
  await hydrated(page);
  const sidebar = page.getByRole("navigation", { name: "Documentação" });
  const closedLists = sidebar.locator(".sidebar-tree > .sidebar-folder:not([data-open]) > [id][hidden]");
  expect(await closedLists.count()).toBeGreaterThan(1);
  // Sent empty: a page does not repeat every link of the site.
  for (const list of await closedLists.all()) await expect(list.locator("a")).toHaveCount(0);
  expect(treeRequests).toEqual([]);
  // Opened, a folder lists its pages in the sidebar's order, as links; a second folder needs no new request.
  // (By the lists' ids: a locator for "closed folders" would move on to the next folder once one opens.)
  const [first, second] = (await closedLists.evaluateAll((lists) => lists.map((l) => l.id))).slice(0, 2);
  for (const id of [first, second]) {
    await sidebar.locator(`.sidebar-toggle[aria-controls="${id}"]`).click();
    await expect(page.locator(`[id="${id}"] a.sidebar-link`).first()).toBeVisible();
  }
  const folderPath = (await page.locator(`.sidebar-folder:has(> [id="${first}"]) > .sidebar-folder-row > a`).getAttribute("href"))!;
  const children = readingOrder().filter((n) => n.path.startsWith(folderPath) && n.path.slice(folderPath.length).split("/").filter(Boolean).length === 1);
  const shown = await page.locator(`[id="${first}"] > ul > li > a`).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(shown).toEqual(children.map((c) => c.path));
  expect(treeRequests).toHaveLength(1);
});

test("after client-side navigation into a folder the document was sent closed, the new page is marked and its folder open", async ({ page }) => {
  const from = longPage();
  const target = readingOrder().find((n) => n.path.split("/")[1] !== from.path.split("/")[1] && n.path.split("/").length > 2)!;
  await page.goto(from.path);
  await hydrated(page);
  await expect(page.locator(`#sidebar a[href="${target.path}"]`)).toHaveCount(0);
  await followLinkTo(page, target.path);
  await expect(page.locator("main h1")).toContainText(target.title);
  const current = page.locator('#sidebar [aria-current="page"]');
  await expect(current).toHaveAttribute("href", target.path);
  await expect(current).toBeVisible();
});

test("breadcrumbs lead from the home through the page's folders", SAME_BYTES, async ({ page }) => {
  const target = longPage();
  await page.goto(target.path);
  const crumbs = page.getByRole("navigation", { name: "Trilha de navegação" });
  await expect(crumbs.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(target.title);
  const folders = target.path.split("/").slice(1, -1);
  const folderLinks = await crumbs.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of folderLinks.slice(1))
    expect(
      folders.some((f) => href!.includes(`/${f}/`)),
      href!,
    ).toBe(true);
});

test("the table of contents lists the sections and follows the reader's scrolling", SAME_BYTES, async ({ page }) => {
  const target = pageWithSections();
  await page.goto(target.path);
  const toc = page.locator(".toc-column");
  await expect(toc).toBeVisible();
  const sections = target.headers.filter((h) => h.level <= 3);
  await expect(toc.locator("a")).toHaveCount(sections.length);
  await hydrated(page);
  const third = sections.filter((h) => h.level === 2)[2];
  const top = await page.locator(`[id="${third.slug}"]`).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollTo(page, top - 40);
  await expect(toc.locator('[aria-current="location"]')).toHaveText(third.title);
  await scrollTo(page, 0);
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(0);
});

test("previous and next links follow the reading order, also with Alt+← and Alt+→", async ({ page }) => {
  const order = readingOrder();
  const i = order.findIndex((p) => p.path === longPage().path);
  expect(i).toBeGreaterThan(0);
  await page.goto(order[i].path);
  const neighbours = page.getByRole("navigation", { name: "Páginas vizinhas" });
  await expect(neighbours.locator('a[rel="prev"]')).toHaveAttribute("href", order[i - 1].path);
  await expect(neighbours.locator('a[rel="next"]')).toHaveAttribute("href", order[i + 1].path);
  await expect(neighbours.locator('a[rel="next"]')).toContainText(order[i + 1].title);

  await hydrated(page);
  await markDocument(page);
  await page.keyboard.press("Alt+ArrowRight");
  await expect(page).toHaveURL(new RegExp(`${order[i + 1].path.replace(/\./g, "\\.")}$`));
  await expect(page.locator("main h1")).toContainText(order[i + 1].title);
  await page.keyboard.press("Alt+ArrowLeft");
  await expect(page).toHaveURL(new RegExp(`${order[i].path.replace(/\./g, "\\.")}$`));
  // A reader presses again once the page is shown: wait for it, not just for the URL.
  await expect(page.locator("main h1")).toContainText(order[i].title);
  await expect(neighbours.locator('a[rel="prev"]')).toHaveAttribute("href", order[i - 1].path);
  await page.keyboard.press("Alt+ArrowLeft");
  await expect(page).toHaveURL(new RegExp(`${order[i - 1].path.replace(/\./g, "\\.")}$`));
  expect(await isSameDocument(page)).toBe(true);
});

test("the edit link points at the page's source; generated folder pages have none", SAME_BYTES, async ({ page }) => {
  const target = longPage();
  await page.goto(target.path);
  const edit = page.getByRole("link", { name: /Editar esta página/ });
  // No repository is configured by default (PORTAL_EDIT_LINK_BASE): then no page has an edit link.
  if (!siteConfig.editLinkBase) return void (await expect(edit).toHaveCount(0));
  await expect(edit).toHaveAttribute("href", `${siteConfig.editLinkBase}${target.file!.replace(/^content\//, "")}`);
  expect(editUrl(target, siteConfig.editLinkBase)).toBe(await edit.getAttribute("href"));
  await expect(edit).toHaveAttribute("target", "_blank");
  await expect(edit).toHaveAttribute("rel", "noopener noreferrer");
  await page.goto(generatedFolderPage().path);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByRole("link", { name: /Editar esta página/ })).toHaveCount(0);
});

test("the last update is shown in pt-BR, from the build's git date", SAME_BYTES, async ({ page }) => {
  const target = longPage();
  expect(typeof target.data.lastUpdated).toBe("string");
  await page.goto(target.path);
  const time = page.locator(".page-meta time");
  await expect(time).toHaveAttribute("datetime", target.data.lastUpdated as string);
  await expect(time).toHaveText(formatBrasiliaDateTime(target.data.lastUpdated as string)!);
  await expect(time).toHaveText(
    /^\d{1,2} de (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4}, \d{2}:\d{2}$/,
  );
});

test("the first Tab reaches the skip link, which moves focus to the content", SAME_BYTES, async ({ page }) => {
  await page.goto(longPage().path);
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#conteudo")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});

test("a page marked deprecated or new carries its badge in the title and in the sidebar", SAME_BYTES, async ({ page }) => {
  const target = pageWithStatus("deprecated") ?? pageWithStatus("new");
  expect(target, "a page with status new or deprecated").toBeTruthy();
  const label = target!.frontmatter.status === "new" ? "Novo" : "Descontinuado";
  await page.goto(target!.path);
  await expect(page.locator("main h1 .badge")).toHaveText(label);
  await expect(page.locator(`.sidebar a[href="${target!.path}"] .badge`)).toHaveText(label);
});

test("a URL with a hash opens at that section; a link without one starts at the top", async ({ page }) => {
  const target = pageWithSections();
  const section = target.headers.filter((h) => h.level === 2)[3];
  await page.goto(`${target.path}#${section.slug}`);
  const heading = page.locator(`[id="${section.slug}"]`);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  // Client-side: a TOC link scrolls to its section, a sidebar link to the top of the next page.
  await hydrated(page);
  await markDocument(page);
  await scrollTo(page, 0);
  const other = target.headers.filter((h) => h.level === 2)[1];
  await page.locator(".toc-column").getByRole("link", { name: other.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${other.slug}$`));
  await expect(page.locator(`[id="${other.slug}"]`)).toBeInViewport();
  const top = await page.locator(`[id="${other.slug}"]`).evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);

  await page.locator('a[rel="next"]').click();
  await expect(page).not.toHaveURL(new RegExp(target.path.replace(/\./g, "\\.")));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Back to the first page at a hash, client-side.
  await followLinkTo(page, `${target.path}#${section.slug}`);
  await expect(page).toHaveURL(new RegExp(`#${section.slug}$`));
  await expect(heading).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
});
