/**
 * `npm run preview` and the e2e tests of the export: dist/ served the way a
 * plain static host or CDN serves it (sirv), with no rewrite rules: a file
 * as it is, a folder by its index.html, anything else 404.html with status
 * 404. Hashed assets are cached for a year, everything else revalidated.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import sirv from "sirv";
import { IMMUTABLE, isHashedAsset } from "../core/hashed-assets";

export function serveStatic(rootDir: string, port: number) {
  const root = resolve(rootDir);
  const notFound = join(root, "404.html");
  const files = sirv(root, {
    dev: false,
    etag: true,
    dotfiles: false,
    // Like most hosts (and deploy/nginx/), /x finds x.html, else x/index.html.
    extensions: ["html"],
    setHeaders: (res, pathname) => res.setHeader("Cache-Control", isHashedAsset(pathname) ? IMMUTABLE : "no-cache"),
  });
  return createServer((req, res) => {
    // A folder URL is its index.html (sirv would try the page "x.html" before "x/index.html").
    if (req.url?.split("?")[0].endsWith("/")) req.url = req.url.replace(/\/(\?|$)/, "/index.html$1");
    files(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
      res.end(existsSync(notFound) ? readFileSync(notFound) : "404");
    });
  }).listen(port, "127.0.0.1", () => console.log(`export em http://127.0.0.1:${port}`));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) serveStatic(process.argv[2] ?? "dist", Number(process.env.PORT) || 3000);
