/**
 * The validator page's interactive part (data-island="validator"): paste,
 * type or drop an API envelope, a JSON file or an XML feed and get the
 * report. Validation runs here, in the browser: nothing is sent anywhere.
 * The validator and the catalogue arrive in their own chunk (engine.ts),
 * requested as soon as the island mounts so the first validation does not wait,
 * and validation runs in a Web Worker on that chunk (off-thread.ts), so the
 * page stays responsive and shows progress whatever the input.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import type { Report } from "../../../packages/validador/src/index";
import type { ValidationRequest } from "./validation.worker";
import { MAX_INPUT_BYTES } from "../../../packages/validador/src/limits";
import { formatBytes } from "../../../packages/validador/src/text";
import { lineMarks, NumberedTextarea, scrollToLine } from "./NumberedTextarea";
import { OffThreadValidator } from "./off-thread";
import { ReportView } from "./ReportView";

type Engine = typeof import("./engine");
let engine: Promise<Engine> | undefined;
const loadEngine = () => (engine ??= import("./engine"));

/** Inputs up to this size are validated while typing; larger ones on demand. */
const LIVE_LIMIT = 200 * 1024;
/** Files up to this size are shown in the text box (so "linha N" can jump there); larger ones are validated as they are. */
const SHOW_LIMIT = 1024 * 1024;

type Status =
  | { kind: "idle" }
  /** "Validar" with nothing to validate: say what to do. */
  | { kind: "empty" }
  | { kind: "busy"; what: string; progress?: string }
  | { kind: "done"; report: Report; source: "text" | "file" }
  | { kind: "failed"; message: string };

const EMPTY_MESSAGE = "Nada para validar ainda: cole o conteúdo na caixa, solte um arquivo nela ou escolha um dos exemplos abaixo.";

/** "40 %" when the number of ads is known, "1.250 anúncios conferidos" when it is not (an XML feed is read as a stream). */
function progressText(checked: number, total?: number): string {
  if (total) return `${Math.floor((checked / total) * 100)} % (${checked.toLocaleString("pt-BR")} de ${total.toLocaleString("pt-BR")} anúncios)`;
  return `${checked.toLocaleString("pt-BR")} anúncios conferidos`;
}

/** The name the corrected file is saved under: the chosen file's own, or one that says what it holds. */
function downloadName(text: string, chosen?: string): string {
  if (chosen) return chosen;
  return text.trimStart().startsWith("<") ? "imoveis.xml" : "anuncios.json";
}

