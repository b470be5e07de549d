/** Writes sitemap.xml into the static export: one entry per page, canonical URLs. */
import { definePlugin } from "../core/plugin";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export default definePlugin({
  name: "sitemap",
  afterExport({ config, pages, writeFile }) {
    const urls = pages
      .filter((p) => !p.frontmatter.noindex)
      .map((p) => `  <url><loc>${escapeXml(new URL(p.path, config.siteUrl).href)}</loc></url>`)
      .sort();
    writeFile("sitemap.xml", `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
  },
});
