/**
 * The portal's build as a developer runs it, `npm run build && npm run
 * export`, step by step (bench/lib/npm-steps.ts) against a site in the
 * scratch folder, each step measured (bench/lib/measured-run.ts).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { measuredRun, type Measured } from "./measured-run";
import { npmSteps, type Step } from "./npm-steps";

export interface StepTiming extends Measured {
  label: string;
}

export interface BuildRun {
  ms: number;
  cpuMs: number;
  treePeakMb: number;
  processPeakMb: number;
  steps: StepTiming[];
}

export const buildAndExportSteps = (projectRoot: string) => [...npmSteps(projectRoot, "build"), ...npmSteps(projectRoot, "export")];

/** `npm run export` alone: it brings the content build up to date in its own process, then exports. */
export const exportSteps = (projectRoot: string): Step[] => npmSteps(projectRoot, "export");

/** The content build alone (scripts/build-content.ts) and the export: what a content edit needs beside the app's check. */
export const contentAndExportSteps = (projectRoot: string): Step[] => [
  { label: "build-content.mjs", command: "NODE_ENV=production node build/scripts/build-content.mjs" },
  ...npmSteps(projectRoot, "export"),
];

/** Everything a cold build starts without: the app build, Remix's compiler cache, the site's caches and outputs. */
export function cleanAll(projectRoot: string, siteRoot: string) {
  for (const dir of ["build", "public/build", ".cache/content-v2", ".cache/index-v5", ".cache/tmp"])
    rmSync(join(projectRoot, dir), { recursive: true, force: true });
  for (const dir of [".cache", "build", "dist", "public"]) rmSync(join(siteRoot, dir), { recursive: true, force: true });
}

/** Runs the steps in order, with the site's content root and, optionally, extra environment (NODE_OPTIONS for profiles). */
export async function runSteps(projectRoot: string, siteRoot: string, steps: Step[], extraEnv: Record<string, string> = {}): Promise<BuildRun> {
  const env = {
    ...process.env,
    PATH: `${join(projectRoot, "node_modules", ".bin")}:${process.env.PATH}`,
    PORTAL_CONTENT_ROOT: siteRoot,
    ...extraEnv,
  };
  const timings: StepTiming[] = [];
  for (const step of steps) timings.push({ label: step.label, ...(await measuredRun(step.command, projectRoot, env)) });
  return {
    ms: timings.reduce((sum, t) => sum + t.ms, 0),
    cpuMs: timings.reduce((sum, t) => sum + t.cpuMs, 0),
    treePeakMb: Math.max(...timings.map((t) => t.treePeakMb)),
    processPeakMb: Math.max(...timings.map((t) => t.processPeakMb)),
    steps: timings,
  };
}

export async function coldBuild(projectRoot: string, siteRoot: string, extraEnv: Record<string, string> = {}): Promise<BuildRun> {
  cleanAll(projectRoot, siteRoot);
  return runSteps(projectRoot, siteRoot, buildAndExportSteps(projectRoot), extraEnv);
}
