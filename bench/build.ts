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
 * each run. Then the output's size: a generated page's HTML, the edited
 * portal page's HTML and dist/ (hard links counted once).
 *
 * A size written `docsN` (docs500) builds the layout of the independent
 * benchmark instead (bench/lib/docs-content-site.ts): one shared page copied
 * N times into one folder. `--against DIR` measures another checkout of the
 * portal too (a worktree of an older commit, with its own node_modules), run
 * by run in turn with this one (DIR first), so that both see the same load;
 * the summary gives both and the ratio this/DIR.
 * Usage: npm run bench:build [-- SIZES [runs [MEASURES]]] [--against DIR]
 *   SIZES    comma list of N or docsN (default 0,500,2000)
 *   MEASURES comma list of cold,rebuild,content,export (default all four)
 */
import { existsSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { docsContentPath, docsContentSite } from "./lib/docs-content-site";
import { buildAndExportSteps, coldBuild, contentAndExportSteps, exportSteps, runSteps, type BuildRun } from "./lib/portal-build";
import { EDITED_PAGE, editPage, portalSite, scratchRoot, syntheticPath } from "./lib/synthetic-site";
import { folderBytes, kb, load, mb, median, seconds } from "./lib/stats";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { against: { type: "string" } } });
const sizes = (positionals[0] ?? "0,500,2000").split(",");
const runs = Number(positionals[1] ?? 3);
const MEASURES = ["cold", "rebuild", "content", "export"] as const;
type MeasureName = (typeof MEASURES)[number];
const chosen = (positionals[2]?.split(",") ?? MEASURES) as MeasureName[];
for (const name of chosen) if (!MEASURES.includes(name)) throw new Error(`medida desconhecida "${name}": use ${MEASURES.join(", ")}`);
if (sizes.some((s) => !/^(docs)?\d+$/.test(s)))
  throw new Error(`tamanhos inválidos "${positionals[0]}": use números ou docsN, separados por vírgula (0,500,docs500)`);

const TITLES: Record<MeasureName, string> = {
  cold: "cold build + export",
  rebuild: "rebuild + export, one page changed",
  content: "content + export only, one page changed",
  export: "npm run export alone, one page changed",
};

/** A checkout of the portal being measured, and its site for the current size. */
interface Checkout {
  name: string;
  project: string;
}
const here: Checkout = { name: "this checkout", project: process.cwd() };
const checkouts: Checkout[] = values.against ? [{ name: basename(resolve(values.against)), project: resolve(values.against) }, here] : [here];

interface Measure {
  name: MeasureName;
  runs: BuildRun[];
  loads: number[];
}

/** The site of `size` for one checkout: its own folder, so each keeps its caches between its runs. */
function siteOf(size: string, checkout: Checkout, index: number) {
  const docs = size.startsWith("docs");
  const n = Number(size.replace("docs", ""));
  const root = join(scratchRoot, `${docs ? "docs" : "site"}-${n}${index === checkouts.length - 1 ? "" : `-against${index}`}`);
  const siteRoot = docs ? docsContentSite(checkout.project, n, root) : portalSite(checkout.project, n, root);
  const samplePage = n === 0 ? undefined : docs ? docsContentPath(n - 1) : syntheticPath(n - 1);
  return { siteRoot, samplePage };
}

const stepsOf = (name: MeasureName, project: string) =>
  name === "content" ? contentAndExportSteps(project) : name === "export" ? exportSteps(project) : buildAndExportSteps(project);

/** Every size's sites, each checkout's own; prepared once, before the first run. */
function prepareSites() {
  return sizes.map((size) => ({
    size,
    sites: checkouts.map((c, i) => siteOf(size, c, i)),
    measures: checkouts.map(() => chosen.map((name): Measure => ({ name, runs: [], loads: [] }))),
  }));
}
type SizeState = ReturnType<typeof prepareSites>[number];

let edits = 0;

