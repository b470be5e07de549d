/**
 * Runs validations off the main thread, in a Web Worker, one at a time: a
 * newer request terminates the worker still busy with an older one (its
 * result would be stale), so a long validation never queues behind another.
 * The worker keeps the report and answers pages of it (report-pages.ts).
 * Where a worker cannot start (no Worker, a host whose policy refuses it, its
 * script failing to load) the validation runs on the main thread instead,
 * after the "validando" state is painted. A worker that started and then
 * fails (an exception, an answer that cannot be read, a request left
 * unanswered, silence) ends the request with ValidationStopped, never with
 * an endless "validando"; the next request starts a new worker.
 */
import type { Report } from "../../../packages/validador/src/index";
import type { PageRequest, ReportPage, ReportPager } from "./report-pages";
import type { Progress, ValidationMessage, ValidationRequest, WorkerRequest } from "./validation.worker";

type Engine = typeof import("./engine");

/** A validation the worker stopped without finishing; `message` says why, in Portuguese. */
export class ValidationStopped extends Error {}

/** Silence after which the page asks the worker, with a ping, whether it is done with the request. */
export const PING_AFTER_MS = 2_000;
/**
 * Silence after which a worker is taken for gone (stopped by the browser,
 * out of memory, stuck): a validation posts progress every few seconds at
 * most, even on 100,000 findings in one ad, and a free worker answers a ping
 * at once.
 */
export const SILENCE_LIMIT_MS = 60_000;

/** Lets the browser paint the "validando" state before a validation on the main thread blocks it. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * While request `id` is unanswered: pings the worker after PING_AFTER_MS of
 * silence (its pong, answered only when it is free, means the request was
 * dropped) and stops the request after SILENCE_LIMIT_MS without a word.
 * Returns what stops the watch.
 */
function watchWorker(worker: Worker, id: number, heard: { at: number }, stop: (reason: string) => void): () => void {
  const timer = setInterval(() => {
    const silent = performance.now() - heard.at;
    if (silent >= SILENCE_LIMIT_MS) stop(`o validador não responde há ${Math.round(silent / 1000)} s`);
    else if (silent >= PING_AFTER_MS) worker.postMessage({ type: "ping", id } satisfies WorkerRequest);
  }, PING_AFTER_MS);
  return () => clearInterval(timer);
}

/**
 * Characters of text per message to the worker. Copying a message happens
 * on the main thread, in the task that posts it: 4 MB of text in one message
 * took it 130 ms on a loaded machine; a part of this size, a few.
 */
export const TEXT_PART = 256 * 1024;

/** What validating `request` posts to the worker: a long text goes in parts first, then the request that names them. */
export function messagesFor(id: number, request: ValidationRequest, page: PageRequest): WorkerRequest[] {
  if (!("text" in request) || request.text.length <= TEXT_PART) return [{ type: "validate", id, request, page }];
  const { text, filename } = request;
  const parts: WorkerRequest[] = [];
  for (let at = 0; at < text.length; at += TEXT_PART) parts.push({ type: "text-part", id, part: text.slice(at, at + TEXT_PART) });
  return [...parts, { type: "validate", id, request: { textInParts: true, filename }, page }];
}

/**
 * Posts `messages` each from a task of its own, the first one too (the task
 * that asked is busy rendering the "validando" state), so no task of the
 * page copies more than one of them; stops once the request is no longer awaited.
 */
async function postInTurns(worker: Worker, messages: WorkerRequest[], awaited: () => boolean) {
  for (const message of messages) {
    await nextTask();
    if (!awaited()) return;
    worker.postMessage(message);
  }
}

export class OffThreadValidator {
  private worker?: Worker;
  /** Settles the request in flight with undefined: superseded or stopped. */
  private settleCurrent?: () => void;
  private workerFailed: boolean;
  /** The worker's script ran ("ready"): a failure from now on is a validation that stopped, not a worker that cannot start. */
  private workerReady = false;
  /** The last report, when it was made on the main thread. */
  private localPager?: ReportPager;
  /** The last report is localPager's, not the worker's, until the next validation. */
  private pagesHere = false;
  /** Numbers the requests, so a late answer to a superseded page request is never taken for the current one. */
  private lastId = 0;

  constructor(private readonly engine: Engine) {
    // A chunk URL that is not a string would start a worker on "<page folder>/undefined": validate here instead.
    this.workerFailed = typeof Worker === "undefined" || typeof engine.engineUrl !== "string";
  }

  /** The report's first page, or undefined when a newer request or stop() superseded this one. */
  validate(request: ValidationRequest, page: PageRequest, onProgress: Progress): Promise<ReportPage | undefined> {
    this.stop();
    const here = () => this.onMainThread(() => new this.engine.ReportPager(this.engine.validateRequest(request, onProgress)), page);
    if (this.workerFailed) return here();
    const id = ++this.lastId;
    return this.ask(messagesFor(id, request, page), onProgress, here);
  }

