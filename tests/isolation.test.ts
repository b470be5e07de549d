/**
 * The unit tests share a worker's modules from file to file (vitest.config.ts), so a file that changes shared
 * state must be listed to run isolated: a mock or a stubbed variable left behind would change what later files see.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ISOLATED_TEST_FILES } from "../vitest.config";

/** What makes a test file change state other files would see. */
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers)\(|process\.env\.\w+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env|process\.chdir\(/;

const testFiles = execFileSync("git", ["ls-files", "*.test.ts", "*.test.tsx"], { encoding: "utf8" }).trim().split("\n");

test("every test file that mocks, stubs or sets the environment runs isolated, and the list names only such files", () => {
  const changing = testFiles.filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, "utf8")));
  expect(changing.sort()).toEqual([...ISOLATED_TEST_FILES].sort());
});

test("the rule sees each way a file changes shared state, and not a mere read of the environment", () => {
  // Built from parts, so that this file does not match its own rule.
  const changes = ["mock(", "stubEnv(", "useFakeTimers("].map((call) => `vi.${call}`);
  changes.push(...["env.ROOT = root", 'env["X"] = "1"'].map((set) => `process.${set}`), `delete process.${"env"}.X`);
  for (const line of changes) expect(CHANGES_SHARED_STATE.test(line), line).toBe(true);
  expect(CHANGES_SHARED_STATE.test(`if (process.${"env"}.CI === "true") {}`)).toBe(false);
});