/** One run of `name` in checkout `c`, printed at once: on a loaded machine a round can take an hour, and an interrupted benchmark keeps what it printed. */
async function measureOnce(state: SizeState, c: number, m: number, round: number) {
  const checkout = checkouts[c];
  const { siteRoot } = state.sites[c];
  const measure = state.measures[c][m];
  const name = chosen[m];
  // A measure other than cold needs the checkout's outputs: after a cold run, or made here unmeasured.
  if (name !== "cold" && !existsSync(join(siteRoot, "dist"))) await coldBuild(checkout.project, siteRoot);
  if (name !== "cold") editPage(siteRoot, edits++);
  const loadBefore = load();
  const run = name === "cold" ? await coldBuild(checkout.project, siteRoot) : await runSteps(checkout.project, siteRoot, stepsOf(name, checkout.project));
  measure.loads.push(loadBefore);
  measure.runs.push(run);
  console.log(
    `run: round ${round + 1} | ${state.size} | ${name} | ${checkout.name} | wall ${seconds(run.ms)} | cpu ${seconds(run.cpuMs)} | load ${loadBefore} → ${load()} | ${run.steps.map((s) => `${s.label} ${seconds(s.ms)}/${seconds(s.cpuMs)}`).join(", ")}`,
  );
}

/** Rounds outside, then sizes, measures and checkouts (DIR first): each pair of runs to compare is made back to back. */
async function measureAll() {
  const states = prepareSites();
  for (let round = 0; round < runs; round++)
    for (const state of states) for (const m of chosen.keys()) for (const c of checkouts.keys()) await measureOnce(state, c, m, round);
  return states.map((state) =>
    checkouts.map((checkout, c) => ({
      checkout,
      size: state.size,
      measures: state.measures[c],
      output: outputSizes(state.sites[c].siteRoot, state.sites[c].samplePage),
    })),
  );
}

function outputSizes(site: string, samplePage: string | undefined) {
  const dist = join(site, "dist");
  const pageBytes = (path: string) => (existsSync(join(dist, path)) ? statSync(join(dist, path)).size : undefined);
  return { sample: samplePage === undefined ? undefined : pageBytes(samplePage), edited: pageBytes(`/${EDITED_PAGE}.html`), dist: folderBytes(dist) };
}

type SizeResult = Awaited<ReturnType<typeof measureAll>>[number][number];

function report({ checkout, size, measures, output }: SizeResult) {
  console.log(`\n== ${checkout.name} (${checkout.project}): the portal's pages + ${size}, ${runs} run(s) ==`);
  for (const m of measures) {
    const times = m.runs.map((r) => r.ms);
    console.log(
      `${TITLES[m.name].padEnd(40)} median ${seconds(median(times)).padStart(8)}  runs ${times.map(seconds).join(", ")}  cpu ${seconds(median(m.runs.map((r) => r.cpuMs)))} (runs ${m.runs.map((r) => seconds(r.cpuMs)).join(", ")})` +
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
  const sample = output.sample === undefined ? "none" : kb(output.sample);
  const edited = output.edited === undefined ? "missing" : kb(output.edited);
  console.log(`output: a generated page ${sample}, /${EDITED_PAGE}.html ${edited}, dist/ ${mb(output.dist.bytes)} in ${output.dist.files} files`);
}

/** One line per size and measure: each checkout's median wall and CPU time, and this checkout's ratio to the first. */
function summary(results: SizeResult[][]) {
  console.log(
    `\nsummary (medians of ${runs}): size | measure | ${checkouts.map((c) => `${c.name} wall / cpu`).join(" | ")}${checkouts.length > 1 ? " | ratio wall / cpu" : ""}`,
  );
  for (const bySize of results) {
    for (const [m, name] of chosen.entries()) {
      const figures = bySize.map((r) => ({ wall: median(r.measures[m].runs.map((x) => x.ms)), cpu: median(r.measures[m].runs.map((x) => x.cpuMs)) }));
      const ratio = figures.length > 1 ? ` | ${(figures[1].wall / figures[0].wall).toFixed(3)} / ${(figures[1].cpu / figures[0].cpu).toFixed(3)}` : "";
      console.log(`${bySize[0].size.padStart(7)} | ${name.padEnd(7)} | ${figures.map((f) => `${seconds(f.wall)} / ${seconds(f.cpu)}`).join(" | ")}${ratio}`);
    }
  }
}

const results = await measureAll();
for (const bySize of results) for (const result of bySize) report(result);
summary(results);
