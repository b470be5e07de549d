/**
 * Runs one command as a child and measures it the way the build benchmarks
 * report: wall time, the peak of the whole process tree's resident memory
 * (the export and the content build start one child per core, so the machine
 * holds their sum at once) and the largest single process's maxRSS as
 * /usr/bin/time reports it (the figure most tools quote).
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Measured {
  ms: number;
  /** Peak of the summed RSS of the process and all its descendants, sampled. */
  treePeakMb: number;
  /** maxRSS of the largest single process of the tree (getrusage via /usr/bin/time). */
  processPeakMb: number;
  /** What the command printed, for figures the command reports itself. */
  stdout: string;
}

const SAMPLE_MS = 25;

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  } catch {
    return []; // the process ended between two reads
  }
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Summed RSS (KB) of `pid` and every process below it right now. */
function treeRssKb(pid: number): number {
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop()!;
    total += rssKb(next);
    pending.push(...childrenOf(next));
  }
  return total;
}

let runs = 0;

/** Runs `command` (a shell line) in `cwd` with `env`; rejects with its output when it fails. */
export function measuredRun(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Measured> {
  const timeFile = join(tmpdir(), `portal-bench-time-${process.pid}-${runs++}`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("/usr/bin/time", ["-f", "%M", "-o", timeFile, "sh", "-c", command], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    let peakKb = 0;
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(child.pid!))), SAMPLE_MS);
    child.on("close", (code) => {
      const ms = performance.now() - started;
      clearInterval(sampler);
      const processKb = Number(readFileSync(timeFile, "utf8").trim().split("\n").pop());
      rmSync(timeFile, { force: true });
      if (code !== 0) return reject(new Error(`${command} failed (exit ${code})\n${stdout}${stderr}`));
      resolve({ ms, treePeakMb: peakKb / 1024, processPeakMb: processKb / 1024, stdout });
    });
  });
}
