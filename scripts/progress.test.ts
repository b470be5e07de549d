/** The progress line of the build and the export: rewritten in place on a terminal, a few plain lines in CI or a log. */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { showProgress } from "./progress";

/** A stdout stand-in that keeps what was written. */
function terminal(isTTY: boolean) {
  const written: string[] = [];
  const out = { isTTY, write: (text: string) => written.push(text) > 0 } as unknown as NodeJS.WriteStream;
  return { out, written };
}

/** Runs the step: `count` goes through `counts`, one value per quarter second, then the step ends. */
function run(isTTY: boolean, total: number, counts: number[]) {
  const { out, written } = terminal(isTTY);
  let done = 0;
  const stop = showProgress("conteúdo: compilando páginas", total, () => done, out);
  for (const count of counts) {
    done = count;
    vi.advanceTimersByTime(250);
  }
  stop();
  return written;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv("CI", "");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

it("on a terminal rewrites one line with the count and clears it at the end", () => {
  const written = run(true, 130, [8, 40, 130]);
  expect(written).toEqual([
    "\r\x1b[Kconteúdo: compilando páginas 8/130",
    "\r\x1b[Kconteúdo: compilando páginas 40/130",
    "\r\x1b[Kconteúdo: compilando páginas 130/130",
    "\r\x1b[K",
  ]);
});

it("in a log writes plain lines, at the start and at each quarter only", () => {
  const written = run(false, 100, [8, 16, 24, 32, 48, 56, 80, 96, 100]);
  expect(written).toEqual([
    "conteúdo: compilando páginas 0/100\n",
    "conteúdo: compilando páginas 32/100\n",
    "conteúdo: compilando páginas 56/100\n",
    "conteúdo: compilando páginas 80/100\n",
  ]);
  expect(written.join("")).not.toMatch(/\r|\x1b/);
});

it("writes plain lines in CI even when its output is a terminal", () => {
  vi.stubEnv("CI", "true");
  const written = run(true, 40, [40]);
  expect(written).toEqual(["conteúdo: compilando páginas 0/40\n", "conteúdo: compilando páginas 40/40\n"]);
});

it("writes nothing for a step with nothing to do", () => {
  expect(run(true, 0, [0])).toEqual([]);
  expect(run(false, 0, [0])).toEqual([]);
});
