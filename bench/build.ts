/**
 * Build benchmark (issue 17): the portal's own pages plus N synthetic pages
 * (bench/lib/synthetic-site.ts), built in a scratch folder outside the project
 * with the real app, step by step as `npm run build && npm run export` runs:
 *   cold     caches and outputs removed first (the app's build and Remix's cache too);
 *   rebuild  one page changed, the whole `npm run build && npm run export` again;
 *   content  one page changed, only the content build and the export
 *            (the steps after the app's compile), as two commands;
 *   export   one page changed, `npm run export` alone, which brings the
 *            content build up to date itself: the same two steps in one
 *            process, as an author updating dist/ after a content edit runs them.
 * For each: median wall time of `runs`, the CPU time of the process tree
 * (steadier than the wall time when the machine is shared), the median time
 * of every step, the peak memory of the process tree (sum, sampled) and of
 * the largest single process (maxRSS), with the 1-minute load average of
 * each run. Then the output's size: a synthetic page's HTML, the edited
 * portal page's HTML and dist/ (hard links counted once).
 * Usage: npm run bench:build [-- N,N,... [runs]]   (default 0,500,2000 and 3)
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildAndExportSteps, coldBuild, contentAndExportSteps, exportSteps, runSteps, type BuildRun } from "./lib/portal-build";
import { EDITED_PAGE, editPage, portalSite, syntheticPath } from "./lib/synthetic-site";
import { countArg, folderBytes, kb, listArg, load, mb, median, seconds } from "./lib/stats";

const sizes = listArg(0, [0, 500, 2000]);
const runs = countArg(1, 3);
const project = process.cwd();

interface Measure {
  name: string;
  runs: BuildRun[];
  loads: number[];
}

async function measureSite(n: number) {
  const site = portalSite(project, n);
  const cold: Measure = { name: "cold build + export", runs: [], loads: [] };
  const rebuild: Measure = { name: "rebuild + export, one page changed", runs: [], loads: [] };
  const content: Measure = { name: "content + export only, one page changed", runs: [], loads: [] };
  const exportOnly: Measure = { name: "npm run export alone, one page changed", runs: [], loads: [] };
  const timed = async (measure: Measure, run: () => Promise<BuildRun>) => {
    measure.loads.push(load());
    measure.runs.push(await run());
  };
  for (let round = 0; round < runs; round++) {
    await timed(cold, () => coldBuild(project, site));
    editPage(site, 3 * round);
    await timed(rebuild, () => runSteps(project, site, buildAndExportSteps(project)));
    editPage(site, 3 * round + 1);
    await timed(content, () => runSteps(project, site, contentAndExportSteps(project)));
    editPage(site, 3 * round + 2);
    await timed(exportOnly, () => runSteps(project, site, exportSteps(project)));
  }
  return { n, measures: [cold, rebuild, content, exportOnly], output: outputSizes(site, n) };
}

function outputSizes(site: string, n: number) {
  const dist = join(site, "dist");
  const pageBytes = (path: string) => (existsSync(join(dist, path)) ? statSync(join(dist, path)).size : undefined);
  return {
    synthetic: n > 0 ? pageBytes(syntheticPath(n - 1)) : undefined,
    edited: pageBytes(`/${EDITED_PAGE}.html`),
    dist: folderBytes(dist),
  };
}

function report({ n, measures, output }: Awaited<ReturnType<typeof measureSite>>) {
  console.log(`\n== the portal's pages + ${n} synthetic, ${runs} run(s) ==`);
  for (const m of measures) {
    const times = m.runs.map((r) => r.ms);
    console.log(
      `${m.name.padEnd(40)} median ${seconds(median(times)).padStart(8)}  runs ${times.map(seconds).join(", ")}  cpu ${seconds(median(m.runs.map((r) => r.cpuMs)))}` +
        `  peak ${Math.round(median(m.runs.map((r) => r.treePeakMb)))} MB tree / ${Math.round(median(m.runs.map((r) => r.processPeakMb)))} MB largest process` +
        `  load ${m.loads.join(", ")}`,
    );
    for (const [i, step] of m.runs[0].steps.entries()) {
      const stepTimes = m.runs.map((r) => r.steps[i]);
      console.log(
        `  ${step.label.padEnd(38)} median ${seconds(median(stepTimes.map((s) => s.ms))).padStart(8)}  cpu ${seconds(median(stepTimes.map((s) => s.cpuMs)))}` +
          `  peak ${Math.round(median(stepTimes.map((s) => s.treePeakMb)))} MB tree / ${Math.round(median(stepTimes.map((s) => s.processPeakMb)))} MB process`,
      );
    }
  }
  const synthetic = output.synthetic === undefined ? "none" : kb(output.synthetic);
  const edited = output.edited === undefined ? "missing" : kb(output.edited);
  console.log(`output: a synthetic page ${synthetic}, /${EDITED_PAGE}.html ${edited}, dist/ ${mb(output.dist.bytes)} in ${output.dist.files} files`);
  return {
    n,
    coldCpu: median(measures[0].runs.map((r) => r.cpuMs)),
    cold: median(measures[0].runs.map((r) => r.ms)),
    rebuild: median(measures[1].runs.map((r) => r.ms)),
    content: median(measures[2].runs.map((r) => r.ms)),
    exportOnly: median(measures[3].runs.map((r) => r.ms)),
    peak: median(measures[0].runs.map((r) => r.treePeakMb)),
    output,
  };
}

const rows = [];
for (const n of sizes) rows.push(report(await measureSite(n)));
console.log("\nsummary (medians): N | cold | cold cpu | rebuild | content+export | npm run export alone | cold peak (tree) | synthetic page | dist/");
for (const r of rows) {
  console.log(
    `${String(r.n).padStart(5)} | ${seconds(r.cold)} | ${seconds(r.coldCpu)} | ${seconds(r.rebuild)} | ${seconds(r.content)} | ${seconds(r.exportOnly)} | ${Math.round(r.peak)} MB | ${r.output.synthetic === undefined ? "-" : kb(r.output.synthetic)} | ${mb(r.output.dist.bytes)}`,
  );
}
