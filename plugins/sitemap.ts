/**
 * sitemap.xml with every page's canonical URL and the date the page shows
 * (`lastmod`: page.data.lastUpdated, from git), written by the `sitemap`
 * library, and robots.txt, which points crawlers to it: both emitted by the
 * build, served by the SSR server and copied into the export.
 */
import { definePlugin } from "../core/plugin";
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

export default definePlugin({
  name: "sitemap",
  async siteBuilt({ config, pages, emitFile }) {
    emitFile("/sitemap.xml", await sitemapXml(pages, config), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
    emitFile("/robots.txt", robotsTxt(config), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  },
});
