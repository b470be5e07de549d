/**
 * The portal against VuePress 2 (the marketplace's own stack), issue 17:
 * the same 500 synthetic pages (bench/lib/synthetic-site.ts, written in each
 * tool's markdown) built cold by each, interleaved (portal, VuePress,
 * portal, …) so both see the same load, medians of `runs`. The portal
 * builds its own pages too (`npm run build && npm run export`, step by step);
 * VuePress builds only the synthetic pages (`vuepress build`, default theme,
 * Vite bundler, default config).
 * VuePress is installed once into the scratch folder, never into the
 * project (the npm registry is the only network it needs); the folder is
 * reused by the next run.
 * Usage: npm run bench:compare [-- pages [runs]]   (default 500 and 3)
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { measuredRun, type Measured } from "./lib/measured-run";
import { coldBuild, type BuildRun } from "./lib/portal-build";
import { countArg, load, median, seconds } from "./lib/stats";
import { portalSite, scratchRoot, vuepressPages } from "./lib/synthetic-site";

const pages = countArg(0, 500);
const runs = countArg(1, 3);
const project = process.cwd();

/** The versions the issue measured: VuePress 2.0.0-rc.30 and the default theme made for it. */
const VUEPRESS = {
  vuepress: "2.0.0-rc.30",
  "@vuepress/bundler-vite": "2.0.0-rc.30",
  "@vuepress/theme-default": "2.0.0-rc.132",
  "sass-embedded": "1.100.0", // the theme's styles are Sass; the embedded compiler is the one VuePress recommends
  vue: "3.5.39",
};

const CONFIG = `import { viteBundler } from "@vuepress/bundler-vite";
import { defaultTheme } from "@vuepress/theme-default";
import { defineUserConfig } from "vuepress";

export default defineUserConfig({
  lang: "pt-BR",
  title: "Portal sintético",
  bundler: viteBundler(),
  theme: defaultTheme(),
});
`;

/** Installs VuePress into <scratch>/vuepress unless that install already has these versions. */
function installVuepress(): string {
  const dir = join(scratchRoot, "vuepress");
  const manifest = JSON.stringify({ name: "vuepress-bench", private: true, type: "module", dependencies: VUEPRESS }, null, 2);
  const manifestFile = join(dir, "package.json");
  const installed = existsSync(manifestFile) && readFileSync(manifestFile, "utf8") === manifest && existsSync(join(dir, "node_modules", ".bin", "vuepress"));
  if (!installed) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(manifestFile, manifest);
    console.log(`installing VuePress ${VUEPRESS.vuepress} into ${dir}`);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
  }
  vuepressPages(join(dir, "docs"), pages);
  mkdirSync(join(dir, "docs", ".vuepress"), { recursive: true });
  writeFileSync(join(dir, "docs", ".vuepress", "config.js"), CONFIG);
  return dir;
}

function vuepressCold(dir: string): Promise<Measured> {
  for (const out of [".cache", ".temp", "dist"]) rmSync(join(dir, "docs", ".vuepress", out), { recursive: true, force: true });
  return measuredRun("node_modules/.bin/vuepress build docs", dir, { ...process.env, NODE_ENV: "production" });
}

const vuepressDir = installVuepress();
const site = portalSite(project, pages);
const portal: BuildRun[] = [];
const vuepress: Measured[] = [];
const loads: number[] = [];
for (let round = 0; round < runs; round++) {
  loads.push(load());
  portal.push(await coldBuild(project, site));
  loads.push(load());
  vuepress.push(await vuepressCold(vuepressDir));
  console.log(`round ${round + 1}: portal ${seconds(portal[round].ms)}, VuePress ${seconds(vuepress[round].ms)}`);
}

const row = (name: string, xs: { ms: number; cpuMs: number; treePeakMb: number; processPeakMb: number }[]) =>
  `${name.padEnd(34)} median ${seconds(median(xs.map((x) => x.ms))).padStart(8)}  runs ${xs.map((x) => seconds(x.ms)).join(", ")}  cpu ${seconds(median(xs.map((x) => x.cpuMs)))}` +
  `  peak ${Math.round(median(xs.map((x) => x.treePeakMb)))} MB tree / ${Math.round(median(xs.map((x) => x.processPeakMb)))} MB largest process`;
console.log(`\ncold builds, ${pages} synthetic pages, ${runs} interleaved run(s), load ${loads.join(", ")}`);
console.log(row("portal (own pages + synthetic)", portal));
console.log(row(`VuePress ${VUEPRESS.vuepress} (synthetic)`, vuepress));
const ratios = portal.map((p, i) => p.ms / vuepress[i].ms);
console.log(
  `ratio portal/VuePress: ${(median(portal.map((p) => p.ms)) / median(vuepress.map((v) => v.ms))).toFixed(2)} (per round ${ratios.map((r) => r.toFixed(2)).join(", ")})`,
);
console.log(`CPU time ratio portal/VuePress: ${(median(portal.map((p) => p.cpuMs)) / median(vuepress.map((v) => v.cpuMs))).toFixed(2)}`);
