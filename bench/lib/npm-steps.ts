/**
 * The shell steps an npm script runs, read from package.json: `build` is
 * "rm … && remix build && npm run build:scripts && … build-content.mjs",
 * and each `npm run x` inside is replaced by x's own steps. Timing the steps
 * one by one shows where a build's time goes, and stays true when the
 * scripts change; npm's own start-up (a few hundred ms a call) is left out.
 */
import { readFileSync } from "node:fs";
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
  const words = command.trim().split(/\s+/).filter((w) => !/^\w+=/.test(w)); // without VAR=value prefixes
  const [program, first] = words;
  if (program === "node") return basename(words.find((w, i) => i > 0 && !w.startsWith("-")) ?? program);
  return first && /^[a-z][\w-]*$/.test(first) ? `${program} ${first}` : program;
}
