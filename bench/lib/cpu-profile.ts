/**
 * Reads the V8 CPU profiles `node --cpu-prof` writes (one per process) and
 * says where the time went: self time by group (a package, a source file of
 * the project, module loading, garbage collection, idle: waiting for esbuild,
 * a child or the disk), the functions with the most self and inclusive time,
 * and when the main functions of the build ran. Code bundled into
 * build/scripts/ or build/index.js is traced back to its source file by the
 * `// path/to/file.ts` lines esbuild writes before each module (a bundled
 * dependency's to its package; the app's code in build/index.js to the app).
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** For a bundle file: the source file (or, for a bundled dependency, the package) of each line, from esbuild's module comments; empty for other files. */
const bundleSources = new Map<string, string[]>();
function sourceOfLine(file: string, line: number): string | undefined {
  if (!bundleSources.has(file)) {
    const sources: string[] = [];
    if (existsSync(file)) {
      let current = "";
      for (const text of readFileSync(file, "utf8").split("\n")) {
        const m =
          /^\/\/ ((?:app|core|plugins|domain|ad-catalogue|packages|scripts|server|site\.config)[\w./-]*)$/.exec(text) ??
          /^\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(text);
        // The app's code in the server build is one module to esbuild's second pass (scripts/server-bundle.ts): its files are not told apart.
        if (m) current = m[1];
        else if (text === "// build/index.js") current = "app/ (server build)";
        sources.push(current);
      }
    }
    bundleSources.set(file, sources);
  }
  return bundleSources.get(file)![line] || undefined;
}

const V8_BUCKETS: Record<string, string> = {
  "(garbage collector)": "GC",
  "(idle)": "idle (waiting: esbuild, children, disk)",
  "(program)": "V8/native (parse, compile, other)",
};

/** Where a frame's code lives: a package, a project source file, Node itself, or V8's own buckets. */
export function groupOf(frame: CallFrame, projectRoot: string): string {
  const { url, functionName } = frame;
  if (!url) return V8_BUCKETS[functionName] ?? (functionName.startsWith("RegExp:") ? "native RegExp execution" : `native ${functionName}`);
  if (url.startsWith("node:internal/modules")) return "node: module loading";
  if (url.startsWith("node:")) return `node: ${url.slice(5).split("/").slice(0, 2).join("/")}`;
  const path = url.startsWith("file://") ? fileURLToPath(url) : url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  const inBuild = path.startsWith(`${projectRoot}/build/`);
  if (inBuild) return sourceOfLine(path, frame.lineNumber) ?? path.slice(projectRoot.length + 1);
  return path.startsWith(projectRoot) ? path.slice(projectRoot.length + 1) : path;
}

const frameName = (frame: CallFrame, projectRoot: string) => `${frame.functionName || "(top level)"} ${groupOf(frame, projectRoot)}`;

export interface ProfileSummary {
  /** When profiling started, µs on the machine's monotonic clock (comparable between processes). */
  startUs: number;
  durationMs: number;
  /** Self time (ms) by group. */
  groups: Map<string, number>;
  /** Self time (ms) by function ("name group"). */
  selfByFunction: Map<string, number>;
  /** Inclusive time (ms) by function: samples with it anywhere on the stack. */
  inclusiveByFunction: Map<string, number>;
  /** First and last sample (ms from the process's start of profiling) of each function. */
  spans: Map<string, { first: number; last: number }>;
}

export function summarise(profile: CpuProfile, projectRoot: string): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;
  const stackNames = new Map<number, string[]>(); // node id → distinct function names on its stack
  const namesOf = (id: number): string[] => {
    const known = stackNames.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const names = new Set(node.parent === undefined ? [] : namesOf(node.parent));
    if (node.callFrame.url) names.add(frameName(node.callFrame, projectRoot));
    const list = [...names];
    stackNames.set(id, list);
    return list;
  };
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const summary: ProfileSummary = {
    startUs: profile.startTime,
    durationMs: (profile.endTime - profile.startTime) / 1000,
    groups: new Map(),
    selfByFunction: new Map(),
    inclusiveByFunction: new Map(),
    spans: new Map(),
  };
  let at = 0;
  for (const [i, id] of profile.samples.entries()) {
    // A sample's delta is the time since the previous one: it belongs to this sample's stack.
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const node = byId.get(id)!;
    add(summary.groups, groupOf(node.callFrame, projectRoot), ms);
    if (node.callFrame.url) add(summary.selfByFunction, frameName(node.callFrame, projectRoot), ms);
    for (const name of namesOf(id)) {
      add(summary.inclusiveByFunction, name, ms);
      const span = summary.spans.get(name);
      if (span) span.last = at;
      else summary.spans.set(name, { first: at, last: at });
    }
  }
  return summary;
}

export const readProfile = (file: string): CpuProfile => JSON.parse(readFileSync(file, "utf8"));

/** Adds the figures of several processes (a step's main process and its children). */
export function mergeSummaries(summaries: ProfileSummary[]): ProfileSummary {
  const merged: ProfileSummary = {
    startUs: Math.min(...summaries.map((s) => s.startUs)),
    durationMs: 0,
    groups: new Map(),
    selfByFunction: new Map(),
    inclusiveByFunction: new Map(),
    spans: new Map(),
  };
  for (const s of summaries) {
    merged.durationMs += s.durationMs;
    for (const key of ["groups", "selfByFunction", "inclusiveByFunction"] as const) {
      for (const [k, v] of s[key]) merged[key].set(k, (merged[key].get(k) ?? 0) + v);
    }
  }
  return merged;
}

export const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

/**
 * The profile with only the samples taken inside `windows` (process.hrtime.bigint()
 * readings, in ns: the same monotonic clock as V8's µs timestamps), so a
 * server's start and the benchmark's other requests are left out.
 */
export function cutProfile(profile: CpuProfile, windows: [bigint, bigint][]): CpuProfile {
  const inside = (us: number) => windows.some(([from, to]) => us * 1000 >= Number(from) && us * 1000 <= Number(to));
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    if (!inside(at)) continue;
    samples.push(id);
    timeDeltas.push(profile.timeDeltas[i] ?? 0);
  }
  const kept = windows.reduce((n, [from, to]) => n + Number(to - from) / 1000, 0);
  return { ...profile, samples, timeDeltas, endTime: profile.startTime + kept };
}
