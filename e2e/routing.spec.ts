/** Spec §2 routing rules, on the SSR server and on the static export alike. */
import { expect, test } from "@playwright/test";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { SKIP, visit } from "unist-util-visit";
import { WITTY_MESSAGES } from "../app/components/NotFound";
import { followLinkTo, hydrated, sidebarLinkTo } from "./fixtures/reading";
import { manifest, pageAt, routes, SITE_TITLE } from "./site";

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, "&");
const expectedTitle = (path: string) => {
  const page = pageAt(path);
  expect(page, `no page for ${path}`).toBeTruthy();
  return path === "/" ? SITE_TITLE : `${page!.title} | ${SITE_TITLE}`;
};

test("every route of the spec answers 200 with its own title, with and without .html", async ({ request }, info) => {
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(titleOf(html), route).toBe(expectedTitle(route));
    if (!route.endsWith(".html")) continue;
    expect(html, `${route} canonical`).toContain(`rel="canonical" href="https://`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${route.replace(/\./g, "\\.")}"`));

    const bare = route.slice(0, -".html".length);
    const bareResponse = await request.get(bare);
    expect(bareResponse.status(), bare).toBe(200);
    // A plain static host may answer /x with the folder x/ when both exist (autos.html and autos/).
    const folder = pageAt(`${bare}/`);
    const accepted = info.project.name === "static" && folder ? [expectedTitle(route), expectedTitle(`${bare}/`)] : [expectedTitle(route)];
    expect(accepted, bare).toContain(titleOf(await bareResponse.text()));
  }
});

/** The links of a document's folder catalogue (`[data-catalogue]`), read from the HTML as sent. */
function catalogueLinks(html: string): string[] {
  const links: string[] = [];
  visit(fromHtml(html), "element", (node: Element) => {
    if (!("dataCatalogue" in node.properties)) return;
    visit(node, "element", (link: Element) => {
      if (link.tagName === "a" && typeof link.properties.href === "string") links.push(link.properties.href);
    });
    return SKIP;
  });
  return links;
}

test("folder routes show a catalogue of their children, sub-folders included", async ({ page, request }) => {
  const folders = routes.filter((r) => r.endsWith("/") && r !== "/");
  expect(folders.length).toBeGreaterThan(10);
  // Every folder's document as sent; the browser then shows one of them (a page load per folder took 25–30 s in CI).
  for (const folder of folders) {
    const links = catalogueLinks(await (await request.get(folder)).text());
    const children = manifest.pages.filter(
      (p) => p.path !== folder && p.path.startsWith(folder) && !p.path.slice(folder.length).replace(/\/$/, "").includes("/"),
    );
    expect(children.length, folder).toBeGreaterThan(0);
    for (const child of children) expect(links, `${folder} lists ${child.path}`).toContain(child.path);
  }
  await page.goto("/anuncio/api/");
  const catalogue = page.locator("[data-catalogue]").first();
  await expect(catalogue.locator('a[href="/anuncio/api/autos/"]')).toBeVisible();
  await expect(catalogue.locator('a[href="/anuncio/api/autos/sub_auto.html"]')).toBeVisible();
  await expect(catalogue.locator('a[href="/anuncio/api/oauth.html"]')).toBeVisible();
});

