/** Remix's command, as the build and the dev server start it, prints no warning a user cannot act on. */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { remixCli, remixEnv } from "./remix-cli";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Loads the command module `remix build` and `remix watch` load (the version is printed after it is loaded). */
const remixVersion = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [remixCli(root), "--version"], { cwd: root, env, encoding: "utf8" });

// Two starts of Remix's command: a generous bound, since each takes tens of seconds on a loaded machine.
it("starts Remix without Vite's CommonJS deprecation warning", () => {
  const run = remixVersion(remixEnv());
  expect(run.stdout).toMatch(/^2\.17\./);
  expect(run.stderr).not.toMatch(/deprecated/i);
  // The warning this guards against is still there without the switch: when a Remix update drops it, drop the switch.
  const { VITE_CJS_IGNORE_WARNING: _, ...plain } = process.env;
  expect(remixVersion(plain).stderr).toMatch(/The CJS build of Vite's Node API is deprecated/);
}, 300_000);
