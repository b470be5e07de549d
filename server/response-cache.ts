/**
 * Production only: a page's response never changes while the server runs, so
 * the first successful answer for a URL is kept, already compressed with
 * gzip and brotli, and later requests are served from memory. Only GET
 * documents and their `?_data=` twins are kept, and at most MAX_ENTRIES URLs.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

const MAX_ENTRIES = 1000;

interface Entry {
  status: number;
  headers: [string, string][];
  gzip: Buffer;
  br: Buffer;
}

/** Remix renders into res through the wrapped handler; we capture the body it sends. */
export function responseCache(handler: RequestHandler): RequestHandler {
  const entries = new Map<string, Entry>();

  const send = (req: Request, res: Response, entry: Entry) => {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = req.acceptsEncodings("br", "gzip");
    if (encoding === "br" || encoding === "gzip") {
      res.setHeader("Content-Encoding", encoding);
      res.end(req.method === "HEAD" ? undefined : encoding === "br" ? entry.br : entry.gzip);
    } else {
      res.end(req.method === "HEAD" ? undefined : gunzipSync(entry.gzip));
    }
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
    const cacheable = (req.method === "GET" || req.method === "HEAD") && (query === "" || /^_data=[\w%./$-]+$/.test(query));
    if (!cacheable) return handler(req, res, next);
    const hit = entries.get(req.originalUrl);
    if (hit) return send(req, res, hit);

    // Capture what the handler writes, then store and send it ourselves.
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = ((chunk: any) => (chunks.push(Buffer.from(chunk)), true)) as typeof res.write;
    res.end = ((chunk?: any) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      if (res.statusCode !== 200 || res.getHeader("Content-Encoding")) return end(body);
      const entry: Entry = {
        status: 200,
        headers: Object.entries(res.getHeaders())
          .filter(([name]) => name !== "content-length")
          .map(([name, value]) => [name, String(value)]),
        gzip: gzipSync(body),
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(req.originalUrl, entry);
      send(req, res, entry);
      return res;
    }) as typeof res.end;
    return handler(req, res, next);
  };
}
