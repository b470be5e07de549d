/**
 * The brotli the build wrote beside each script and style sheet
 * (core/precompress-assets.ts), sent instead of the file to a browser that
 * accepts `br`, as nginx's `brotli_static` does (deploy/nginx): quality 11
 * costs nothing per request this way. Other clients get the file as before
 * (gzipped by the compression middleware where the host has one). Either
 * answer says `Vary: Accept-Encoding`, so a cache keeps one per encoding.
 */
import type { RequestHandler, Response } from "express";
import { existsSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import { PRECOMPRESSED } from "../core/precompress-assets";

/** The `.br` beside the file `urlPath` names under `root`, if there is one (never outside `root`). */
function brotliOf(root: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined; // not a path a file can have: the host's own 400 or 404
  }
  if (path.includes("\0") || !PRECOMPRESSED.test(path)) return undefined;
  const file = resolve(join(root, path));
  if (!file.startsWith(root + sep)) return undefined;
  return existsSync(`${file}.br`) ? `${file}.br` : undefined;
}

/**
 * Serves `<file>.br` from `rootDir` for a GET or HEAD that accepts br; `setHeaders` gives the answer the
 * headers the plain file would have (caching, Content-Type), called with the plain file's path.
 */
export function precompressedBrotli(rootDir: string, setHeaders: (res: Response, file: string) => void): RequestHandler {
  const root = resolve(rootDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const brotli = brotliOf(root, req.path);
    if (!brotli) return next();
    res.vary("Accept-Encoding");
    if (!req.acceptsEncodings("br")) return next();
    const file = brotli.slice(0, -".br".length);
    setHeaders(res, file);
    if (!res.getHeader("Content-Type")) res.type(extname(file));
    res.setHeader("Content-Encoding", "br");
    res.sendFile(brotli, { dotfiles: "allow", acceptRanges: false }, (error) => error && next());
  };
}
