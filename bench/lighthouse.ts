/**
 * Lighthouse 12 (mobile profile, simulated throttling) on Debian's Chromium
 * against the static export served by server/static-host.ts, issue 17:
 *   /anuncio/api/autos/sub_auto.html of the portal as it is (its own pages);
 *   a synthetic page of a site of about 600 pages (the portal's own plus
 *   synthetic ones, bench/lib/synthetic-site.ts).
 * Each export is brought up to date in the scratch folder first (incremental).
 * Runs are interleaved page by page; the medians of performance, LCP, TBT,
 * CLS, accessibility, best practices and SEO, and the bytes on the critical
 * path: the HTML, the render-blocking CSS and the JavaScript transferred.
 * "plain" serves the files as static-host.ts does (no compression); "gzip"
 * puts gzip in front of the same handler, as deploy/nginx and CDNs do (and
 * static-host.ts sends the build's brotli of a script to Chromium, which
 * accepts br on 127.0.0.1); "https" is Debian's nginx with deploy/nginx over
 * HTTPS and HTTP/2, a self-signed certificate the browser is told to accept
 * (bench/lib/serve-nginx-https.ts): what a reader of a real deployment gets.
 * With "pages" as the third argument, instead: the four pages bench/js-size.ts
 * measures, on this checkout's own export (`npm run export` first), with the
 * script requests and bytes Lighthouse counted (issue 31 item 4).
 * Servers listen from BENCH_PORT (default 4950).
 * Needs `npm run build` (the app). Chromium from CHROME_PATH (default /usr/bin/chromium).
 * Usage: npm run bench:lighthouse [-- runs [plain|gzip|https|both] [pages]]   (default 3, both: plain and gzip)
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { npmSteps } from "./lib/npm-steps";
import { runSteps } from "./lib/portal-build";
import { REPRESENTATIVE_PAGES } from "./lib/representative-pages";
import { serveExport } from "./lib/serve-export";
import { serveNginxHttps } from "./lib/serve-nginx-https";
import { countArg, kb, load, median } from "./lib/stats";
import { FOLDERS, portalSite, syntheticPath } from "./lib/synthetic-site";

const runs = countArg(0, 3);
const modeArg = process.argv[3] ?? "both";
type Mode = "plain" | "gzip" | "https";
const modes = (modeArg === "both" ? ["plain", "gzip"] : [modeArg]) as Mode[];
if (!modes.every((m) => ["plain", "gzip", "https"].includes(m))) throw new Error(`modo desconhecido: ${modeArg} (plain, gzip, https ou both)`);
const SITE_PAGES = 600;
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4950);
const ownPagesOnly = process.argv[4] === "pages";
const project = process.cwd();
const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";

if (!existsSync(join(project, "build", "index.js"))) throw new Error("bench:lighthouse needs the app build: run `npm run build` first");

async function exportSite(n: number) {
  const site = portalSite(project, n);
  await runSteps(project, site, npmSteps(project, "export"));
  return site;
}
const manifestPages = (site: string) => (JSON.parse(readFileSync(join(site, "build", "content", "manifest.json"), "utf8")).pages as unknown[]).length;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  htmlBytes: number;
  blockingCssBytes: number;
  jsBytes: number;
  jsRequests: number;
  /** What moved, as Lighthouse's layout-shifts audit names it: "score selector" per shift. */
  shifts: string[];
}

async function lighthouse(url: string): Promise<Figures> {
  const insecure = url.startsWith("https:") ? " --ignore-certificate-errors" : "";
  const { stdout } = await promisify(execFile)(
    join(project, "node_modules", ".bin", "lighthouse"),
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--chrome-flags=--headless=new --no-sandbox${insecure}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  const score = (id: string) => Math.round(report.categories[id].score * 100);
  const requests = report.audits["network-requests"].details.items as { url: string; resourceType: string; transferSize: number }[];
  const blocking = (report.audits["render-blocking-insight"]?.details?.items ?? []) as { url: string; totalBytes: number }[];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: report.audits["largest-contentful-paint"].numericValue,
    tbtMs: report.audits["total-blocking-time"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
    htmlBytes: requests.find((r) => r.resourceType === "Document")?.transferSize ?? 0,
    blockingCssBytes: blocking.filter((b) => /\.css(\?|$)/.test(b.url)).reduce((sum, b) => sum + b.totalBytes, 0),
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + r.transferSize, 0),
    jsRequests: requests.filter((r) => r.resourceType === "Script").length,
    shifts: ((report.audits["layout-shifts"]?.details?.items ?? []) as { score: number; node?: { selector?: string } }[]).map(
      (shift) => `${shift.score.toFixed(3)} ${shift.node?.selector ?? "(unnamed)"}`,
    ),
  };
}

