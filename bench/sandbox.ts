/**
 * The sandbox's throughput on PUT /autoupload/import with a 100-ad batch
 * (autocannon, 10 connections, 10 s, three runs, median), then its behaviour
 * under hostile input: a body over 1 MB, malformed JSON, encoded and
 * impossible paths, a slow client holding a connection. The sandbox runs in
 * its own process, as `npm run sandbox` starts it, with the rate limit raised
 * so the benchmark measures the import and not the block.
 * Usage: npm run bench:sandbox [-- runs]   (port: BENCH_PORT, default 4820)
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { loadavg } from "node:os";
import { exampleEnvelope } from "../domain/ad-catalogue/index";
import { exampleAccessToken } from "../packages/sandbox/src/example-client";

const PORT = Number(process.env.BENCH_PORT ?? 4820);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.argv[2] ?? 3);
const args = ["--import", "tsx", "packages/sandbox/src/bin.ts", "--port", String(PORT), "--rate-limit", "1000000000", "--ads", "1000000"];
const server = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], detached: true });

async function waitForServer() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/_sandbox`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the sandbox did not start");
}

const accessToken = () => exampleAccessToken(BASE, { scope: "autoupload" });

function batchOf100(token: string): string {
  const ad = (exampleEnvelope(2020, token) as { ad_list: Record<string, unknown>[] }).ad_list[0];
  return JSON.stringify({ access_token: token, ad_list: Array.from({ length: 100 }, (_, i) => ({ ...ad, id: `carro-${String(i).padStart(4, "0")}` })) });
}

const put = (body: string) => fetch(`${BASE}/autoupload/import`, { method: "PUT", headers: { "content-type": "application/json" }, body });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function throughput(body: string) {
  const perRun: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await autocannon({
      url: `${BASE}/autoupload/import`,
      method: "PUT",
      headers: { "content-type": "application/json" },
      body,
      connections: 10,
      duration: 10,
    });
    perRun.push(result.requests.average);
    console.log(
      `  run ${run + 1}: ${Math.round(result.requests.average)} req/s, latency median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  }
  console.log(
    `PUT /autoupload/import, 100 ads (${(body.length / 1024).toFixed(0)} KB), 10 connections: median ${Math.round(median(perRun))} req/s (${Math.round(median(perRun) * 100)} ads/s) over ${RUNS} runs; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}

/** Sends headers one byte at a time, slower than the server's header timeout; resolves with how the server ended it. */
function slowClient(): Promise<string> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(PORT, "127.0.0.1");
    const request = "GET /_sandbox HTTP/1.1\r\nHost: x\r\nX-Slow: ";
    let i = 0;
    const drip = setInterval(() => socket.write(request[i++ % request.length]), 500);
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => {
      clearInterval(drip);
      resolve(`closed after ${((Date.now() - started) / 1000).toFixed(1)} s${answer ? ` with "${answer.split("\r\n")[0]}"` : ""}`);
    });
    socket.on("error", () => undefined);
  });
}

async function hostile(token: string) {
  const show = async (what: string, response: Promise<Response>) => {
    const r = await response;
    console.log(`  ${what}: ${r.status} ${(await r.text()).slice(0, 100)} [${r.headers.get("x-sandbox-assumption") ?? ""}]`);
  };
  await show("5 MB body", put(JSON.stringify({ access_token: token, ad_list: [{ body: "x".repeat(5 * 1024 * 1024) }] })));
  await show("malformed JSON", put('{"access_token": "x", "ad_list": [{'));
  await show("JSON array, not an object", put("[1,2,3]"));
  for (const path of ["/%2e%2e/%2e%2e/etc/passwd", "/autoupload/ads/%E0%A4%A", "/autoupload/vehicle-histories/%00", `/autoupload/ads/${"9".repeat(20_000)}`]) {
    await show(`GET ${path.slice(0, 40)}${path.length > 40 ? "…" : ""}`, fetch(`${BASE}${path}`, { headers: { authorization: `Bearer ${token}` } }));
  }
  const slow = slowClient();
  const during = Date.now();
  const ok = await fetch(`${BASE}/_sandbox`);
  console.log(`  while a slow client drips its headers: another request answers ${ok.status} in ${Date.now() - during} ms`);
  console.log(`  slow client: ${await slow}`);
}

try {
  await waitForServer();
  const token = await accessToken();
  const body = batchOf100(token);
  const first = (await (await put(body)).json()) as { statusCode: number };
  if (first.statusCode !== 0) throw new Error(`the batch was not accepted: statusCode ${first.statusCode}`);
  await throughput(body);
  console.log("Hostile input:");
  await hostile(token);
  const alive = await fetch(`${BASE}/_sandbox`);
  console.log(`After all of it the sandbox answers ${alive.status}.`);
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // the sandbox had already stopped (its error is on stderr above)
  }
}
