/**
 * `npm run export`: prerenders the production build into dist/, a folder any
 * static host can serve unchanged (no rewrite rules):
 *   x.html and x/index.html for every page, dir/index.html for folders,
 *   _data/<path>.json for client-side navigation (see app/static-export.ts),
 *   404.html, a redirect page for every /x.md, sitemap.xml, hashed assets.
 * Pages are rendered by one process per core (`--shard i/n`), each asking the
 * built app for its share of the pages.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { STATIC_EXPORT_ATTR, staticDataPath } from "../app/static-export";
import { paths } from "../core/paths";
import { runHook } from "../core/plugin";
import type { Page, SiteManifest } from "../core/types";
import { siteConfig } from "../site.config";

const p = paths();
process.env.NODE_ENV = "production";
const readManifest = (): SiteManifest => JSON.parse(readFileSync(p.manifest, "utf8"));

function writer(outDir: string) {
  return (relativePath: string, contents: string | Buffer) => {
    const file = join(outDir, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contents);
  };
}

async function appHandler() {
  const build = (await import(pathToFileURL(p.remixServerBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return {
    async html(pathname: string, expected: number) {
      const response = await handle(new Request(`http://localhost${pathname}`));
      if (response.status !== expected) throw new Error(`export: ${pathname} answered ${response.status}`);
      return (await response.text()).replace("<html ", `<html ${STATIC_EXPORT_ATTR} `);
    },
    async data(pathname: string) {
      const routeId = pathname === "/" ? "routes/_index" : "routes/$";
      return (await handle(new Request(`http://localhost${pathname}?_data=${encodeURIComponent(routeId)}`))).text();
    },
  };
}

const isFolder = (page: Page) => page.path.endsWith("/");

/** Renders every n-th page starting at `index`. */
async function exportShard(index: number, count: number, outDir: string) {
  const app = await appHandler();
  const write = writer(outDir);
  const all = readManifest().pages;
  const folders = new Set(all.filter(isFolder).map((f) => f.path));
  const pages = all.filter((_, i) => i % count === index);
  for (const page of pages) {
    const [html, data] = await Promise.all([app.html(page.path, 200), app.data(page.path)]);
    if (isFolder(page)) {
      write(`${page.path}index.html`, html);
    } else {
      const bare = page.path.slice(0, -".html".length);
      write(page.path, html);
      // Where a page and a folder share a name (autos.html and autos/), dir/index.html belongs to the folder.
      if (!folders.has(`${bare}/`)) write(`${bare}/index.html`, html);
      write(staticDataPath(bare), data);
    }
    write(staticDataPath(page.path), data);
  }
}

function runShards(count: number, outDir: string) {
  const script = fileURLToPath(import.meta.url);
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", script, "--shard", `${i}/${count}`, outDir], { stdio: "inherit", env: process.env });
        child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`export shard ${i} failed (${code})`))));
      }),
    ),
  );
}

export async function exportSite(outDir = p.exportDir, shards = Math.max(1, availableParallelism())) {
  const manifest = readManifest();
  const write = writer(outDir);
  rmSync(outDir, { recursive: true, force: true });
  cpSync(p.publicDir, outDir, { recursive: true });
  if (p.contentRoot !== p.root && existsSync(p.contentAssets)) cpSync(p.contentAssets, join(outDir, "build", "content"), { recursive: true });

  await runShards(shards, outDir);
  write("404.html", await (await appHandler()).html("/404.html", 404));

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
    const shardArg = process.argv.indexOf("--shard");
    if (shardArg > 0) {
      const [index, count] = process.argv[shardArg + 1].split("/").map(Number);
      await exportShard(index, count, process.argv[shardArg + 2]);
    } else {
      const count = await exportSite();
      console.log(`export: ${count} pages into ${p.exportDir} in ${Math.round(performance.now() - started)} ms`);
    }
    process.exit(0); // the Remix build keeps timers alive; the work is done
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
