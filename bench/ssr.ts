/**
 * SSR throughput: starts the production server and measures a docs page
 * with autocannon (10 connections, 10 s, gzip accepted, as browsers do).
 * Needs `npm run build`. Usage: npm run bench:ssr [-- /path.html]
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";

const PORT = 3300;
const path = process.argv[2] ?? "/anuncio/api/import.html";
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env: { ...process.env, PORT: String(PORT), NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"], detached: true });

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}${path}`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

try {
  await waitForServer();
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: 10,
    duration: 10,
    headers: { "accept-encoding": "gzip, br" },
  });
  console.log(`${path}: ${Math.round(result.requests.average)} req/s on average (median ${result.requests.p50}), latency median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`);
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // the server had already stopped (its error is on stderr above)
  }
}
