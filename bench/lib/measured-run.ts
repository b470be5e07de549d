/**
 * Runs one command as a child and measures it the way the build benchmarks
 * report: wall time; the peak of the whole process tree's resident memory
 * (the export and the content build start one child per core, so the machine
 * holds their sum at once); the largest single process's maxRSS as
 * /usr/bin/time reports it (the figure most tools quote); and the CPU time
 * of the tree (user + system, sampled from /proc, so the esbuild service a
 * Node process leaves behind at exit counts too): on a shared machine it
 * moves much less with the load than the wall time does.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Measured {
  ms: number;
  /** Peak of the summed RSS of the process and all its descendants, sampled. */
  treePeakMb: number;
  /** maxRSS of the largest single process of the tree (getrusage via /usr/bin/time). */
  processPeakMb: number;
  /** User + system CPU time of the process and all its descendants, sampled (a process's last 25 ms may be missed). */
  cpuMs: number;
  /** What the command printed, for figures the command reports itself. */
  stdout: string;
}

const SAMPLE_MS = 25;
const TICK_MS = 10; // Linux's USER_HZ: /proc counts CPU time in hundredths of a second
const PAGE_KB = 4;

/** Children started by the process's main thread (Node, sh and time start theirs there; reading every thread's list would cost more than the sample). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return []; // the process ended between two reads
  }
}

/** RSS (KB) and CPU time (ms) of one process, from /proc/<pid>/stat; undefined once it has ended. */
function usage(pid: number): { rssKb: number; cpuMs: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, rss 24.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS, rssKb: Number(fields[21]) * PAGE_KB };
  } catch {
    return undefined;
  }
}

/** Samples the tree below `root`: its summed RSS now, and each process's CPU time so far (kept after it ends). */
function treeSampler(root: number) {
  const cpuByPid = new Map<number, number>();
  let peakKb = 0;
  const sample = () => {
    let rssKb = 0;
    const pending = [root];
    while (pending.length) {
      const pid = pending.pop()!;
      const now = usage(pid);
      if (!now) continue;
      rssKb += now.rssKb;
      cpuByPid.set(pid, now.cpuMs);
      pending.push(...childrenOf(pid));
    }
    peakKb = Math.max(peakKb, rssKb);
  };
  return { sample, peakKb: () => peakKb, cpuMs: () => [...cpuByPid.values()].reduce((a, b) => a + b, 0) };
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
    const tree = treeSampler(child.pid!);
    const sampler = setInterval(tree.sample, SAMPLE_MS);
    child.on("close", (code) => {
      const ms = performance.now() - started;
      clearInterval(sampler);
      // The last line: a failing command makes time write "Command exited with non-zero status" first.
      const processKb = Number(readFileSync(timeFile, "utf8").trim().split("\n").pop());
      rmSync(timeFile, { force: true });
      if (code !== 0) return reject(new Error(`${command} failed (exit ${code})\n${stdout}${stderr}`));
      resolve({ ms, treePeakMb: tree.peakKb() / 1024, processPeakMb: processKb / 1024, cpuMs: tree.cpuMs(), stdout });
    });
  });
}
