/**
 * Where a cold `npm run build && npm run export` spends its time (issue 17):
 * the portal's own pages plus N synthetic ones (default 0 and 2000), built
 * once per N from clean with every Node process under `node --cpu-prof`.
 * Prints, step by step, the wall time and each process's profiled time, then
 * for the steps that take time: self time by group (package, project source
 * file, module loading, GC, idle), the busiest functions, and the project's
 * own functions by inclusive time with when they ran (ms from the process's
 * start). The profiles stay in <scratch>/profiles/ for Chrome DevTools.
 * With `rebuild`, the cold build runs unprofiled and what is profiled is
 * the content build and the export after one page changed (the ≤ 1 s target).
 * Profiling slows the run by a few per cent: bench:build gives the times.
 * A size written docsN profiles the independent benchmark's layout (bench/build.ts).
 * Usage: npm run bench:profile [-- N,N,... [rebuild]]
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { mergeSummaries, readProfile, summarise, top, type ProfileSummary } from "./lib/cpu-profile";
import { profiledStep } from "./lib/npm-steps";
import { buildAndExportSteps, cleanAll, coldBuild, contentAndExportSteps, runSteps } from "./lib/portal-build";
import { docsContentSite } from "./lib/docs-content-site";
import { load, seconds } from "./lib/stats";
import { editPage, portalSite, scratchRoot } from "./lib/synthetic-site";

/** N synthetic pages in ten folders, or docsN: the independent benchmark's layout, one page copied N times into one folder (bench/build.ts). */
const sizes = (process.argv[2] ?? "0,2000").split(",");
const rebuild = process.argv[3] === "rebuild";
const project = process.cwd();
const PROJECT_GROUP = /^(app|core|plugins|domain|ad-catalogue|packages|scripts|server)\/|^site\.config/;
/** The build's own stages (core/build-site.ts, scripts/): when each ran, in every process. */
const STAGES = new Set([
  "buildContent",
  "hashPipeline",
  "uncachedFiles",
  "warmCache",
  "buildSite",
  "compileCached",
  "compileMdx",
  "renderCached",
  "findBrokenLinks",
  "exportSite",
  "exportShard",
  "appHandler",
  "runHook",
  "writeCacheFile",
]);

const ms = (x: number) => `${Math.round(x)} ms`;
const share = (x: number, total: number) => `${((100 * x) / total).toFixed(0)}%`;

function table(title: string, rows: [string, number][], total: number, span?: Map<string, { first: number; last: number }>) {
  console.log(`\n${title}\n`);
  console.log(`| time | share | ${span ? "ran (ms from start) | " : ""}what |\n|---:|---:|${span ? "---|" : ""}---|`);
  for (const [name, time] of rows) {
    const s = span?.get(name);
    console.log(`| ${ms(time)} | ${share(time, total)} | ${s ? `${Math.round(s.first)}–${Math.round(s.last)} | ` : ""}${name} |`);
  }
}

function reportStep(label: string, summaries: ProfileSummary[]) {
  const merged = mergeSummaries(summaries);
  const main = summaries[0];
  console.log(`\n### ${label}: ${summaries.length} process(es), profiled ${summaries.map((s) => seconds(s.durationMs)).join(" + ")}`);
  table("Self time by group, all processes:", top(merged.groups, 15), merged.durationMs);
  table("Busiest functions (self time), all processes:", top(merged.selfByFunction, 12), merged.durationMs);
  const own = new Map([...main.inclusiveByFunction].filter(([name]) => PROJECT_GROUP.test(name.split(" ").pop()!)));
  table("The project's functions in the main process, inclusive time:", top(own, 15), main.durationMs, main.spans);
  stages(summaries);
}

/** The build's stages in each process, in order of start, on the main process's clock. */
function stages(summaries: ProfileSummary[]) {
  console.log("\nStages (inclusive time; when, in ms from the main process's start):\n\n| process | stage | time | ran |\n|---|---|---:|---|");
  const origin = summaries[0].startUs / 1000;
  for (const [i, s] of summaries.entries()) {
    const offset = s.startUs / 1000 - origin;
    const rows = [...s.spans].filter(([name]) => STAGES.has(name.split(" ")[0]) && PROJECT_GROUP.test(name.split(" ").pop()!));
    console.log(`| ${i ? `child ${i}` : "main"} | (profiling starts) | | ${Math.round(offset)} |`);
    for (const [name, span] of rows.sort((a, b) => a[1].first - b[1].first)) {
      console.log(
        `| ${i ? `child ${i}` : "main"} | ${name} | ${ms(s.inclusiveByFunction.get(name)!)} | ${Math.round(offset + span.first)}–${Math.round(offset + span.last)} |`,
      );
    }
  }
}

for (const n of sizes) {
  const site = n.startsWith("docs") ? docsContentSite(project, Number(n.slice(4)), join(scratchRoot, n)) : portalSite(project, Number(n));
  const profiles = join(scratchRoot, "profiles", `n-${n}`);
  rmSync(profiles, { recursive: true, force: true });
  if (rebuild) {
    await coldBuild(project, site);
    editPage(site, 0);
  } else cleanAll(project, site);
  const steps = (rebuild ? contentAndExportSteps(project) : buildAndExportSteps(project)).map((step, i) => {
    const dir = join(profiles, `${i}-${step.label.replace(/\W+/g, "-")}`);
    mkdirSync(dir, { recursive: true });
    return { dir, step: profiledStep(step, project, dir) };
  });
  const loadBefore = load();
  const run = await runSteps(
    project,
    site,
    steps.map((s) => s.step),
  );
  const what = rebuild ? "content + export after one page changed" : "cold build + export";
  console.log(
    `\n## The portal's pages + ${n}${n.startsWith("docs") ? "" : " synthetic"}: ${what} ${seconds(run.ms)} (load ${loadBefore} before, ${load()} after)\n`,
  );
  console.log("| step | wall | profiled processes |\n|---|---:|---|");
  const perStep = steps.map(({ dir }, i) => {
    // The main process started first: its profile file carries the lowest sequence of start times.
    const summaries = readdirSync(dir)
      .map((f) => readProfile(join(dir, f)))
      .sort((a, b) => a.startTime - b.startTime)
      .map((p) => summarise(p, project));
    console.log(`| ${run.steps[i].label} | ${seconds(run.steps[i].ms)} | ${summaries.map((s) => seconds(s.durationMs)).join(", ") || "(native)"} |`);
    return summaries;
  });
  for (const [i, summaries] of perStep.entries()) if (summaries.length && (rebuild || run.steps[i].ms > 1000)) reportStep(run.steps[i].label, summaries);
  console.log(`\nprofiles: ${profiles}`);
}