test(".md paths redirect permanently to the page", async ({ page, request }, info) => {
  // The server and nginx answer 301; a plain static host serves a redirect page.
  if (info.project.name !== "static") {
    const response = await request.get("/anuncio/api/oauth.md", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/anuncio/api/oauth.html");
  }
  await page.goto("/chat/send_message.md");
  await expect(page).toHaveURL(/\/chat\/send_message\.html$/);
  await expect(page).toHaveTitle(expectedTitle("/chat/send_message.html"));
});

test("assets: hashed files are cached for a year, the search index (a stable name) is revalidated, both compressed", async ({ request }, info) => {
  const script = /href="(\/build\/[^"]+\.js)"/.exec(await (await request.get("/")).text())![1];
  const [asset, index] = await Promise.all([request.get(script), request.get(manifest.assets["search-index"])]);
  expect(asset.status()).toBe(200);
  expect(index.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(index.headers()["cache-control"]).toBe("no-cache");
  // The plain static host sends files as they are; the server and nginx compress.
  if (info.project.name !== "static") expect(index.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
});

test("unknown paths answer 404 with the not-found layout", async ({ page }) => {
  await page.goto("/chat/home.html");
  const response = await page.goto("/nao/existe.html");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
  const witty = await page.locator("[data-witty]").textContent();
  expect(WITTY_MESSAGES).toContain(witty);
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/chat\/home\.html$/);
  await page.goto("/nao-existe");
  await page.getByRole("link", { name: "Ir para a página inicial" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(SITE_TITLE);
});

test("the witty message is picked at random", async ({ page }) => {
  const seen = new Set<string | null>();
  for (let i = 0; i < 12 && seen.size < 2; i++) {
    await page.goto(`/sumiu-${i}`);
    seen.add(await page.locator("[data-witty]").textContent());
  }
  expect(seen.size).toBeGreaterThan(1);
});

test("hostile paths get a 4xx page, never a file from outside the site, and the server keeps serving", async ({ request, baseURL }) => {
  const hostile = [
    "/../package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%2e%2e%2fpackage.json",
    "/build/..%2f..%2fpackage.json",
    "/%ff",
    "/chat/%E0%A4%A",
    "/a%00b",
    "/chat/home.html%00.md",
    `/${"x".repeat(10_000)}`,
    "//evil.example/chat/home.md",
    "/%2F%2Fevil.example/chat/home.md",
  ];
  for (const path of hostile) {
    // Absolute, so "//evil.example/..." stays a path on our server instead of a protocol-relative URL.
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    const body = await response.text();
    expect(body, path).not.toContain('"dependencies"');
    expect(body, path).not.toContain("root:x:0:0");
    expect(response.headers().location ?? "", path).not.toContain("evil.example");
  }
  expect((await request.get("/")).status()).toBe(200);
});

test("client-side navigation works across several pages with no error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/");
  // Before hydration a click is a plain link (a full load), which is fine for a reader but not what this test is about.
  await hydrated(page);
  await page.evaluate(() => ((window as any).__sameDocument = true));
  for (const path of ["/chat/home.html", "/destaque/balance_ads.html", "/anuncio/api/import.html", "/faq/rate_limit.html"]) {
    // Through the sidebar, opening the page's folders first (a closed folder is filled from the tree file).
    await (await sidebarLinkTo(page, path)).dispatchEvent("click");
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, "\\.")}$`));
    await expect(page).toHaveTitle(expectedTitle(path));
    await expect(page.locator("main h1").first()).toHaveText(new RegExp(pageAt(path)!.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/anuncio\/api\/import\.html$/);
  expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test("a click to a folder named like a page shows the folder, and a click to the page the page", async ({ page }) => {
  test.setTimeout(120_000); // eight clicks
  // "/x/" and "/x" both ask "/x.data" (Remix drops the slash): that URL answers neither, and the target loads in full.
  // Each click is made on the page the one before showed (a folder, then the page named like it, then the next
  // folder): one first load instead of one per click.
  await page.goto("/chat/home.html");
  for (const folder of ["autos", "agro", "autoparts", "real_estate"]) {
    for (const target of [`/anuncio/json/${folder}/`, `/anuncio/json/${folder}.html`]) {
      await hydrated(page);
      await followLinkTo(page, target);
      await expect(page).toHaveURL(target);
      await expect(page.locator("main h1").first()).toHaveText(pageAt(target)!.title);
    }
  }
});

test("a document carries its content and sidebar once, and hydrates with them in place", async ({ page, request }) => {
  const path = "/anuncio/api/import.html";
  const html = await (await request.get(path)).text();
  // A sentence of the content and a sidebar link: once each, not again in the hydration data.
  const sentence = /<p>([^<&"]{40,})<\/p>/.exec(pageAt(path)!.html)![1];
  expect(html.split(sentence).length - 1, sentence).toBe(1);
  expect(html.split('href="/chat/"').length - 1).toBe(1);
  // A closed folder's pages are not sent with every page; the folder is, and its pages come with the tree file when opened.
  expect(html).not.toContain('href="/chat/home.html"');

  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("main .doc-body")).toContainText(sentence.slice(0, 40));
  await expect(page.locator("#sidebar a[href='/chat/']")).toHaveCount(1);
  // Away and back by client-side navigation: the page comes back from its data.
  await (await sidebarLinkTo(page, "/chat/home.html")).dispatchEvent("click");
  await expect(page).toHaveURL(/\/chat\/home\.html$/);
  await page.goBack();
  await expect(page.locator("main .doc-body")).toContainText(sentence.slice(0, 40));
});

test("sitemap.xml lists every page's canonical URL", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of manifest.pages) expect(sitemap, page.path).toContain(`${page.path}</loc>`);
});

const SCREENING_BATCH = 8;

/** Encoded backslashes, slashes, `?`, `#` and NUL in every position: after "/", in runs of up to three, and inside a page's path. */
function screeningFuzz(): string[] {
  const pieces = ["%5C", "%5c", "%2F", "%2f", "%3F", "%23", "%00", "/", "x"];
  const paths = new Set<string>();
  const grow = (prefix: string, depth: number) => {
    for (const piece of pieces) {
      paths.add(prefix + piece);
      if (depth > 1) grow(prefix + piece, depth - 1);
    }
  };
  grow("/", 3);
  const page = "/chat/home.html";
  for (let at = 1; at <= page.length; at++) for (const piece of pieces.slice(0, 7)) paths.add(page.slice(0, at) + piece + page.slice(at));
  return [...paths];
}

test("path screening: encoded \\, /, ?, # and NUL anywhere get a 4xx or the page, never a 5xx or a Location off the site", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const verdict = async (path: string) => {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    const status = response.status();
    const location = response.headers().location ?? "";
    const offSite = status >= 300 && status < 400 && (!location.startsWith("/") || location.startsWith("//") || location.includes("\\"));
    return status >= 500 || offSite || status < 200 ? [`${path} → ${status} ${location}`] : [];
  };
  // A few at a time, as a crawler would send them: some 900 paths one after the other were most of this spec's time.
  const paths = screeningFuzz();
  const wrong: string[] = [];
  for (let at = 0; at < paths.length; at += SCREENING_BATCH) wrong.push(...(await Promise.all(paths.slice(at, at + SCREENING_BATCH).map(verdict))).flat());
  expect(wrong, wrong.join("\n")).toEqual([]);
});

test("in the browser, a path the router cannot take shows the portal's error page as it was sent, never 'Application Error'", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  for (const path of ["/%5C%2Fx", "/%5C%3Fx", "/%5C%23x", "/a%00b", "/chat/%5Chome.html"]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBeGreaterThanOrEqual(400);
    expect(response!.status(), path).toBeLessThan(500);
    await expect(page.locator("main h1").first(), path).toHaveText(/^(400|404) /);
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("Application Error"), path).toHaveCount(0);
    await expect(page.locator("main h1").first(), path).toHaveText(/^(400|404) /);
  }
  expect(errors).toEqual([]);
});
