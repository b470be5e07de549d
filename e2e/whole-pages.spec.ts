/**
 * The browser people really have: remembered choices, extensions that add
 * nodes to <head> and <body> before the app starts, translators rewriting
 * text. Whatever happens during hydration, the reader keeps the whole page
 * (content and sidebar) and the app keeps working: client navigation,
 * search, theme.
 */
import { expect, test, type Page as BrowserPage } from "@playwright/test";
import { forThisHost } from "./fixtures/host-sample";
import { followLinkTo, hydrated, isSameDocument, markDocument, pageWithCodeTabs } from "./fixtures/reading";
import { manifest } from "./site";
import { isDark } from "./fixtures/theme";

test.use({ viewport: { width: 1440, height: 900 } });

/** React's errors (minified in production: "Minified React error #418") and hydration complaints. */
function watchReactErrors(page: BrowserPage) {
  const errors: string[] = [];
  const isReact = (text: string) => /React error|#41[89]|#42[2-5]|[Hh]ydrat/.test(text);
  page.on("console", (message) => message.type() === "error" && isReact(message.text()) && errors.push(message.text()));
  page.on("pageerror", (error) => isReact(error.message) && errors.push(error.message));
  return errors;
}

/** Every error the console shows (React's or not) and every uncaught error: a reader's console stays clean. */
function watchAllErrors(page: BrowserPage) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** The one debug line the app writes when React rendered the page again after a hydration mismatch. */
function watchRecoveredHydration(page: BrowserPage) {
  const notes: string[] = [];
  page.on("console", (message) => message.type() === "debug" && message.text().startsWith("Hidratação refeita") && notes.push(message.text()));
  return notes;
}

/** Pages with content, a sidebar entry and an in-content link to another page. */
const linkedPages = manifest.pages
  .filter((p) => p.path.endsWith(".html") && p.links.some((l) => l.href.endsWith(".html") && !l.href.startsWith("http")))
  .slice(0, 40);
const pagesToLoad = [linkedPages[3], linkedPages[17], linkedPages[31]];

async function expectWholePage(page: BrowserPage, path: string) {
  await expect(page.locator("main .doc-body")).not.toBeEmpty();
  expect((await page.locator("main .doc-body").innerText()).length, `${path}: body text`).toBeGreaterThan(200);
  await expect(page.locator("#sidebar .sidebar-tree a").first()).toBeAttached();
  expect(await page.locator("#sidebar .sidebar-tree a").count(), `${path}: sidebar links`).toBeGreaterThan(10);
}

/** A click on a link inside the content opens a whole page, client-side. */
async function expectLinkOpensWholePage(page: BrowserPage) {
  await hydrated(page);
  await markDocument(page);
  const link = page.locator('main .doc-body a[href$=".html"]:not([href^="http"])').first();
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(href.replace(/[.?*+^$()[\]{}|\\]/g, "\\$&").split("#")[0]));
  await expectWholePage(page, href);
  expect(await isSameDocument(page), "client-side navigation, not a reload").toBe(true);
}

