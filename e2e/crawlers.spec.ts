/**
 * What search engines read: robots.txt pointing to the sitemap, the sitemap
 * with each page's date, and one canonical URL for a page however it is
 * reached (/x, /x.html; a folder's /dir/ and /dir).
 */
import { expect, test } from "@playwright/test";
import { siteConfig } from "../site.config";

test("robots.txt lets crawlers in and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
});

test("the sitemap gives each page the date the page shows", async ({ request, page }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entry = xml.match(/<url><loc>[^<]*\/anuncio\/api\/openapi\.html<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/);
  expect(entry, "the OpenAPI page with its lastmod").not.toBeNull();
  await page.goto("/anuncio/api/openapi.html");
  // The page shows the same day (its <time datetime> carries the instant).
  const shown = await page.locator(".doc-body time[datetime], time[datetime]").first().getAttribute("datetime");
  expect(shown && new Date(shown).toISOString().slice(0, 10)).toBe(new Date(entry![1]).toISOString().slice(0, 10));
});

test("a page has one canonical URL, at .html, however it is reached", async ({ request }) => {
  const canonicalOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1];
  };
  const expected = `${siteConfig.siteUrl}/anuncio/api/openapi.html`;
  expect(await canonicalOf("/anuncio/api/openapi.html")).toBe(expected);
  expect(await canonicalOf("/anuncio/api/openapi")).toBe(expected);
  expect(await canonicalOf("/anuncio/")).toBe(`${siteConfig.siteUrl}/anuncio/`);
  expect(await canonicalOf("/anuncio")).toBe(`${siteConfig.siteUrl}/anuncio/`);
});
