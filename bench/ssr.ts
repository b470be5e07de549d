/**
 * SSR throughput: starts the production server (`npm start`'s
 * build/scripts/server.mjs) and, on the same page of the export, the static
 * host of `npm run preview` (server/static-host.ts) and nginx with
 * deploy/nginx/ (`npm run serve:nginx`, when installed); measures each with
 * autocannon (10 connections, gzip and brotli accepted, as browsers do), in
 * turn, `rounds` times, and gives medians and SSR's ratio to each. Then the
 * SSR page with a tracking parameter (issue 30: 2,645 → 149 req/s when any
 * query string skipped the cache), and the server's memory (RSS) after 3,000
 * percent-encoded spellings of the page (issue 30: 320 → 737 MB when each
 * spelling was kept apart).
 * With `--profile`, the SSR server runs under `node --cpu-prof`, and the
 * profile, cut to the SSR load runs, says where a request's time goes: self
 * time by group (ours, Node, each package), the busiest functions.
 * Servers listen on 127.0.0.1 from BENCH_PORT (default 3300) up.
 * Needs `npm run build && npm run export`.
 * Usage: npm run bench:ssr [-- /path.html [rounds [seconds]]] [--profile]
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { cutProfile, readProfile, summarise, top } from "./lib/cpu-profile";
import { median } from "./lib/stats";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { profile: { type: "boolean" } } });
const path = positionals[0] ?? "/anuncio/api/import.html";
const rounds = Number(positionals[1] ?? 3);
const duration = Number(positionals[2] ?? 10);
const BASE = Number(process.env.BENCH_PORT) || 3300;
const project = process.cwd();
const profileDir = join(tmpdir(), `portal-bench-ssr-profile-${process.pid}`);
/** `npm start` listens on every interface; the bench's copy is held to the loopback one (bench/lib/loopback-listen.mjs). */
const LOOPBACK = ["--import", join(project, "bench/lib/loopback-listen.mjs")];

if (!existsSync(join(project, "dist", path)))
  throw new Error(`dist${path} não existe: rode "npm run build && npm run export" antes (o servidor estático serve a mesma página do export).`);

interface Server {
  name: string;
  port: number;
  process: ChildProcess;
}

function start(name: string, port: number, command: string, args: string[], env: Record<string, string> = {}): Server {
  const child = spawn(command, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  return { name, port, process: child };
}

async function waitFor(server: Server) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}${path}`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${server.name} não respondeu em 60 s na porta ${server.port}`);
}

function stop(server: Server) {
  try {
    process.kill(-server.process.pid!, "SIGTERM");
  } catch {
    // it had already stopped (its error is on stderr above)
  }
  return new Promise((resolve) => (server.process.exitCode !== null ? resolve(undefined) : server.process.once("exit", resolve)));
}

const load = (server: Server, url = path) =>
  autocannon({ url: `http://127.0.0.1:${server.port}${url}`, connections: 10, duration, headers: { "accept-encoding": "gzip, br" } });

const rssMb = (server: Server) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.process.pid}/status`, "utf8"))![1]) / 1024;

/** The page's path with a different choice of letters percent-encoded for each `i`. */
const spelling = (i: number) => [...path].map((c, j) => (/[a-z]/.test(c) && (i >> (j % 20)) & 1 ? `%${c.charCodeAt(0).toString(16)}` : c)).join("");

async function memoryAfterSpellings(ssr: Server, count: number) {
  const before = rssMb(ssr);
  const seen = new Set<string>();
  for (let i = 1; seen.size < count; i++) {
    const spelled = spelling(i);
    if (seen.has(spelled)) continue;
    seen.add(spelled);
    await (await fetch(`http://127.0.0.1:${ssr.port}${spelled}`, { headers: { "accept-encoding": "gzip, br" } })).arrayBuffer();
  }
  console.log(`RSS ${before.toFixed(0)} MB before, ${rssMb(ssr).toFixed(0)} MB after ${count} percent-encoded spellings of ${path}`);
}