async function expectSearchAndTheme(page: BrowserPage) {
  await page.locator(".navbar-search input").fill("oauth");
  await expect(page.getByRole("listbox", { name: "Sugestões de busca" }).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  // The switch goes through light, dark and auto: the mode changes with every click.
  const mode = await page.locator("html").getAttribute("data-theme");
  await page.locator(".theme-switch").click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", mode!);
}

test("a remembered code tab never blanks the next pages", async ({ page }) => {
  const errors = watchReactErrors(page);
  const withTabs = pageWithCodeTabs();
  await page.goto(withTabs.path);
  await hydrated(page);
  await page.getByRole("tab", { name: "Python" }).first().click();
  expect(await page.evaluate(() => localStorage.getItem("code-tab"))).toBe("Python");
  for (const target of forThisHost(pagesToLoad)) {
    await page.goto(target.path);
    await hydrated(page);
    await expectWholePage(page, target.path);
  }
  await expectLinkOpensWholePage(page);
  // The choice still holds on a page with tabs, loaded in full.
  await page.goto(withTabs.path);
  await expect(page.getByRole("tab", { name: "Python" }).first()).toHaveAttribute("aria-selected", "true");
  expect(errors).toEqual([]);
});

test("an extension's <style> in <head> and <div> in <body>, added before the app starts, change nothing", async ({ page }) => {
  const errors = watchReactErrors(page);
  await page.addInitScript(() => {
    // As password managers, ad blockers and dark-mode extensions do: as soon as each element exists.
    const inject = () => {
      if (document.head && !document.getElementById("ext-style")) {
        const style = document.createElement("style");
        style.id = "ext-style";
        style.textContent = ".ext-badge{position:fixed;bottom:0;right:0}";
        document.head.appendChild(style);
      }
      if (document.body && !document.getElementById("ext-div")) {
        const div = document.createElement("div");
        div.id = "ext-div";
        div.className = "ext-badge";
        document.body.appendChild(div);
      }
    };
    new MutationObserver(inject).observe(document, { childList: true, subtree: true });
  });
  for (const target of forThisHost(pagesToLoad)) {
    await page.goto(target.path);
    await hydrated(page);
    await expectWholePage(page, target.path);
    await expect(page.locator("#ext-style")).toBeAttached();
    await expect(page.locator("#ext-div")).toBeAttached();
  }
  await expectLinkOpensWholePage(page);
  await expectSearchAndTheme(page);
  expect(errors).toEqual([]);
});

test("a node an extension inserts inside the app root before hydration leaves the page whole and the console quiet", async ({ page }) => {
  const errors = watchAllErrors(page);
  const recovered = watchRecoveredHydration(page);
  await page.addInitScript(() => {
    // Grammar checkers, price and translation helpers put their own node among the page's, as soon as its parent exists.
    new MutationObserver(() => {
      const body = document.querySelector("#app main");
      if (body && !document.getElementById("ext-inline")) {
        const note = document.createElement("div");
        note.id = "ext-inline";
        note.textContent = "Nota de uma extensão";
        body.prepend(note);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const target of forThisHost(pagesToLoad)) {
    await page.goto(target.path);
    await hydrated(page);
    await expectWholePage(page, target.path);
    await expect(page.locator(".doc-header h1")).toContainText(target.title);
  }
  expect(recovered.length, "hydration met the inserted node and React rendered again").toBeGreaterThan(0);
  await expectLinkOpensWholePage(page);
  await expectSearchAndTheme(page);
  expect(errors).toEqual([]);
});

test("the dark theme, saved, is applied before paint and hydration agrees", async ({ page }) => {
  const errors = watchReactErrors(page);
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  for (const target of forThisHost(pagesToLoad)) {
    await page.goto(target.path);
    expect(await isDark(page)).toBe(true);
    await hydrated(page);
    await expectWholePage(page, target.path);
  }
  await expectLinkOpensWholePage(page);
  await expectSearchAndTheme(page);
  expect(errors).toEqual([]);
});

test("a translator rewriting text before and after hydration leaves the page whole and working", async ({ page }) => {
  await page.addInitScript(() => {
    // Chrome's translator replaces text nodes with <font> wrappers holding the translation.
    const translate = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      for (const text of texts) {
        if (!text.data.trim() || text.parentElement?.closest("script,style,font,pre,code")) continue;
        const font = document.createElement("font");
        font.textContent = `[en] ${text.data}`;
        text.replaceWith(font);
      }
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.nodeType === 1 && (node as Element).matches("h1, p, span, a")) translate(node);
    }).observe(document, { childList: true, subtree: true });
  });
  const target = pagesToLoad[0];
  await page.goto(target.path);
  await hydrated(page);
  await expectWholePage(page, target.path);
  await expectLinkOpensWholePage(page);
  await expectSearchAndTheme(page);
  // Navigation again, with the previous page's translated nodes gone from React's hands.
  await followLinkTo(page, pagesToLoad[1].path);
  await expectWholePage(page, pagesToLoad[1].path);
});

test("when React renders again from its data after a failed hydration, the page is still whole", async ({ page }) => {
  const errors = watchAllErrors(page);
  const recovered = watchRecoveredHydration(page);
  // Force the fallback: the title differs from what the server sent, so hydration fails and React renders from its data.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const title = document.querySelector(".doc-header h1 span");
      if (title) {
        title.textContent = "Outro título";
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // The search box's code held back: the box must be there before it arrives.
  let releaseSearchBox = () => {};
  const searchBoxArrives = new Promise<void>((resolve) => (releaseSearchBox = resolve));
  await page.route(/\/SearchBox-[\w-]+\.js$/, async (route) => {
    await searchBoxArrives;
    await route.continue();
  });
  const target = pagesToLoad[1];
  await page.goto(target.path);
  await hydrated(page);
  await expect(page.getByRole("combobox", { name: "Buscar na documentação" })).toBeVisible();
  // Typed into the server's box before its code arrives: the search takes it over.
  await page.locator(".navbar-search input").fill("oauth");
  releaseSearchBox();
  await expect(page.getByRole("listbox", { name: "Sugestões de busca" }).getByRole("option").first()).toBeVisible();
  await expect(page.locator(".navbar-search input")).toHaveValue("oauth");
  // Esc closes the list, a second Esc clears the query.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  // React took over with its own render: the title is the data's again, and everything else is there.
  await expect(page.locator(".doc-header h1")).toContainText(target.title);
  await expectWholePage(page, target.path);
  await expect(page.locator("main .toc-column a, main .toc-inline a").first()).toBeAttached();
  expect(recovered.length, "hydration failed, as forced").toBeGreaterThan(0);
  // Its code arrived, the box searches.
  await expectSearchAndTheme(page);
  await expectLinkOpensWholePage(page);
  expect(errors, "React recovered quietly").toEqual([]);
});