/** Saves the box's text as a file: the reader fixed it here and takes it back to the system that sends it. */
function downloadText(text: string, name: string) {
  const type = name.endsWith(".xml") ? "application/xml" : "application/json";
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function ValidatorIsland() {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);
  const [file, setFile] = useState<{ name: string; size: number } | undefined>();
  /** The line a finding was opened at, banded in the box until the text changes. */
  const [currentLine, setCurrentLine] = useState<number | undefined>();
  const run = useRef(0);
  const validator = useRef<OffThreadValidator>();

  useEffect(() => {
    void loadEngine().then((engine) => {
      validator.current ??= new OffThreadValidator(engine);
      validator.current.warmUp();
    });
    return () => validator.current?.dispose();
  }, []);

  /** Validates in the worker; undefined when a newer validation took over. Progress shows only for the current one. */
  const validateOffThread = useCallback(async (ticket: number, what: string, request: ValidationRequest): Promise<Report | undefined> => {
    validator.current ??= new OffThreadValidator(await loadEngine());
    if (ticket !== run.current) return undefined;
    return validator.current.validate(request, (checked, total) => {
      if (ticket === run.current) setStatus({ kind: "busy", what, progress: progressText(checked, total) });
    });
  }, []);

  const validateText = useCallback(
    async (value: string, name?: string) => {
      const ticket = ++run.current;
      if (!value.trim()) {
        validator.current?.stop();
        setStatus({ kind: "idle" });
        return;
      }
      setStatus({ kind: "busy", what: "Validando…" });
      try {
        const report = await validateOffThread(ticket, "Validando…", { text: value, filename: name });
        if (report && ticket === run.current) setStatus({ kind: "done", report, source: "text" });
      } catch (error) {
        if (ticket === run.current) setStatus({ kind: "failed", message: `O validador não pôde ser carregado (${(error as Error).message}). Recarregue a página.` });
      }
    },
    [validateOffThread],
  );

  const validateFile = useCallback(
    async (f: File) => {
      const ticket = ++run.current;
      setFile({ name: f.name, size: f.size });
      setStatus({ kind: "busy", what: `Lendo ${f.name}…` });
      try {
        const { tooLargeReport } = await loadEngine();
        let report: Report | undefined;
        if (f.size > MAX_INPUT_BYTES) {
          // Refused from its size alone: a huge file is never read into memory.
          setText("");
          report = tooLargeReport(f.size);
        } else {
          const bytes = new Uint8Array(await f.arrayBuffer());
          setText(f.size <= SHOW_LIMIT ? new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) : "");
          report = await validateOffThread(ticket, `Validando ${f.name}…`, { bytes, filename: f.name });
        }
        if (report && ticket === run.current) setStatus({ kind: "done", report, source: f.size <= SHOW_LIMIT ? "text" : "file" });
      } catch (error) {
        if (ticket === run.current) setStatus({ kind: "failed", message: `Não foi possível ler ${f.name} (${(error as Error).message}).` });
      }
    },
    [validateOffThread],
  );

  // Live validation of small inputs, a moment after the reader stops typing.
  useEffect(() => {
    if (file || text.length > LIVE_LIMIT) return;
    const timer = setTimeout(() => void validateText(text), 400);
    return () => clearTimeout(timer);
  }, [text, file, validateText]);

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData("text");
    if (pasted.length > MAX_INPUT_BYTES) {
      // Never put 50 MB in a text box: refuse from the length, before the browser lays it out.
      e.preventDefault();
      setFile(undefined);
      run.current++;
      validator.current?.stop();
      void loadEngine().then(({ validatePayload }) => setStatus({ kind: "done", report: validatePayload(pasted), source: "file" }));
    }
  };

  // A file can be dropped anywhere on the page: the window takes the drop, so a
  // near miss never makes the browser open the file and leave the page.
  useEffect(() => {
    const hasFiles = (e: globalThis.DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes("Files");
    let depth = 0;
    const enter = (e: globalThis.DragEvent) => {
      if (!hasFiles(e)) return;
      depth++;
      setDragging(true);
    };
    const over = (e: globalThis.DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const leave = (e: globalThis.DragEvent) => {
      if (hasFiles(e) && --depth <= 0) {
        depth = 0;
        setDragging(false);
      }
    };
    const drop = (e: globalThis.DragEvent) => {
      const dropped = e.dataTransfer?.files?.[0];
      depth = 0;
      setDragging(false);
      if (!dropped) return;
      e.preventDefault();
      void validateFile(dropped);
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, [validateFile]);

  /** The reader asks (button, Ctrl+Enter): with nothing in the box, the answer says what to do instead of staying silent. */
  const validateNow = () => {
    if (text.trim()) return void validateText(text);
    run.current++;
    validator.current?.stop();
    setStatus({ kind: "empty" });
    textarea.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      validateNow();
    }
  };

  const loadSample = async (kind: "api" | "json" | "xml") => {
    const { sample } = await loadEngine();
    const value = sample(kind);
    setFile(undefined);
    setText(value);
    void validateText(value, kind === "xml" ? "exemplo.xml" : "exemplo.json");
  };

  const goToLine = (line: number, column = 1) => {
    const box = textarea.current;
    if (!box) return;
    const lines = box.value.split("\n");
    const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    const end = start + (lines[line - 1]?.length ?? 0);
    box.focus({ preventScroll: true });
    box.setSelectionRange(Math.min(start + column - 1, end), end);
    scrollToLine(box, line);
    box.scrollIntoView({ block: "nearest" });
    setCurrentLine(line);
  };

  const clear = () => {
    run.current++;
    validator.current?.stop();
    setText("");
    setCurrentLine(undefined);
    setFile(undefined);
    setStatus({ kind: "idle" });
    textarea.current?.focus();
  };

  const busy = status.kind === "busy";
  // Lines with findings are marked in the gutter while the report is about the text shown.
  const marks = useMemo(() => lineMarks(status.kind === "done" && status.source === "text" ? status.report.findings : []), [status]);
  return (
    <div className="validator not-prose my-6" data-ready={status.kind !== "busy" ? "true" : "false"}>
      <div className={`rounded-lg border-2 border-dashed p-3 transition-colors ${dragging ? "border-accent bg-accent-soft" : "border-line bg-soft"}`} data-testid="validator-dropzone">
        <label htmlFor={`${id}-text`} className="mb-1 block font-semibold text-[rgb(var(--c-fg-strong))]">
          Conteúdo para validar
        </label>
        <p id={`${id}-help`} className="m-0 mb-2 text-sm text-muted">
          Cole o conteúdo ou solte o arquivo aqui.
        </p>
        <NumberedTextarea
          id={`${id}-text`}
          textareaRef={textarea}
          value={text}
          marks={marks}
          current={currentLine}
          onChange={(e) => {
            setFile(undefined);
            setCurrentLine(undefined);
            setText(e.target.value);
          }}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-help`}
          rows={14}
          placeholder={'{ "access_token": "...", "ad_list": [ ... ] }'}
          className="min-h-[12rem] focus-visible:outline-offset-[-3px]"
        />
        {file && status.kind === "done" && status.source === "file" ? (
          <p className="m-0 mt-2 text-sm text-muted">
            {file.name} ({formatBytes(file.size)}) não é exibido na caixa de texto, que fica lenta com arquivos grandes.
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button type="button" className="btn btn-primary" onClick={validateNow} disabled={busy}>
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
                if (chosen) void validateFile(chosen);
                e.target.value = "";
              }}
            />
          </label>
          <button type="button" className="btn btn-secondary" onClick={clear}>
            Limpar
          </button>
          {text.trim() ? (
            <button type="button" className="btn btn-secondary" onClick={() => downloadText(text, downloadName(text, file?.name))}>
              Baixar o conteúdo corrigido
            </button>
          ) : null}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">Ver um exemplo com erros:</span>
          <button type="button" className="rounded-full border border-line bg-bg px-3 py-1 hover:border-accent" onClick={() => void loadSample("api")}>
            Envelope da API
          </button>
          <button type="button" className="rounded-full border border-line bg-bg px-3 py-1 hover:border-accent" onClick={() => void loadSample("json")}>
            Arquivo JSON
          </button>
          <button type="button" className="rounded-full border border-line bg-bg px-3 py-1 hover:border-accent" onClick={() => void loadSample("xml")}>
            XML de imóveis
          </button>
        </div>
      </div>

      {dragging
        ? createPortal(
            <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-[rgb(var(--c-bg)/0.85)] p-6" aria-hidden="true">
              <p className="m-0 rounded-xl border-2 border-dashed border-accent bg-bg px-8 py-6 text-lg font-semibold text-[rgb(var(--c-fg-strong))]">Solte o arquivo para validar</p>
            </div>,
            document.body,
          )
        : null}
      <div role="status" aria-live="polite" className="sr-only">
        {status.kind === "busy" ? status.what : status.kind === "done" ? status.report.summary[0] : status.kind === "failed" ? status.message : status.kind === "empty" ? EMPTY_MESSAGE : ""}
      </div>
      {status.kind === "empty" ? (
        <p className="m-0 mt-3 rounded-md border border-[rgb(var(--c-info)/0.45)] bg-[rgb(var(--c-info-bg))] px-3 py-2 text-sm text-[rgb(var(--c-info-title))]" data-testid="validator-empty">
          {EMPTY_MESSAGE}
        </p>
      ) : null}
      {status.kind === "busy" ? (
        <p className="mt-4 text-muted" data-testid="validator-progress">
          {status.what}
          {status.progress ? ` ${status.progress}` : ""}
        </p>
      ) : null}
      {status.kind === "failed" ? <p className="mt-4 font-semibold text-[rgb(var(--c-danger-title))]">{status.message}</p> : null}
      {status.kind === "done" ? <ReportView report={status.report} onGoToLine={status.source === "text" ? goToLine : undefined} /> : null}
    </div>
  );
}
