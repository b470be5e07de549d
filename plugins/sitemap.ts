/** sitemap.xml with every page's canonical URL (the `sitemap` library writes it): served by the SSR server and written into the export. */
import { definePlugin, oncePer } from "../core/plugin";
import type { SiteConfig } from "../core/site-config";
import type { PageFacts } from "../core/types";

export async function sitemapXml(pages: readonly PageFacts[], config: SiteConfig): Promise<string> {
  // Loaded when a sitemap is written: a content build never needs it.
  const { SitemapStream, streamToPromise } = await import("sitemap");
  const sitemap = new SitemapStream({ hostname: config.siteUrl, xmlns: { news: false, xhtml: false, image: false, video: false } });
  for (const path of pages.filter((p) => !p.frontmatter.noindex).map((p) => p.path).sort()) sitemap.write({ url: path });
  sitemap.end();
  return (await streamToPromise(sitemap)).toString();
}

// Built once per set of pages (the server's manifest), not per request.
const served = oncePer(sitemapXml);

export default definePlugin({
  name: "sitemap",
  async onRequest(url, { pages, config }) {
    if (url.pathname !== "/sitemap.xml") return;
    return new Response(await served(pages, config), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
  },
  async afterExport({ config, pages, writeFile }) {
    writeFile("sitemap.xml", await sitemapXml(pages, config));
  },
});
