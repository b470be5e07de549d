/**
 * The validator's Web Worker. This module is part of the engine chunk
 * (engine.ts imports it), and the page starts a module worker on that same
 * chunk's URL (engineUrl): the Remix compiler bundles no separate worker
 * entry, and a worker from the site's own origin needs nothing more from the
 * Content-Security-Policy than the page's scripts do (a blob: worker would).
 * Loaded in the page, it does nothing; in a worker it validates what the page
 * posts and answers with progress and the report.
 */
import { validateBytes, validatePayload, type Report } from "../../../packages/validador/src/index";

export type ValidationRequest = { text: string; filename?: string } | { bytes: Uint8Array; filename?: string };

export type ValidationMessage = { type: "progress"; checked: number; total?: number } | { type: "done"; report: Report } | { type: "failed"; message: string };

/** At most this often a progress message is posted: each one costs the page a render. */
const PROGRESS_INTERVAL_MS = 100;

/** Validates one request where it is called, reporting progress through `onProgress` (throttled). */
export function validateRequest(request: ValidationRequest, onProgress: (checked: number, total?: number) => void): Report {
  // The first call always goes: it tells the page the validation started.
  let last = -Infinity;
  const options = {
    filename: request.filename,
    onProgress: (checked: number, total?: number) => {
      const now = performance.now();
      if (now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      onProgress(checked, total);
    },
  };
  return "text" in request ? validatePayload(request.text, options) : validateBytes(request.bytes, options);
}

interface WorkerScope {
  postMessage(message: ValidationMessage): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ValidationRequest>) => void): void;
}

const inWorker = typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === "function";

if (inWorker) {
  const scope = globalThis as unknown as WorkerScope;
  scope.addEventListener("message", ({ data }) => {
    try {
      const report = validateRequest(data, (checked, total) => scope.postMessage({ type: "progress", checked, total }));
      scope.postMessage({ type: "done", report });
    } catch (error) {
      scope.postMessage({ type: "failed", message: (error as Error).message });
    }
  });
}
