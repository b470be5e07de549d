/**
 * The validator's Web Worker. This module is part of the engine chunk
 * (engine.ts imports it), and the page starts a module worker on that same
 * chunk's URL (engineUrl): the Remix compiler bundles no separate worker
 * entry, and a worker from the site's own origin needs nothing more from the
 * Content-Security-Policy than the page's scripts do (a blob: worker would).
 * Loaded in the page, it does nothing; in a worker it validates what the page
 * posts, answers with progress and the first page of the report, keeps the
 * report, and answers later pages of it (other severities, more ads).
 */
import { validateBytes, validatePayload, type Report } from "../../../packages/validador/src/index";
import { ReportPager, type PageRequest, type ReportPage } from "./report-pages";

export type ValidationRequest = { text: string; filename?: string } | { bytes: Uint8Array; filename?: string };

/** A validation request as posted to the worker: `textInParts` when its text came before it, in "text-part" messages. */
export type PostedRequest = ValidationRequest | { textInParts: true; filename?: string };

/**
 * Page → worker: a part of a long text, validate (and answer the first
 * page), or another page of the last report. A long text is posted in parts,
 * each from a task of its own (off-thread.ts): copying 4 MB of text into one
 * message held the page's main thread 130 ms on a loaded machine.
 */
export type WorkerRequest =
  | { type: "text-part"; id: number; part: string }
  | { type: "validate"; id: number; request: PostedRequest; page: PageRequest }
  | { type: "page"; id: number; page: PageRequest }
  /** Answered with "pong" as soon as the worker is free: sent while request `id` is unanswered and the worker silent. */
  | { type: "ping"; id: number };

/**
 * Worker → page. "ready" (id 0) once the worker's script runs: a failure
 * before it is a script that cannot run here (the page validates on its main
 * thread instead); after it, a validation that stopped. Requests are handled
 * one after the other, each to its end, so a "pong" to a ping sent after a
 * request means the worker is done with that request.
 */
export type ValidationMessage = { id: number } & (
  | { type: "ready" }
  | { type: "progress"; checked: number; total?: number; findings?: number }
  | { type: "page"; page: ReportPage }
  | { type: "failed"; message: string }
  | { type: "pong" }
);

export type Progress = (checked: number, total?: number, findings?: number) => void;

/** At most this often a progress message is posted: each one costs the page a render. */
const PROGRESS_INTERVAL_MS = 100;

/** Validates one request where it is called, reporting progress through `onProgress` (throttled). */
export function validateRequest(request: ValidationRequest, onProgress: Progress): Report {
  // The first call always goes: it tells the page the validation started.
  let last = -Infinity;
  const options = {
    filename: request.filename,
    onProgress: (checked: number, total?: number, findings?: number) => {
      const now = performance.now();
      if (now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      onProgress(checked, total, findings);
    },
  };
  return "text" in request ? validatePayload(request.text, options) : validateBytes(request.bytes, options);
}

export interface WorkerScope {
  postMessage(message: ValidationMessage): void;
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerRequest>) => void): void;
}

/** Answers the page's requests inside the worker; the last report stays here, the page gets pages of it. */
export function serveValidations(scope: WorkerScope) {
  let pager: ReportPager | undefined;
  /** The parts of the text of request `id`, as they arrive. */
  let parts: { id: number; texts: string[] } | undefined;
  /** The request as validated: its text put together again when it came in parts. */
  const assemble = (id: number, request: PostedRequest): ValidationRequest => {
    if (!("textInParts" in request)) return request;
    if (parts?.id !== id) throw new Error("o texto chegou incompleto ao validador");
    return { text: parts.texts.join(""), filename: request.filename };
  };
  scope.addEventListener("message", ({ data }) => {
    const { id } = data;
    if (data.type === "ping") return scope.postMessage({ id, type: "pong" });
    if (data.type === "text-part") {
      if (parts?.id !== id) parts = { id, texts: [] };
      parts.texts.push(data.part);
      return;
    }
    try {
      if (data.type === "validate") {
        pager = undefined;
        const request = assemble(id, data.request);
        parts = undefined;
        pager = new ReportPager(validateRequest(request, (checked, total, findings) => scope.postMessage({ id, type: "progress", checked, total, findings })));
      }
      if (!pager) throw new Error("nenhuma validação feita ainda");
      scope.postMessage({ id, type: "page", page: pager.page(data.page) });
    } catch (error) {
      scope.postMessage({ id, type: "failed", message: (error as Error).message });
    }
  });
  scope.postMessage({ id: 0, type: "ready" });
}

const inWorker = typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === "function";
if (inWorker) serveValidations(globalThis as unknown as WorkerScope);
