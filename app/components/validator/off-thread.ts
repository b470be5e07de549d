/**
 * Runs validations off the main thread, in a Web Worker, one at a time: a
 * newer request terminates the worker still busy with an older one (its
 * result would be stale), so a long validation never queues behind another.
 * Where a worker cannot start (no Worker, a host whose policy refuses it, its
 * script failing to load) the validation runs on the main thread instead,
 * after the "validando" state is painted.
 */
import type { Report } from "../../../packages/validador/src/index";
import type { ValidationMessage, ValidationRequest } from "./validation.worker";

type Engine = typeof import("./engine");
export type Progress = (checked: number, total?: number) => void;

/** Lets the browser paint the "validando" state before a validation on the main thread blocks it. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export class OffThreadValidator {
  private worker?: Worker;
  /** Settles the request in flight with undefined: superseded or stopped. */
  private settleCurrent?: () => void;
  private workerFailed = typeof Worker === "undefined";

  constructor(private readonly engine: Engine) {}

  /** The report, or undefined when a newer request or stop() superseded this one. */
  validate(request: ValidationRequest, onProgress: Progress): Promise<Report | undefined> {
    this.stop();
    if (this.workerFailed) return this.onMainThread(request, onProgress);
    return new Promise((resolve, reject) => {
      const worker = this.startWorker();
      const detach = () => {
        worker.removeEventListener("message", onMessage);
        worker.removeEventListener("error", onError);
        this.settleCurrent = undefined;
      };
      const finish = (report: Report | undefined) => {
        detach();
        resolve(report);
      };
      const onMessage = ({ data }: MessageEvent<ValidationMessage>) => {
        if (data.type === "progress") onProgress(data.checked, data.total);
        else if (data.type === "done") finish(data.report);
        else {
          // An exception inside the validator: the main thread would hit it too, so say it instead of retrying.
          detach();
          reject(new Error(data.message));
        }
      };
      const onError = (event: Event) => {
        // The worker's script did not load or run: validate here from now on.
        event.preventDefault();
        this.workerFailed = true;
        this.discardWorker();
        void this.onMainThread(request, onProgress).then(finish);
      };
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
      this.settleCurrent = () => finish(undefined);
      worker.postMessage(request);
    });
  }

  /** Abandons the request in flight, if any (the reader cleared the box, or the island unmounts). */
  stop() {
    if (!this.settleCurrent) return;
    this.discardWorker();
    const settle = this.settleCurrent;
    this.settleCurrent = undefined;
    settle();
  }

  /** Starts the worker before it is needed: its script and imports load while the reader is still pasting. */
  warmUp() {
    if (!this.workerFailed) this.startWorker();
  }

  /** Stops and lets the worker go: the island is leaving the page. */
  dispose() {
    this.stop();
    this.discardWorker();
  }

  private startWorker(): Worker {
    // A module worker on the engine chunk itself: its imports are the chunks the page already has cached.
    this.worker ??= new Worker(this.engine.engineUrl, { type: "module", name: "validador" });
    return this.worker;
  }

  private discardWorker() {
    this.worker?.terminate();
    this.worker = undefined;
  }

  private async onMainThread(request: ValidationRequest, onProgress: Progress): Promise<Report | undefined> {
    let superseded = false;
    this.settleCurrent = () => (superseded = true);
    await nextFrame();
    if (superseded) return undefined;
    const report = this.engine.validateRequest(request, onProgress);
    this.settleCurrent = undefined;
    return superseded ? undefined : report;
  }
}
