/**
 * The validator page's interactive part (data-island="validator"): paste,
 * type or drop an API envelope, a JSON file or an XML feed and get the
 * report. Validation runs here, in the browser: nothing is sent anywhere.
 * The validator and the catalogue arrive in their own chunk (engine.ts),
 * requested as soon as the island mounts so the first validation does not
 * wait, and validation runs in a Web Worker on that chunk (off-thread.ts),
 * which keeps the report and hands the page one screen of it at a time, so
 * the page stays responsive and shows progress whatever the input.
 */
import { useCallback, useId, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type RefObject } from "react";
import { MAX_INPUT_BYTES } from "../../../packages/validador/src/limits";
import { formatBytes } from "../../../packages/validador/src/text";
import { NumberedTextarea, scrollToLine } from "./NumberedTextarea";
import { ReportView } from "./ReportView";
import { useFileDrop } from "./useFileDrop";
import { loadEngine, useValidation } from "./useValidation";
import type { ValidationRequest } from "./validation.worker";
import { DropOverlay, SampleButtons, StatusLines, ValidatorActions } from "./ValidatorParts";

/**
 * Content up to this size goes in the text box and is validated while typing.
 * Larger files and pastes are validated as they are, not shown: a textarea
 * holding 250 KB took the browser's main thread most of a second to lay out,
 * and every edit after it as long.
 */
const SHOW_LIMIT = 128 * 1024;

/** Content validated but not shown in the box (a large file or paste): what "Validar" validates again. */
interface Held {
  label: string;
  size: number;
  request: ValidationRequest;
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

/** Selects line `line` of the box from `column`, scrolls to it and focuses the box. */
function selectLine(box: HTMLTextAreaElement, line: number, column: number) {
  const lines = box.value.split("\n");
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  const end = start + (lines[line - 1]?.length ?? 0);
  box.focus({ preventScroll: true });
  box.setSelectionRange(Math.min(start + column - 1, end), end);
  scrollToLine(box, line);
  box.scrollIntoView({ block: "nearest" });
}

/** The island's input: the box's text, the content held instead of shown, the chosen file's name, and what each gesture does. */
function useValidatorInput(textarea: RefObject<HTMLTextAreaElement>) {
  const { status, validate, show, requestPage, reset } = useValidation();
  const [text, setText] = useState("");
  const [held, setHeld] = useState<Held>();
  const [fileName, setFileName] = useState<string>();
  const liveTimer = useRef<ReturnType<typeof setTimeout>>();

  const validateText = useCallback(
    (value: string, filename?: string) => (value.trim() ? validate({ text: value, filename }, "Validando…", "text") : reset()),
    [validate, reset],
  );

  /** Puts `value` in the box (or holds it when too large to show) and validates it. */
  const take = useCallback(
    (value: string, label: string, filename?: string) => {
      clearTimeout(liveTimer.current);
      setFileName(filename);
      if (value.length <= SHOW_LIMIT) {
        setHeld(undefined);
        setText(value);
        return void validateText(value, filename);
      }
      const request = { text: value, filename };
      setHeld({ label, size: value.length, request });
      setText("");
      void validate(request, "Validando…", "file");
    },
    [validate, validateText],
  );

  const takeFile = useCallback(
    async (file: File) => {
      clearTimeout(liveTimer.current);
      setFileName(file.name);
      // Refused from its size alone: a huge file is never read into memory.
      if (file.size > MAX_INPUT_BYTES) {
        setText("");
        setHeld(undefined);
        return void show((engine) => engine.tooLargeReport(file.size));
      }
      // The bytes are validated, not the text shown: the validator checks the encoding and the BOM too.
      const request = { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name };
      const shown = file.size <= SHOW_LIMIT;
      setText(shown ? new TextDecoder("utf-8", { ignoreBOM: true }).decode(request.bytes) : "");
      setHeld(shown ? undefined : { label: file.name, size: file.size, request });
      void validate(request, `Validando ${file.name}…`, shown ? "text" : "file");
    },
    [show, validate],
  );

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData("text");
    // Pasted into the box as any edit, unless too large to show.
    if (pasted.length <= SHOW_LIMIT) return;
    e.preventDefault();
    if (pasted.length > MAX_INPUT_BYTES) {
      setText("");
      setHeld(undefined);
      return void show((engine) => engine.validatePayload(pasted));
    }
    take(pasted, "O conteúdo colado");
  };

