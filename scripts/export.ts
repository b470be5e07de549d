/**
 * `npm run export`: prerenders the production build into dist/, a folder any
 * static host can serve unchanged (no rewrite rules):
 *   x.html and x/index.html for every page, dir/index.html for folders,
 *   _data/<path>.json for client-side navigation (see app/static-export.ts),
 *   404.html, a redirect page for every /x.md, sitemap.xml, hashed assets.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { runHook } from "../core/plugin";
import { paths } from "../core/paths";
import type { Page, SiteManifest } from "../core/types";
import { STATIC_EXPORT_ATTR, staticDataPath } from "../app/static-export";
import { siteConfig } from "../site.config";

const p = paths();
process.env.NODE_ENV = "production";

export async function exportSite(outDir = p.exportDir) {
  const build = (await import(pathToFileURL(p.remixServerBuild).href)) as ServerBuild;
  const manifest: SiteManifest = JSON.parse(readFileSync(p.manifest, "utf8"));
  const handle = createRequestHandler(build, "production");
  const write = (relativePath: string, contents: string | Buffer) => {
    const file = join(outDir, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contents);
  };
  const fetchPage = async (pathname: string, expected: number) => {
    const response = await handle(new Request(`http://localhost${pathname}`));
    if (response.status !== expected) throw new Error(`export: ${pathname} answered ${response.status}`);
    return (await response.text()).replace("<html ", `<html ${STATIC_EXPORT_ATTR} `);
  };
  const fetchData = async (pathname: string) => {
    const routeId = pathname === "/" ? "routes/_index" : "routes/$";
    const response = await handle(new Request(`http://localhost${pathname}?_data=${encodeURIComponent(routeId)}`));
    return response.text();
  };

  rmSync(outDir, { recursive: true, force: true });
  cpSync(p.publicDir, outDir, { recursive: true });
  if (p.contentRoot !== p.root && existsSync(p.contentAssets)) cpSync(p.contentAssets, join(outDir, "build", "content"), { recursive: true });

  // Folders after pages: where a page and a folder share a name (autos.html
  // and autos/), dir/index.html belongs to the folder.
  const isFolder = (page: Page) => page.path.endsWith("/");
  const ordered = [...manifest.pages].sort((a, b) => Number(isFolder(a)) - Number(isFolder(b)));
  for (const page of ordered) {
    const html = await fetchPage(page.path, 200);
    const data = await fetchData(page.path);
    if (isFolder(page)) {
      write(`${page.path}index.html`, html);
      write(staticDataPath(page.path), data);
    } else {
      const bare = page.path.slice(0, -".html".length);
      write(page.path, html);
      write(`${bare}/index.html`, html);
      write(staticDataPath(page.path), data);
      write(staticDataPath(bare), data);
    }
  }
  write("404.html", await fetchPage("/404.html", 404));

  for (const r of manifest.redirects) {
    // A folder named x.md holding index.html: plain static servers answer /x.md with it.
    write(`${r.from}/index.html`, redirectPage(r.to));
  }
  write("_redirects", manifest.redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join("\n") + "\n");

  await runHook(siteConfig.plugins, "afterExport", {
    config: siteConfig,
    outDir,
    pages: manifest.pages,
    redirects: manifest.redirects,
    writeFile: write,
  });
  return manifest.pages.length;
}

const redirectPage = (to: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Redirecionando…</title>` +
  `<meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}">` +
  `<script>location.replace(${JSON.stringify(to)}+location.hash)</script></head>` +
  `<body><p>Esta página mudou para <a href="${to}">${to}</a>.</p></body></html>\n`;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  try {
    const count = await exportSite();
    console.log(`export: ${count} pages into ${p.exportDir} in ${Math.round(performance.now() - started)} ms`);
    process.exit(0); // the Remix build keeps timers alive; the export is done
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
