/**
 * SSR throughput: starts the production server and measures a docs page
 * with autocannon (10 connections, 10 s, gzip accepted, as browsers do),
 * plain and with a tracking parameter (issue 30: 2,645 → 149 req/s when any
 * query string skipped the cache), then the server's memory (RSS) after
 * 3,000 percent-encoded spellings of the page (issue 30: 320 → 737 MB when
 * each spelling was kept apart).
 * Needs `npm run build`. Usage: npm run bench:ssr [-- /path.html]
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const PORT = 3300;
const path = process.argv[2] ?? "/anuncio/api/import.html";
const server = spawn(process.execPath, ["build/scripts/server.mjs"], {
  env: { ...process.env, PORT: String(PORT), NODE_ENV: "production" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}${path}`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))![1]) / 1024;

/** The page's path with a different choice of letters percent-encoded for each `i`. */
const spelling = (i: number) => [...path].map((c, j) => (/[a-z]/.test(c) && (i >> (j % 20)) & 1 ? `%${c.charCodeAt(0).toString(16)}` : c)).join("");

async function memoryAfterSpellings(count: number) {
  const before = rssMb();
  const seen = new Set<string>();
  for (let i = 1; seen.size < count; i++) {
    const spelled = spelling(i);
    if (seen.has(spelled)) continue;
    seen.add(spelled);
    await (await fetch(`http://127.0.0.1:${PORT}${spelled}`, { headers: { "accept-encoding": "gzip, br" } })).arrayBuffer();
  }
  console.log(`RSS ${before.toFixed(0)} MB before, ${rssMb().toFixed(0)} MB after ${count} percent-encoded spellings of ${path}`);
}

try {
  await waitForServer();
  for (const url of [path, `${path}?utm_source=bench`]) {
    const result = await autocannon({ url: `http://127.0.0.1:${PORT}${url}`, connections: 10, duration: 10, headers: { "accept-encoding": "gzip, br" } });
    console.log(
      `${url}: ${Math.round(result.requests.average)} req/s on average (median ${result.requests.p50}), latency median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
    );
  }
  await memoryAfterSpellings(3000);
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // the server had already stopped (its error is on stderr above)
  }
}