/** Each server loaded in turn, `rounds` times, so all see the same machine load; SSR's time windows kept for the profile. */
async function throughput(servers: Server[]) {
  const rates = new Map(servers.map((s) => [s.name, [] as number[]]));
  const windows: [bigint, bigint][] = [];
  for (let round = 0; round < rounds; round++) {
    for (const server of servers) {
      const from = process.hrtime.bigint();
      const result = await load(server);
      if (server === servers[0]) windows.push([from, process.hrtime.bigint()]);
      rates.get(server.name)!.push(result.requests.average);
      const bytes = Math.round(result.throughput.average / result.requests.average);
      console.log(
        `round ${round + 1} ${server.name.padEnd(12)} ${Math.round(result.requests.average)} req/s, latency median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${bytes} B a response, ${result.non2xx} non-2xx`,
      );
    }
  }
  const ssr = median(rates.get(servers[0].name)!);
  for (const [name, r] of rates)
    console.log(
      `${name.padEnd(12)} median ${Math.round(median(r))} req/s (${r.map(Math.round).join(", ")})${name === servers[0].name ? "" : `; SSR/${name} ${(ssr / median(r)).toFixed(2)}x`}`,
    );
  return windows;
}

const OURS = /^(app|core|plugins|domain|packages|scripts|server|site\.config)\b/;
const shareOf = (ms: number, total: number) => `${((100 * ms) / total).toFixed(1)}%`;

/** Where the SSR server's CPU went during its load runs: self time by kind, group and function. */
function reportProfile(windows: [bigint, bigint][]) {
  const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) return console.log(`no profile written in ${profileDir}`);
  const summary = summarise(cutProfile(readProfile(join(profileDir, file)), windows), project);
  const busy = [...summary.groups].filter(([g]) => !g.startsWith("idle")).reduce((n, [, ms]) => n + ms, 0);
  const kinds = new Map<string, number>();
  for (const [group, ms] of summary.groups) {
    if (group.startsWith("idle")) continue;
    const kind = OURS.test(group)
      ? "ours"
      : group.startsWith("node:") || group.startsWith("native")
        ? "Node"
        : /GC|V8/.test(group)
          ? "V8 (GC, other)"
          : "packages";
    kinds.set(kind, (kinds.get(kind) ?? 0) + ms);
  }
  console.log(`\nSSR server profile, load runs only: ${Math.round(busy)} ms busy of ${Math.round(summary.durationMs)} ms`);
  console.log(
    `by kind: ${top(kinds, 5)
      .map(([k, ms]) => `${k} ${shareOf(ms, busy)}`)
      .join(", ")}`,
  );
  console.log("\n| self time | share of busy | group |\n|---:|---:|---|");
  for (const [group, ms] of top(summary.groups, 15)) console.log(`| ${Math.round(ms)} ms | ${shareOf(ms, busy)} | ${group} |`);
  console.log("\n| self time | share of busy | function |\n|---:|---:|---|");
  for (const [name, ms] of top(summary.selfByFunction, 15)) console.log(`| ${Math.round(ms)} ms | ${shareOf(ms, busy)} | ${name} |`);
  console.log(`\nprofile: ${join(profileDir, file)}`);
}

async function main() {
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const profiling = values.profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const servers = [
    start("SSR", BASE, process.execPath, [...LOOPBACK, ...profiling, "build/scripts/server.mjs"], { NODE_ENV: "production" }),
    start("static-host", BASE + 1, process.execPath, ["--import", "tsx", "server/static-host.ts", "dist"]),
  ];
  if (existsSync("/usr/sbin/nginx")) servers.push(start("nginx", BASE + 2, "bash", ["scripts/serve-nginx.sh"]));
  try {
    for (const server of servers) await waitFor(server);
    const windows = await throughput(servers);
    const tracked = await load(servers[0], `${path}?utm_source=bench`);
    console.log(`SSR ${path}?utm_source=bench: ${Math.round(tracked.requests.average)} req/s, latency median ${tracked.latency.p50} ms`);
    await memoryAfterSpellings(servers[0], 3000);
    for (const server of servers) await stop(server);
    if (values.profile) reportProfile(windows);
  } finally {
    for (const server of servers) await stop(server);
  }
}

await main();
