/** A child of the export or the content build never outlives its parent. */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "portal-children-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const library = JSON.stringify(new URL("./child-processes.ts", import.meta.url).pathname);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

it("a worker ends as soon as its parent is killed", async () => {
  // The parent keeps its own share busy forever; the child writes its pid and works on.
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }');
  writeFileSync(
    join(dir, "parent.ts"),
    `import { startSiblings } from ${library};\nawait startSiblings(import.meta.url, "child", 1, () => []);\nawait new Promise(() => {});\n`,
  );
  writeFileSync(
    join(dir, "child.ts"),
    `import { endWithParent } from ${library};\nimport { writeFileSync } from "node:fs";\nendWithParent();\nwriteFileSync(${JSON.stringify(join(dir, "child.pid"))}, String(process.pid));\nsetInterval(() => {}, 1000);\n`,
  );
  const parent = spawn(process.execPath, ["--import", "tsx", join(dir, "parent.ts")], { stdio: "ignore" });
  const pidFile = join(dir, "child.pid");
  // Bounds, not measures: two Node processes with tsx's loader can take tens of seconds to start on a loaded machine.
  await until(() => existsSync(pidFile) && readFileSync(pidFile, "utf8") !== "", 90_000);
  const child = Number(readFileSync(pidFile, "utf8"));
  expect(isRunning(child)).toBe(true);

  parent.kill("SIGKILL");
  await until(() => !isRunning(child), 30_000);
}, 150_000);

it("a child has its whole input while this process works on through promises alone", async () => {
  const sub = join(dir, "input");
  mkdirSync(sub, { recursive: true });
  writeFileSync(join(sub, "package.json"), '{ "type": "module" }');
  const childGot = JSON.stringify(join(sub, "child-got"));
  // This process's share works through promises alone (as rendering pages does), and inside that work looks for the
  // file the child writes once it has its whole input: seeing it there proves the child was fed meanwhile, without
  // comparing the clocks of two processes (a loaded machine can run one of them late). It gives up after 90 s, a
  // bound for a loaded machine, not a measure.
  writeFileSync(
    join(sub, "parent.ts"),
    `import { startSiblings } from ${library};\nimport { existsSync, writeFileSync } from "node:fs";\n` +
      `const { done } = await startSiblings(import.meta.url, "child", 1, () => [], "the pages");\n` +
      `const giveUp = Date.now() + 90_000; while (!existsSync(${childGot}) && Date.now() < giveUp) await Promise.resolve();\n` +
      `writeFileSync(${JSON.stringify(join(sub, "parent-saw"))}, existsSync(${childGot}) ? "while working" : "never");\nawait done;\n`,
  );
  // The child writes what its input was, once it has all of it.
  writeFileSync(
    join(sub, "child.ts"),
    `import { text } from "node:stream/consumers";\nimport { writeFileSync } from "node:fs";\nconst input = await text(process.stdin);\nwriteFileSync(${childGot}, input);\n`,
  );
  const parent = spawn(process.execPath, ["--import", "tsx", join(sub, "parent.ts")], { stdio: "ignore" });
  await new Promise((resolve) => parent.on("exit", resolve));
  expect(readFileSync(join(sub, "child-got"), "utf8")).toBe("the pages");
  expect(readFileSync(join(sub, "parent-saw"), "utf8")).toBe("while working");
}, 150_000);
