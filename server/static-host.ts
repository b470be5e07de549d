/**
 * `npm run preview` and the e2e tests of the export: dist/ served the way a
 * plain static host or CDN serves it (express.static, that is serve-static),
 * with no rewrite rules: a file as it is, a folder by its index.html, /x by
 * x.html (as most hosts and deploy/nginx/ do), anything else 404.html with
 * status 404 (whole: a range asks for part of a file that is not there).
 * Only GET and HEAD read files; OPTIONS says so, other methods get 405.
 * Hashed assets are cached for a year, everything else revalidated. A script
 * or style sheet goes as the brotli the build wrote beside it to a browser that
 * accepts br, as CDNs and deploy/nginx send it (server/precompressed.ts).
 */
import express, { type Response } from "express";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { IMMUTABLE, isHashedAsset } from "../core/hashed-assets";
import { precompressedBrotli } from "./precompressed";

export function serveStatic(rootDir: string, port: number) {
  const root = resolve(rootDir);
  const notFound = join(root, "404.html");
  const app = express();
  app.disable("x-powered-by");
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    res.setHeader("Allow", "GET, HEAD");
    if (req.method === "OPTIONS") return void res.status(204).end();
    res.status(405);
    if (existsSync(join(root, "405.html"))) res.sendFile(join(root, "405.html"), { acceptRanges: false });
    else res.type("text/plain").send("405");
  });
  const setHeaders = (res: Response, file: string) => {
    res.setHeader("Cache-Control", isHashedAsset(file) ? IMMUTABLE : "no-cache");
    // As hosts write it; serve-static would name the charset "UTF-8" and give XML none.
    const type = express.static.mime.lookup(file);
    res.setHeader("Content-Type", /^(text\/|application\/(json|xml|javascript))/.test(type) ? `${type}; charset=utf-8` : type);
  };
  // /.well-known/ (RFC 8615: security.txt) is the one dot folder hosts serve; every other dotfile stays hidden.
  app.use("/.well-known", express.static(join(root, ".well-known"), { redirect: false, dotfiles: "ignore", setHeaders }));
  app.use(precompressedBrotli(root, setHeaders));
  app.use(express.static(root, { extensions: ["html"], redirect: false, dotfiles: "ignore", setHeaders }));
  // A folder asked for without its slash (/chat, /x.md for a redirect page) answers with its index.html, like most hosts.
  app.use((req, res, next) => {
    let index: string;
    try {
      index = join(decodeURIComponent(req.path), "index.html");
    } catch {
      return next(); // not a path a file can have: the 404 below
    }
    if (index.includes("\0") || !existsSync(join(root, index))) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index, { root, dotfiles: "ignore" }, (error) => error && next());
  });
  app.use((_req, res) => {
    res.status(404).setHeader("Cache-Control", "no-cache");
    if (existsSync(notFound)) res.sendFile(notFound, { acceptRanges: false });
    else res.type("text/plain").send("404");
  });
  // A malformed path (bad percent-encoding) is the host's 400, with the portal's page when there is one.
  app.use(((error, _req, res, _next) => {
    res.status(Number(error?.status) || 500);
    if (existsSync(notFound)) res.sendFile(notFound, { acceptRanges: false });
    else res.type("text/plain").send(String(res.statusCode));
  }) as express.ErrorRequestHandler);
  return app.listen(port, "127.0.0.1", () => console.log(`export em http://127.0.0.1:${port}`));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) serveStatic(process.argv[2] ?? "dist", Number(process.env.PORT) || 3000);
