/**
 * A validation worker that started and then goes quiet never leaves the page
 * "validando": a worker free again without answering is found by a ping, one
 * that answers nothing at all is given up after SILENCE_LIMIT_MS, and one
 * that keeps posting progress is waited for however long it takes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OffThreadValidator, PING_AFTER_MS, SILENCE_LIMIT_MS, ValidationStopped } from "./off-thread";
import { FIRST_PAGE } from "./report-pages";
import type { ValidationMessage, WorkerRequest } from "./validation.worker";

/** A worker that has started ("ready") and does with each request what the test says. */
class QuietWorker extends EventTarget {
  static last: QuietWorker;
  posted: WorkerRequest[] = [];
  terminated = false;
  constructor() {
    super();
    QuietWorker.last = this;
    queueMicrotask(() => this.answer({ id: 0, type: "ready" }));
  }
  postMessage(message: WorkerRequest) {
    this.posted.push(message);
  }
  answer(message: ValidationMessage) {
    this.dispatchEvent(new MessageEvent("message", { data: message }));
  }
  terminate() {
    this.terminated = true;
  }
}

const engine = { engineUrl: "/build/_shared/engine-TESTE.js" } as unknown as ConstructorParameters<typeof OffThreadValidator>[0];

describe("a worker that goes quiet", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance"] });
    vi.stubGlobal("Worker", QuietWorker);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("silent for SILENCE_LIMIT_MS: the validation stops with a message and the worker is let go", async () => {
    const validator = new OffThreadValidator(engine);
    validator.warmUp();
    await Promise.resolve();
    const result = validator.validate({ text: "[]" }, FIRST_PAGE, () => {});
    const settled = expect(result).rejects.toThrow(ValidationStopped);
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - PING_AFTER_MS);
    // Asked, not yet given up.
    expect(QuietWorker.last.posted.some((m) => m.type === "ping")).toBe(true);
    expect(QuietWorker.last.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * PING_AFTER_MS);
    await settled;
    await expect(result).rejects.toThrow(/o validador não responde há \d+ s/);
    expect(QuietWorker.last.terminated).toBe(true);
  });

  it("progress keeps a long validation alive past the limit", async () => {
    const validator = new OffThreadValidator(engine);
    const progress: number[] = [];
    const result = validator.validate({ text: "[]" }, FIRST_PAGE, (checked, _total, findings) => progress.push(findings ?? checked));
    const worker = QuietWorker.last;
    for (let second = 1; second <= (2 * SILENCE_LIMIT_MS) / 1000; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      worker.answer({ id: 1, type: "progress", checked: 0, total: 1, findings: second * 1000 });
    }
    worker.answer({ id: 1, type: "page", page: { marker: "relatório" } as never });
    await expect(result).resolves.toEqual({ marker: "relatório" });
    expect(progress.length).toBe((2 * SILENCE_LIMIT_MS) / 1000);
    expect(worker.terminated).toBe(false);
  });
});