  /** Another page of the last report (other severities, more ads); undefined when superseded. */
  page(page: PageRequest): Promise<ReportPage | undefined> {
    // A page request in flight is only forgotten: the worker holds the report, it must not be terminated.
    this.forgetCurrent();
    if (this.workerFailed || this.pagesHere) return Promise.resolve(this.localPager?.page(page));
    return this.ask(
      [{ type: "page", id: ++this.lastId, page }],
      () => {},
      () => Promise.resolve(undefined),
    );
  }

  /** A report made here (a paste refused from its size): later pages come from it. */
  adopt(report: Report, page: PageRequest): ReportPage {
    this.stop();
    this.discardWorker();
    this.localPager = new this.engine.ReportPager(report);
    this.pagesHere = true;
    return this.localPager.page(page);
  }

  /** Abandons the request in flight, if any (the reader cleared the box, or the island unmounts). */
  stop() {
    if (this.settleCurrent) this.discardWorker();
    this.forgetCurrent();
  }

  private forgetCurrent() {
    const settle = this.settleCurrent;
    this.settleCurrent = undefined;
    settle?.();
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

  /**
   * Posts a request's messages to the worker, each from a task of its own,
   * and waits for its page; `instead` runs when the worker's script cannot
   * run. Once the messages are posted, a silent worker is pinged now and then
   * (watchWorker).
   */
  private ask(messages: WorkerRequest[], onProgress: Progress, instead: () => Promise<ReportPage | undefined>): Promise<ReportPage | undefined> {
    const { id } = messages[0];
    if (messages.some((m) => m.type === "validate")) this.pagesHere = false;
    return new Promise((resolve, reject) => {
      const worker = this.startWorker();
      let waiting = true;
      let stopWatching = () => {};
      const detach = () => {
        waiting = false;
        stopWatching();
        worker.removeEventListener("message", onMessage);
        worker.removeEventListener("error", onError);
        worker.removeEventListener("messageerror", onUnreadable);
        this.settleCurrent = undefined;
      };
      const finish = (page: ReportPage | undefined) => {
        detach();
        resolve(page);
      };
      const stop = (reason: string) => {
        detach();
        this.discardWorker();
        reject(new ValidationStopped(reason));
      };
      const heard = { at: performance.now() };
      const onMessage = ({ data }: MessageEvent<ValidationMessage>) => {
        if (data.id !== id) return;
        heard.at = performance.now();
        if (data.type === "progress") onProgress(data.checked, data.total, data.findings);
        else if (data.type === "page") finish(data.page);
        // Answered only once the worker is free: it finished with the request and never answered it.
        else if (data.type === "pong") stop("o validador terminou sem entregar o relatório");
        else if (data.type === "failed") {
          // An exception inside the validator: the main thread would hit it too, so say it instead of retrying.
          detach();
          reject(new Error(data.message));
        }
      };
      const onError = (event: Event) => {
        event.preventDefault();
        if (this.workerReady) return stop(`o validador parou com um erro (${(event as ErrorEvent).message || "sem mensagem"})`);
        // The worker's script did not load or run here: validate on the main thread from now on.
        this.workerFailed = true;
        this.discardWorker();
        detach();
        void instead().then(resolve, reject);
      };
      const onUnreadable = () => stop("a resposta do validador não pôde ser lida");
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
      worker.addEventListener("messageerror", onUnreadable);
      this.settleCurrent = () => finish(undefined);
      void postInTurns(worker, messages, () => waiting).then(() => {
        heard.at = performance.now();
        if (waiting) stopWatching = watchWorker(worker, id, heard, stop);
      });
    });
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    // A module worker on the engine chunk itself: its imports are the chunks the page already has cached.
    const worker = new Worker(this.engine.engineUrl, { type: "module", name: "validador" });
    this.workerReady = false;
    worker.addEventListener("message", ({ data }: MessageEvent<ValidationMessage>) => {
      if (data.type === "ready" && this.worker === worker) this.workerReady = true;
    });
    // The script failing to load while no request waits (the warm-up): the next validation runs on the main thread.
    worker.addEventListener("error", () => {
      if (this.workerReady || this.worker !== worker) return;
      this.workerFailed = true;
      this.discardWorker();
    });
    this.worker = worker;
    return worker;
  }

  private discardWorker() {
    this.worker?.terminate();
    this.worker = undefined;
  }

  private async onMainThread(makePager: () => ReportPager, page: PageRequest): Promise<ReportPage | undefined> {
    let superseded = false;
    this.settleCurrent = () => (superseded = true);
    await nextFrame();
    if (superseded) return undefined;
    this.localPager = makePager();
    this.settleCurrent = undefined;
    return superseded ? undefined : this.localPager.page(page);
  }
}
