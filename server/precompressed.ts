/**
 * The brotli the build wrote beside each script and style sheet
 * (core/precompress-assets.ts), sent instead of the file to a browser that
 * accepts `br`, as nginx's `brotli_static` does (deploy/nginx): quality 11
 * costs nothing per request this way. Other clients get the file as before
 * (gzipped by the compression middleware where the host has one). Either
 * answer says `Vary: Accept-Encoding`, so a cache keeps one per encoding.
 */
import type { RequestHandler, Response } from "express";
import { existsSync, readdirSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import { PRECOMPRESSED } from "../core/precompress-assets";

/**
 * How the handler learns which files have a `.br`: "at-start" lists them once (production: the build the
 * server started with never changes under it, server/public-snapshot.ts), so a request costs no disk look-up;
 * "per-request" looks each time (development rebuilds public/build while the server runs).
 */
export type BrotliListing = "at-start" | "per-request";

/** The `.br` files under `root`, by absolute path. */
function brotliFilesUnder(root: string): Set<string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile() && e.name.endsWith(".br")).map((e) => join(e.parentPath, e.name)));
}

/** The file under `root` that `urlPath` names, if it is one the build compresses (never outside `root`). */
function compressibleFile(root: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined; // not a path a file can have: the host's own 400 or 404
  }
  if (path.includes("\0") || !PRECOMPRESSED.test(path)) return undefined;
  const file = resolve(join(root, path));
  return file.startsWith(root + sep) ? file : undefined;
}

/**
 * Serves `<file>.br` from `rootDir` for a GET or HEAD that accepts br; `setHeaders` gives the answer the
 * headers the plain file would have (caching, Content-Type), called with the plain file's path.
 */
export function precompressedBrotli(
  rootDir: string,
  setHeaders: (res: Response, file: string) => void,
  listing: BrotliListing = "per-request",
): RequestHandler {
  const root = resolve(rootDir);
  const listed = listing === "at-start" && existsSync(root) ? brotliFilesUnder(root) : undefined;
  const hasBrotli = listed ? (br: string) => listed.has(br) : existsSync;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = compressibleFile(root, req.path);
    if (!file || !hasBrotli(`${file}.br`)) return next();
    res.vary("Accept-Encoding");
    if (!req.acceptsEncodings("br")) return next();
    setHeaders(res, file);
    if (!res.getHeader("Content-Type")) res.type(extname(file));
    res.setHeader("Content-Encoding", "br");
    res.sendFile(`${file}.br`, { dotfiles: "allow", acceptRanges: false }, (error) => error && next());
  };
}
