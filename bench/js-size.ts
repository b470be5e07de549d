/**
 * First-load JavaScript as Lighthouse counts it (issue 31 item 4): every
 * script the browser fetches for a page until the page is idle, with the
 * bytes it transferred (headers and gzipped body), not what the HTML names.
 * "Idle" is Lighthouse's own end of a navigation: the load event, then no
 * request in flight for NETWORK_QUIET_MS. So the code the app loads "when
 * the browser is idle" (the interactions, the search box, a page's islands)
 * counts here as it does in Lighthouse's `resource-summary`; what only a
 * reader's action loads (the search engine and index, a closed "Testar"
 * panel) does not.
 * Headless Chromium with Lighthouse's mobile screen, no cache, against the
 * export (`npm run build && npm run export` first) served as deploy/nginx
 * serves it (bench/lib/serve-export.ts): the build's brotli (quality 11) of a
 * script to a browser that accepts br, else gzip level 6. Chromium sends
 * `Accept-Encoding: br` to 127.0.0.1 as to any HTTPS origin (a secure context),
 * so the bytes are a reader's over HTTPS; each script's encoding is printed.
 * With `--https`, the export on Debian's nginx with deploy/nginx over HTTPS
 * and HTTP/2 instead (bench/lib/serve-nginx-https.ts): what a reader of a real
 * deployment fetches, headers compressed by HTTP/2.
 * On BENCH_PORT (default 5070).
 * Usage: npm run bench:js [-- /page.html,/other.html] [--https]  (default: four representative pages)
 */
import { chromium, type Browser, type Request } from "@playwright/test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveExport } from "./lib/serve-export";
import { serveNginxHttps } from "./lib/serve-nginx-https";
import { REPRESENTATIVE_PAGES } from "./lib/representative-pages";
import { kb, load } from "./lib/stats";

/** Lighthouse 12's network-quiet window without simulated throttling (core/config/constants.js): the strictest it uses. */
const NETWORK_QUIET_MS = 5250;
const TARGET_BYTES = 85 * 1024;
/** Lighthouse's mobile screen (moto g power). */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const dist = join(process.cwd(), "dist");
const port = Number(process.env.BENCH_PORT ?? 5070);
const https = process.argv.includes("--https");
const pageArg = process.argv.slice(2).find((arg) => arg.startsWith("/"));
const pages = pageArg ? pageArg.split(",") : REPRESENTATIVE_PAGES;
const origin = `${https ? "https" : "http"}://127.0.0.1:${port}`;
if (!existsSync(join(dist, "index.html"))) throw new Error("bench:js needs the export: run `npm run build && npm run export` first");

interface ScriptFetch {
  url: string;
  bytes: number;
  /** Content-Encoding as served: br, gzip or identity. */
  encoding: string;
  afterLoad: boolean;
}

const isScript = (request: Request) => request.resourceType() === "script" || /\.m?js(\?|$)/.test(request.url());

/** Every script fetched for `path` until the network has been quiet for NETWORK_QUIET_MS after the load event. */
async function scriptsUntilIdle(browser: Browser, path: string): Promise<ScriptFetch[]> {
  const context = await browser.newContext({ ...MOBILE, ignoreHTTPSErrors: https });
  const page = await context.newPage();
  const fetched: Promise<ScriptFetch>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  let loaded = false;
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on("request", (request) => {
    inFlight++;
    lastActivity = Date.now();
    if (!isScript(request)) return;
    const afterLoad = loaded;
    fetched.push(request.response().then(async () => ({ url: request.url(), afterLoad, ...(await transferred(request)) })));
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  try {
    const response = await page.goto(`${origin}${path}`, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
    loaded = true;
    lastActivity = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < NETWORK_QUIET_MS) await page.waitForTimeout(100);
    return await Promise.all(fetched);
  } finally {
    await context.close();
  }
}

/** What crossed the network for a request: response headers and the body as sent (compressed), and how it was compressed. */
async function transferred(request: Request): Promise<{ bytes: number; encoding: string }> {
  const sizes = await request.sizes();
  const headers = (await request.response())?.headers() ?? {};
  return { bytes: sizes.responseHeadersSize + sizes.responseBodySize, encoding: headers["content-encoding"] ?? "identity" };
}

/** "br 15, gzip 1": how many scripts came in each encoding. */
function encodings(scripts: ScriptFetch[]) {
  const counts = new Map<string, number>();
  for (const s of scripts) counts.set(s.encoding, (counts.get(s.encoding) ?? 0) + 1);
  return [...counts].map(([encoding, n]) => `${encoding} ${n}`).join(", ");
}

function report(path: string, all: ScriptFetch[]) {
  // A worker's import of a chunk the page already has comes from the memory cache: no bytes, no request on the wire.
  const scripts = all.filter((s) => s.bytes > 0);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`\n${path}`);
  for (const s of [...scripts].sort((a, b) => Number(a.afterLoad) - Number(b.afterLoad) || b.bytes - a.bytes))
    console.log(`  ${kb(s.bytes).padStart(9)}  ${s.afterLoad ? "after load" : "by load   "}  ${s.encoding.padEnd(8)}  ${new URL(s.url).pathname}`);
  const verdict = total <= TARGET_BYTES ? "within" : "OVER";
  console.log(
    `  ${kb(total).padStart(9)}  total in ${scripts.length} requests (${encodings(scripts)}; ${verdict} the ${kb(TARGET_BYTES)} target)${all.length > scripts.length ? `; ${all.length - scripts.length} more from the cache` : ""}`,
  );
  return total;
}

const server = https ? await serveNginxHttps(dist, port) : serveExport(dist, port, "gzip");
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  console.log(
    `scripts fetched until idle (load event + ${NETWORK_QUIET_MS} ms without a request), from ${https ? "nginx with deploy/nginx over HTTPS and HTTP/2" : "server/static-host.ts over HTTP/1.1"}: the build's brotli where the browser accepts br, else gzip level 6; load ${load()}`,
  );
  let over = 0;
  for (const path of pages) if (report(path, await scriptsUntilIdle(browser, path)) > TARGET_BYTES) over++;
  if (over) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
