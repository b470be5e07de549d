/** sitemap.xml with every page's canonical URL: served by the SSR server and written into the export. */
import { definePlugin } from "../core/plugin";
import type { Page } from "../core/types";
import type { SiteConfig } from "../core/site-config";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(pages: readonly Page[], config: SiteConfig): string {
  const urls = pages
    .filter((p) => !p.frontmatter.noindex)
    .map((p) => `  <url><loc>${escapeXml(new URL(p.path, config.siteUrl).href)}</loc></url>`)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

const served = new WeakMap<readonly Page[], string>();

export default definePlugin({
  name: "sitemap",
  onRequest(url, { pages, config }) {
    if (url.pathname !== "/sitemap.xml") return;
    // Built once per set of pages (the server's manifest), not per request.
    let xml = served.get(pages);
    if (xml === undefined) served.set(pages, (xml = sitemapXml(pages, config)));
    return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
  },
  afterExport({ config, pages, writeFile }) {
    writeFile("sitemap.xml", sitemapXml(pages, config));
  },
});