  /** An edit in the box: validated a moment after the reader stops typing. */
  const edit = (value: string) => {
    setHeld(undefined);
    setFileName(undefined);
    setText(value);
    clearTimeout(liveTimer.current);
    liveTimer.current = setTimeout(() => void validateText(value), 400);
  };

  /** The reader asks (button, Ctrl+Enter): with nothing to validate, the answer says what to do instead of staying silent. */
  const validateNow = () => {
    clearTimeout(liveTimer.current);
    if (text.trim()) return void validateText(text, fileName);
    if (held) return void validate(held.request, "Validando…", "file");
    reset({ kind: "empty" });
    textarea.current?.focus();
  };

  const clear = () => {
    clearTimeout(liveTimer.current);
    reset();
    setText("");
    setHeld(undefined);
    setFileName(undefined);
  };

  return { status, requestPage, text, held, fileName, take, takeFile, onPaste, edit, validateNow, clear };
}

export default function ValidatorIsland() {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const input = useValidatorInput(textarea);
  const { status, text, held } = input;
  const dragging = useFileDrop(input.takeFile);
  /** The line a finding was opened at, banded in the box until the text changes. */
  const [currentLine, setCurrentLine] = useState<number>();

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      input.validateNow();
    }
  };
  const loadSample = async (kind: "api" | "json" | "xml") => input.take((await loadEngine()).sample(kind), "", kind === "xml" ? "exemplo.xml" : "exemplo.json");
  const goToLine = (line: number, column = 1) => {
    if (!textarea.current) return;
    selectLine(textarea.current, line, column);
    setCurrentLine(line);
  };

  // Lines with findings are marked in the gutter while the report is about the text shown.
  const marks = useMemo(() => (status.kind === "done" && status.source === "text" && status.page.marks) || new Map(), [status]);
  return (
    <div className="validator not-prose my-6" data-ready={status.kind !== "busy" ? "true" : "false"}>
      <div
        className={`rounded-lg border-2 border-dashed p-3 transition-colors ${dragging ? "border-accent bg-accent-soft" : "border-line bg-soft"}`}
        data-testid="validator-dropzone"
      >
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
            setCurrentLine(undefined);
            input.edit(e.target.value);
          }}
          onPaste={input.onPaste}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-help`}
          rows={14}
          placeholder={'{ "access_token": "...", "ad_list": [ ... ] }'}
          className="min-h-[12rem] focus-visible:outline-offset-[-3px]"
        />
        {held ? (
          <p className="m-0 mt-2 text-sm text-muted" data-testid="validator-held">
            {held.label} ({formatBytes(held.size)}) não é exibido na caixa de texto, que fica lenta com conteúdos grandes.
          </p>
        ) : null}
        <ValidatorActions
          busy={status.kind === "busy"}
          onValidate={input.validateNow}
          onFile={(file) => void input.takeFile(file)}
          onClear={() => {
            input.clear();
            setCurrentLine(undefined);
            textarea.current?.focus();
          }}
          onDownload={text.trim() ? () => downloadText(text, downloadName(text, input.fileName)) : undefined}
        />
        <SampleButtons onSample={(kind) => void loadSample(kind)} />
      </div>
      {dragging ? <DropOverlay /> : null}
      <StatusLines status={status} onRetry={input.validateNow} />
      {status.kind === "done" ? (
        <ReportView page={status.page} onRequest={(request) => void input.requestPage(request)} onGoToLine={status.source === "text" ? goToLine : undefined} />
      ) : null}
    </div>
  );
}
