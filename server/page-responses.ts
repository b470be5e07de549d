/**
 * Pages and their loader data (`<path>.data`, Remix's single fetch) as HTTP resources. The app is asked
 * for a GET; the answer gets a strong ETag (hash of its bytes) and is sent
 * compressed (brotli or gzip, as the client accepts), whole or as the one
 * byte range asked for. In production a page never changes while the server
 * runs, so each complete GET 200 of a plain page URL is kept in memory with
 * its compressed forms: later requests, conditional ones (304) and HEAD
 * (the same headers, no body) are answered from it. Nothing else is kept:
 * not HEAD answers, not errors, not URLs with other query strings, not the
 * route manifest lazy route discovery asks for.
 */
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The app's answer to a GET of this request's URL (see server/app.ts). */
export type RenderPage = (req: ExpressRequest, res: ExpressResponse) => Promise<Response>;

interface Representation {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

/**
 * Enough for every page of the portal and its data in all three encodings, and for most of a site of
 * 2,000 pages (sizes in bench/README.md). PORTAL_PAGE_CACHE_MB sets another bound.
 */
const MAX_BYTES = (Number(process.env.PORTAL_PAGE_CACHE_MB) || 256) * 1024 * 1024;
/** Headers that describe the bytes on the wire, set here for the form actually sent. */
const WIRE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "vary"]);

/**
 * What an answer depends on: the decoded path (the server screened out paths that do not decode,
 * server/requests.ts) and the loaders whose data is asked for (`?_routes=` on a `.data` URL; `?_data=` from
 * a page loaded before single fetch). Other query parameters change nothing.
 */
export function cacheKey(originalUrl: string): string | undefined {
  try {
    // Appended to the origin, not resolved against it: "//x" stays a path (resolved, it would be a host).
    const url = new URL(`http://localhost${originalUrl}`);
    // Lazy route discovery's answer (remix.config.js) depends on every path it names and on the build: not
    // kept, as it is a few hundred bytes made without a loader.
    if (url.pathname === "/__manifest") return undefined;
    const loaders = new URLSearchParams();
    for (const name of ["_data", "_routes"]) if (url.searchParams.has(name)) loaders.set(name, url.searchParams.get(name)!);
    return `${decodeURIComponent(url.pathname)}?${loaders}`;
  } catch {
    return undefined; // not kept: rendered each time
  }
}

/** Bytes held by an entry, the encodings it keeps included. */
const sizeOf = (rep: Representation) =>
  1 + rep.body.length + (rep.encoded.br?.length ?? 0) + (rep.encoded.gzip?.length ?? 0) + rep.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);

async function represent(response: Response): Promise<Representation> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !WIRE_HEADERS.has(name.toLowerCase()));
  return { status: response.status, headers, body, etag: `"${createHash("sha256").update(body).digest("base64url")}"`, encoded: {} };
}

function encode(rep: Representation, encoding: "br" | "gzip"): Buffer {
  return (rep.encoded[encoding] ??= encoding === "br" ? brotliCompressSync(rep.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(rep.body));
}

/** Each encoding is a representation of its own, with its own strong ETag (RFC 9110 §8.8.3). */
const etagOf = (rep: Representation, encoding?: "br" | "gzip") => (encoding ? rep.etag.replace(/"$/, `-${encoding}"`) : rep.etag);

/**
 * If-None-Match names a version the client has, in any encoding (weak comparison,
 * RFC 9110 §13.1.2). Unlike Express's req.fresh, a request's `Cache-Control:
 * no-cache` does not prevent the 304: fetch() adds it to every conditional request.
 */
function clientHasIt(req: ExpressRequest, rep: Representation): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const mine = new Set([etagOf(rep), etagOf(rep, "br"), etagOf(rep, "gzip")]);
  return header.trim() === "*" || header.split(",").some((tag) => mine.has(tag.trim().replace(/^W\//, "")));
}

function send(req: ExpressRequest, res: ExpressResponse, rep: Representation) {
  res.status(rep.status);
  for (const [name, value] of rep.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  const complete = rep.status >= 200 && rep.status < 300;
  const accepted = req.acceptsEncodings("br", "gzip", "identity");
  const encoding = accepted === "br" || accepted === "gzip" ? accepted : undefined;
  if (complete && clientHasIt(req, rep)) {
    res.setHeader("ETag", etagOf(rep, encoding));
    return void res.status(304).end();
  }

  const range = complete && req.headers.range && (!req.headers["if-range"] || req.headers["if-range"] === rep.etag) ? req.range(rep.body.length) : undefined;
  if (range === -1) {
    res.setHeader("Content-Range", `bytes */${rep.body.length}`);
    return void res.status(416).end();
  }
  res.setHeader("Accept-Ranges", "bytes");
  let body = rep.body;
  if (Array.isArray(range) && range.type === "bytes" && range.length === 1) {
    // A range is of the uncompressed bytes; several ranges are answered with the whole page (allowed by RFC 9110).
    const [{ start, end }] = range;
    res.status(206).setHeader("Content-Range", `bytes ${start}-${end}/${rep.body.length}`);
    if (complete) res.setHeader("ETag", etagOf(rep));
    body = rep.body.subarray(start, end + 1);
  } else {
    if (complete) res.setHeader("ETag", etagOf(rep, encoding));
    if (encoding) {
      res.setHeader("Content-Encoding", encoding);
      body = encode(rep, encoding);
    }
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

export function pageResponses({ render, keep, maxBytes = MAX_BYTES }: { render: RenderPage; keep: boolean; maxBytes?: number }) {
  const kept = new LRUCache<string, Representation>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const key = cacheKey(req.originalUrl);
      const reading = req.method === "GET" || req.method === "HEAD";
      let rep = reading && key ? kept.get(key) : undefined;
      if (!rep) {
        rep = await represent(await render(req, res));
        if (keep && key && req.method === "GET" && rep.status === 200) {
          // Both compressed forms now, so the entry's size is known when it is counted.
          encode(rep, "br");
          encode(rep, "gzip");
          kept.set(key, rep);
        }
      }
      send(req, res, rep);
    } catch (error) {
      next(error);
    }
  };
}
