/**
 * Work shared between this process and children of the same script family
 * (the export's render children; the app build's finishing step), each child
 * ending with its parent.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * How many pages it takes for the export's render to be shared with other processes: below it, a render
 * child's start (the app and the manifest) costs more than it saves. The figures behind the number are in
 * bench/README.md ("Measurements behind the code"). e2e/incremental-export.spec.ts runs a child alone on a
 * small site. The content build has no compile workers: they paid only from about +2000 pages.
 */
export const PARALLEL_FROM = 200;

/**
 * A script next to the running one, in the same form: `x.ts` when run from
 * source (with tsx), `x.mjs` when run from the bundle in build/scripts.
 * Children start with this process's Node flags (tsx's loader, or none), and
 * with an IPC channel so they can end when this process does (`endWithParent`).
 */
export function spawnSibling(from: string, name: string, args: string[]) {
  const script = fileURLToPath(new URL(`./${name}${from.endsWith(".ts") ? ".ts" : ".mjs"}`, from));
  return spawn(process.execPath, [...process.execArgv, script, ...args], { stdio: ["pipe", "inherit", "inherit", "ipc"] });
}

/**
 * In a child of `spawnSibling`: exit as soon as the parent is gone (killed,
 * crashed or interrupted), whose channel then closes. Otherwise a killed
 * export would leave its workers rendering into dist/.
 */
export function endWithParent() {
  process.on("disconnect", () => process.exit(1));
  // The channel must not keep a finished child alive.
  process.channel?.unref();
}

/** Settles when `child` exits: resolved on success, rejected naming `what` and the exit code otherwise. */
export const exited = (child: ChildProcess, what: string) =>
  new Promise<void>((resolve, reject) => child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`)))));

/** Runs the sibling script `name` with `args`, fed `stdin`, to its end (`what` names it if it fails). */
export function runSibling(from: string, name: string, args: string[], what: string, stdin = ""): Promise<void> {
  const child = spawnSibling(from, name, args);
  child.stdin!.end(stdin);
  return exited(child, what);
}

/**
 * Starts `count` children of the sibling script `name`, child i with
 * `args(i)` and fed `stdin`; settles once every child has its whole input,
 * with `done`, which rejects if a child fails.
 * Waiting for the input matters: the end of a pipe is delivered by this
 * process's event loop, which work done through promises alone does not let
 * run, so a child reading its input waited for such work here to end.
 */
export async function startSiblings(from: string, name: string, count: number, args: (i: number) => string[], stdin = "") {
  const children = Array.from({ length: count }, (_, i) => spawnSibling(from, name, args(i)));
  const done = Promise.all(children.map((child, i) => exited(child, `${name} ${i + 1}/${count}`)));
  done.catch(() => undefined); // reported to whoever waits for `done`, not as unhandled meanwhile
  await Promise.all(children.map((child) => new Promise<void>((resolve) => child.stdin!.end(stdin, () => resolve()))));
  return { done };
}
