/**
 * The files plugins emitted at build time (sitemap.xml, openapi.json, the
 * feed, the package tarballs; core/emitted-files.ts), answered from the
 * build's output with the headers the plugin gave each. Files only static
 * hosts read (`_headers`, `_redirects`) are not served. Production reads the
 * index once; development, whose index changes with every in-process
 * rebuild, on every request.
 */
import type { RequestHandler } from "express";
import { join } from "node:path";
import { readEmittedIndex, type EmittedIndex } from "../core/emitted-files";

export function emittedFiles(dir: string, { reread = false } = {}): RequestHandler {
  let index: EmittedIndex | undefined;
  return (req, res, next) => {
    if (reread || !index) index = readEmittedIndex(dir);
    const entry = Object.hasOwn(index, req.path) ? index[req.path] : undefined;
    if (!entry?.ssr) return next();
    // Set before sending: the file server keeps a Content-Type or Cache-Control already there.
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.sendFile(join(dir, req.path), { dotfiles: "allow" }, (error) => error && next(error));
  };
}