function report(name: string, figures: Figures[], loads: number[]) {
  const m = (key: Exclude<keyof Figures, "shifts">) => median(figures.map((f) => f[key]));
  const all = (key: Exclude<keyof Figures, "shifts">) => figures.map((f) => f[key]).join("/");
  console.log(`${name}  (load ${loads.join(", ")})`);
  console.log(
    `  performance ${m("performance")} (runs ${all("performance")})  LCP ${(m("lcpMs") / 1000).toFixed(2)} s (runs ${figures.map((f) => (f.lcpMs / 1000).toFixed(2)).join("/")})` +
      `  TBT ${Math.round(m("tbtMs"))} ms  CLS ${m("cls").toFixed(3)}`,
  );
  console.log(
    `  accessibility ${m("accessibility")}  best practices ${m("bestPractices")}  SEO ${m("seo")} (runs ${all("accessibility")}, ${all("bestPractices")}, ${all("seo")})`,
  );
  console.log(
    `  transferred: HTML ${kb(m("htmlBytes"))}, render-blocking CSS ${kb(m("blockingCssBytes"))}, JavaScript ${kb(m("jsBytes"))} in ${m("jsRequests")} requests`,
  );
  // Where a CLS comes from: the elements that moved, run by run (a CLS that is the page's, not the machine's, repeats).
  const shifts = figures.map((f, run) => (f.shifts.length ? `run ${run + 1}: ${f.shifts.join(", ")}` : "")).filter(Boolean);
  if (shifts.length) console.log(`  layout shifts: ${shifts.join("; ")}`);
}

/** The portal's page and a page of a 600-page site, each exported in the scratch folder. */
async function scaleTargets() {
  const own = await exportSite(0);
  const synthetic = SITE_PAGES - manifestPages(own) - FOLDERS; // each synthetic folder adds its folder page
  const big = await exportSite(synthetic);
  return [
    { name: `/anuncio/api/autos/sub_auto.html (the portal, ${manifestPages(own)} pages)`, dist: join(own, "dist"), path: "/anuncio/api/autos/sub_auto.html" },
    { name: `${syntheticPath(synthetic - 1)} (a site of ${manifestPages(big)} pages)`, dist: join(big, "dist"), path: syntheticPath(synthetic - 1) },
  ];
}

const targets = ownPagesOnly ? REPRESENTATIVE_PAGES.map((path) => ({ name: path, dist: join(project, "dist"), path })) : await scaleTargets();
console.log(`Lighthouse 12, mobile, ${runs} run(s) each, Chromium ${chrome}`);
for (const mode of modes) {
  const servers = await Promise.all(
    targets.map((t, i) => (mode === "https" ? serveNginxHttps(t.dist, FIRST_PORT + i) : serveExport(t.dist, FIRST_PORT + i, mode))),
  );
  const scheme = mode === "https" ? "https" : "http";
  const results = targets.map(() => ({ figures: [] as Figures[], loads: [] as number[] }));
  try {
    for (let run = 0; run < runs; run++) {
      for (const [i, t] of targets.entries()) {
        results[i].loads.push(load());
        results[i].figures.push(await lighthouse(`${scheme}://127.0.0.1:${FIRST_PORT + i}${t.path}`));
      }
    }
  } finally {
    for (const s of servers) s.close();
  }
  const how = {
    plain: "static-host.ts as it is (no compression; the build's brotli to a browser that accepts br)",
    gzip: "gzip in front of static-host.ts (the build's brotli to a browser that accepts br, else gzip)",
    https: "nginx with deploy/nginx over HTTPS and HTTP/2 (brotli_static, else gzip)",
  };
  console.log(`\n${how[mode]}:`);
  for (const [i, t] of targets.entries()) report(t.name, results[i].figures, results[i].loads);
}
