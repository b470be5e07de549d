/** The validator island's smaller parts: its buttons, the samples, the status lines and the drop overlay. */
import { createPortal } from "react-dom";
import type { Status } from "./useValidation";

export const EMPTY_MESSAGE = "Nada para validar ainda: cole o conteúdo na caixa, solte um arquivo nela ou escolha um dos exemplos abaixo.";

/** Validar, the file chooser, Limpar and, with text in the box, the download of the corrected content. */
export function ValidatorActions({
  busy,
  onValidate,
  onFile,
  onClear,
  onDownload,
}: {
  busy: boolean;
  onValidate: () => void;
  onFile: (file: File) => void;
  onClear: () => void;
  onDownload?: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <button type="button" className="btn btn-primary" onClick={onValidate} disabled={busy}>
        Validar
      </button>
      <label className="btn btn-secondary cursor-pointer focus-within:outline focus-within:outline-2 focus-within:outline-[rgb(var(--c-focus))]">
        Escolher arquivo
        <input
          type="file"
          accept=".json,.xml,.txt,application/json,text/xml,application/xml"
          className="sr-only"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) onFile(chosen);
            e.target.value = "";
          }}
        />
      </label>
      <button type="button" className="btn btn-secondary" onClick={onClear}>
        Limpar
      </button>
      {onDownload ? (
        <button type="button" className="btn btn-secondary" onClick={onDownload}>
          Baixar o conteúdo corrigido
        </button>
      ) : null}
    </div>
  );
}

const SAMPLES = [
  ["api", "Envelope da API"],
  ["json", "Arquivo JSON"],
  ["xml", "XML de imóveis"],
] as const;

export function SampleButtons({ onSample }: { onSample: (kind: (typeof SAMPLES)[number][0]) => void }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Ver um exemplo com erros:</span>
      {SAMPLES.map(([kind, label]) => (
        <button key={kind} type="button" className="rounded-full border border-line bg-bg px-3 py-1 hover:border-accent" onClick={() => onSample(kind)}>
          {label}
        </button>
      ))}
    </div>
  );
}

/** A validation that ended without a report: why, a way to try again, and the command line, which has none of the browser's limits. */
function FailureLines({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mt-4" data-testid="validator-failed">
      <p className="m-0 font-semibold text-[rgb(var(--c-danger-title))]">{message}</p>
      <p className="m-0 mt-2 flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Tentar de novo
        </button>
        <a href="#na-linha-de-comando">Validar na linha de comando</a>
      </p>
    </div>
  );
}

/** What screen readers hear of the state, and what sighted readers see of it above the report. */
export function StatusLines({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const spoken =
    status.kind === "busy"
      ? status.what
      : status.kind === "done"
        ? status.page.report.summary[0]
        : status.kind === "failed"
          ? status.message
          : status.kind === "empty"
            ? EMPTY_MESSAGE
            : "";
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {spoken}
      </div>
      {status.kind === "empty" ? (
        <p
          className="m-0 mt-3 rounded-md border border-[rgb(var(--c-info)/0.45)] bg-[rgb(var(--c-info-bg))] px-3 py-2 text-sm text-[rgb(var(--c-info-title))]"
          data-testid="validator-empty"
        >
          {EMPTY_MESSAGE}
        </p>
      ) : null}
      {status.kind === "busy" ? (
        <p className="mt-4 text-muted" data-testid="validator-progress">
          {status.what}
          {status.progress ? ` ${status.progress}` : ""}
        </p>
      ) : null}
      {status.kind === "failed" ? <FailureLines message={status.message} onRetry={onRetry} /> : null}
    </>
  );
}

export function DropOverlay() {
  return createPortal(
    <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-[rgb(var(--c-bg)/0.85)] p-6" aria-hidden="true">
      <p className="m-0 rounded-xl border-2 border-dashed border-accent bg-bg px-8 py-6 text-lg font-semibold text-[rgb(var(--c-fg-strong))]">
        Solte o arquivo para validar
      </p>
    </div>,
    document.body,
  );
}
