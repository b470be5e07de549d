/**
 * The Content-Security-Policy of every response. Scripts run only from this
 * origin, from configured third-party origins, or inline when the document
 * lists the script's SHA-256: the before-paint script, plugins' head scripts
 * and Remix's hydration scripts differ per page, so each document carries the
 * hashes of its own inline scripts (hashes, not a nonce, because a document
 * is cached by the server and prerendered into the export unchanged).
 */
import { createHash } from "node:crypto";
import type { SiteConfig } from "../../core/site-config";

/**
 * What a page may call besides its own origin: the local sandbox the "Testar"
 * panel of an endpoint block sends to (app/components/try-it/send.ts, which
 * refuses any other host), on whichever port the reader started it. The
 * marketplace's own hosts are not listed: the panel does not send to them.
 */
export const TRY_IT_ORIGINS = ["http://127.0.0.1:*", "http://localhost:*"];

/** Origins of the configured third-party scripts (none unless configured). */
export const thirdPartyOrigins = (config: Pick<SiteConfig, "thirdParty">): string[] =>
  Object.values(config.thirdParty)
    .filter((src): src is string => Boolean(src))
    .map((src) => new URL(src).origin);

/** `'sha256-…'` of every inline (src-less) script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs) || body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy as a header value. `forMeta` leaves out what a <meta> element
 * may not carry (frame-ancestors), for the static export, where no server
 * sets headers.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  thirdParty = [],
  forMeta = false,
}: {
  scriptHashes?: string[];
  thirdParty?: string[];
  forMeta?: boolean;
}): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...thirdParty],
    ["script-src-attr", "'none'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...TRY_IT_ORIGINS, ...thirdParty],
    ["frame-src", "'self'", "https:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ...(forMeta ? [] : ([["frame-ancestors", "'self'"]] as [string, ...string[]][])),
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}
