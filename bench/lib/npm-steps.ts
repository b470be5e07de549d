/**
 * The shell steps an npm script runs, read from package.json: `build` is
 * "node scripts/build-scripts.mjs build" (the scripts bundled, then the build in the same process), and an
 * `npm run x` inside a script is replaced by x's own steps. Timing the steps
 * one by one shows where a build's time goes, and stays true when the
 * scripts change; npm's own start-up (a few hundred ms a call) is left out.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, realpathSync } from "node:fs";
import { basename, join } from "node:path";

export interface Step {
  /** Short name: the program, or the script a `node` step runs ("remix build", "esbuild", "export.mjs"). */
  label: string;
  command: string;
}

export function npmSteps(root: string, script: string): Step[] {
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<string, string>;
  const expand = (name: string): Step[] => {
    if (!scripts[name]) throw new Error(`package.json has no script "${name}"`);
    return scripts[name].split(" && ").flatMap((command) => {
      const nested = /^npm run ([\w:-]+)$/.exec(command.trim());
      return nested ? expand(nested[1]) : [{ label: labelOf(command), command }];
    });
  };
  return expand(script);
}

function labelOf(command: string): string {
  const words = command
    .trim()
    .split(/\s+/)
    .filter((w) => !/^\w+=/.test(w)); // without VAR=value prefixes
  const [program, first] = words;
  if (program === "node") return basename(words.find((w, i) => i > 0 && !w.startsWith("-")) ?? program);
  return first && /^[a-z][\w-]*$/.test(first) ? `${program} ${first}` : program;
}

/**
 * The same step with every Node process it starts writing a V8 CPU profile
 * into `dir` (`node --cpu-prof`; NODE_OPTIONS may not carry it). A Node
 * program from node_modules/.bin (remix) is started through `node` for that;
 * children of the build scripts inherit the flags (scripts/child-processes.ts).
 * Native programs (esbuild, rm) are left as they are.
 */
export function profiledStep(step: Step, root: string, dir: string): Step {
  const flags = `--cpu-prof --cpu-prof-dir=${dir}`;
  const words = step.command.trim().split(/\s+/);
  const at = words.findIndex((w) => !/^\w+=/.test(w));
  const program = words[at];
  if (program === "node") words.splice(at + 1, 0, flags);
  else {
    const bin = join(root, "node_modules", ".bin", program);
    if (!existsSync(bin) || !startsWith(bin, "#!/usr/bin/env node")) return step;
    words.splice(at, 1, "node", flags, realpathSync(bin));
  }
  return { label: step.label, command: words.join(" ") };
}

/** Whether a file starts with `text` (a shebang), without reading a whole native binary. */
function startsWith(file: string, text: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(text.length);
    readSync(fd, head, 0, head.length, 0);
    return head.toString() === text;
  } finally {
    closeSync(fd);
  }
}
