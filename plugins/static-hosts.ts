/**
 * Files that tell static hosts reading them (Netlify, Cloudflare Pages) how
 * to answer, written into the export:
 *  - `_redirects`: every `/x.md` → `/x.html` (301);
 *  - `_headers`: the security headers on everything, and a year's cache for
 *    each hashed asset by name (a `/build/*` rule would also catch the search
 *    index, which keeps its name and must be revalidated). HTML and other
 *    files keep the hosts' default: revalidated with an ETag.
 * deploy/nginx/ does the same for nginx (README, "Deploy").
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { IMMUTABLE, isHashedAsset } from "../core/hashed-assets";
import { definePlugin } from "../core/plugin";

/** The same as deploy/nginx/security-headers.conf. */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "SAMEORIGIN",
  "Content-Security-Policy": "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  // Browsers heed it over HTTPS only: a host serving plain HTTP is unaffected.
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // The portal uses none of these; a third-party script on it cannot either.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

export function headersFile(hashedAssetPaths: string[]): string {
  const rule = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return [rule("/*", SECURITY_HEADERS), ...hashedAssetPaths.sort().map((path) => rule(path, { "Cache-Control": IMMUTABLE }))].join("\n") + "\n";
}

export default definePlugin({
  name: "static-hosts",
  afterExport({ outDir, redirects, writeFile }) {
    writeFile("_redirects", redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join("\n") + "\n");
    const build = join(outDir, "build");
    const hashed = (readdirSync(build, { recursive: true }) as string[]).filter(isHashedAsset).map((file) => `/${relative(outDir, join(build, file))}`);
    writeFile("_headers", headersFile(hashed));
  },
});
