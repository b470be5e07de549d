/**
 * First-load JavaScript of a docs page: every script and modulepreload the
 * exported HTML references, gzipped (level 9, as a CDN would serve it).
 * Lazily imported chunks (search) are listed apart: they are not first load.
 * Needs `npm run build && npm run export`. Usage: npm run bench:js [-- /path.html]
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = join(process.cwd(), "dist");
const pagePath = process.argv[2] ?? "/anuncio/api/import.html";
const html = readFileSync(join(dist, pagePath), "utf8");
const urls = new Set(
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g), ...html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)]
    .map((m) => m[1])
    .filter((u) => u.startsWith("/")),
);
let total = 0;
console.log(`first-load JavaScript of ${pagePath}:`);
for (const url of [...urls].sort()) {
  const size = gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${url}`);
}
console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  total (gzipped), target <= 85 KB`);

const loaded = new Set([...urls].map((u) => u.split("/").pop()));
const lazy = readdirSync(join(dist, "build"), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".js") && !loaded.has(e.name))
  .map((e) => ({ name: join(e.parentPath, e.name).slice(dist.length), size: gzipSync(readFileSync(join(e.parentPath, e.name))).length }));
if (lazy.length) {
  console.log("not loaded on first load (lazy chunks, other routes):");
  for (const l of lazy) console.log(`  ${(l.size / 1024).toFixed(1).padStart(6)} KB  ${l.name}`);
}
