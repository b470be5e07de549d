/**
 * sitemap.xml with every page's canonical URL and the date the page shows
 * (`lastmod`: page.data.lastUpdated, from git), written by the `sitemap`
 * library, and robots.txt, which points crawlers to it: both served by the
 * SSR server and written into the export.
 */
import { definePlugin, oncePer } from "../core/plugin";
import type { SiteConfig } from "../core/site-config";
import type { PageFacts } from "../core/types";

/** The page's date as the page shows it (last-updated.ts), when it has one. */
const lastmodOf = (page: PageFacts) => (typeof page.data.lastUpdated === "string" ? { lastmod: page.data.lastUpdated } : {});

export async function sitemapXml(pages: readonly PageFacts[], config: SiteConfig): Promise<string> {
  // Loaded when a sitemap is written: a content build never needs it.
  const { SitemapStream, streamToPromise } = await import("sitemap");
  const sitemap = new SitemapStream({ hostname: config.siteUrl, xmlns: { news: false, xhtml: false, image: false, video: false } });
  const listed = pages.filter((p) => !p.frontmatter.noindex).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const page of listed) sitemap.write({ url: page.path, ...lastmodOf(page) });
  sitemap.end();
  return (await streamToPromise(sitemap)).toString();
}

/** Everything may be crawled; the sitemap lists the pages. */
export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", config.siteUrl).href}\n`;
}

// Built once per set of pages (the server's manifest), not per request.
const served = oncePer(sitemapXml);

export default definePlugin({
  name: "sitemap",
  servedPaths: ["/sitemap.xml", "/robots.txt"],
  async onRequest(url, { pages, config }) {
    if (url.pathname === "/robots.txt") return new Response(robotsTxt(config), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
    if (url.pathname !== "/sitemap.xml") return;
    return new Response(await served(pages, config), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
  },
  async afterExport({ config, pages, writeFile }) {
    writeFile("sitemap.xml", await sitemapXml(pages, config));
    writeFile("robots.txt", robotsTxt(config));
  },
});
