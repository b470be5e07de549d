/**
 * The validator page's validation state: one run at a time, each with a
 * ticket, so a newer input always wins (the older run is cancelled in the
 * worker and its late answers are dropped); progress for the current run;
 * and the pages of the last report, asked of the worker that keeps it.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { Report } from "../../../packages/validador/src/index";
import { OffThreadValidator, ValidationStopped } from "./off-thread";
import { FIRST_PAGE, type PageRequest, type ReportPage } from "./report-pages";
import type { ValidationRequest } from "./validation.worker";

type Engine = typeof import("./engine");
let engine: Promise<Engine> | undefined;
/** The validator's chunk, loaded once per page. */
export const loadEngine = () => (engine ??= import("./engine"));

export type Status =
  | { kind: "idle" }
  /** "Validar" with nothing to validate: say what to do. */
  | { kind: "empty" }
  | { kind: "busy"; what: string; progress?: string }
  /** `source`: the report is about the text in the box ("text", its lines can be reached) or about content not shown ("file"). */
  | { kind: "done"; page: ReportPage; source: "text" | "file" }
  | { kind: "failed"; message: string };

/**
 * "40 % (2.000 de 5.000 anúncios)" when the number of ads is known, "1.250
 * anúncios conferidos" when it is not (an XML feed is read as a stream), and
 * the findings so far, which keep moving while one huge ad is checked.
 */
export function progressText(checked: number, total?: number, findings?: number): string {
  const ads = total
    ? `${Math.floor((checked / total) * 100)} % (${checked.toLocaleString("pt-BR")} de ${total.toLocaleString("pt-BR")} anúncios)`
    : `${checked.toLocaleString("pt-BR")} anúncios conferidos`;
  return findings ? `${ads}, ${findings.toLocaleString("pt-BR")} ${findings === 1 ? "achado" : "achados"} até agora` : ads;
}

/** What the page says when a validation ends without a report: why, and what the reader can do (the island offers "Tentar de novo" and the command line). */
export function failureText(error: unknown): string {
  const reason = (error as Error).message;
  const what = error instanceof ValidationStopped ? `A validação parou antes do fim: ${reason}.` : `O validador falhou (${reason}).`;
  return `${what} Tente de novo; se o problema continuar, valide o arquivo com o validador na linha de comando.`;
}

/**
 * Formats a number in pt-BR once, while the page is idle: the first number
 * the page formats loads the browser's locale data, which took the main
 * thread 90 to 700 ms on a loaded machine, and would otherwise happen at the
 * first progress message or the first report, in the middle of a validation.
 */
function loadNumberFormatsWhenIdle(): () => void {
  const load = () => [(0).toLocaleString("pt-BR"), (1.5).toLocaleString("pt-BR", { maximumFractionDigits: 1 })];
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 200);
  return () => clearTimeout(timer);
}

export function useValidation() {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const run = useRef(0);
  const validator = useRef<OffThreadValidator>();
  const getValidator = async () => (validator.current ??= new OffThreadValidator(await loadEngine()));

  useEffect(() => {
    void getValidator().then((v) => v.warmUp());
    const cancelFormats = loadNumberFormatsWhenIdle();
    return () => {
      cancelFormats();
      validator.current?.dispose();
    };
  }, []);

  /** Validates `request` (in the worker when there is one); the report shows only if no newer run started meanwhile. */
  const validate = useCallback(async (request: ValidationRequest, what: string, source: "text" | "file") => {
    const ticket = ++run.current;
    setStatus({ kind: "busy", what });
    try {
      const v = await getValidator();
      if (ticket !== run.current) return;
      const onProgress = (checked: number, total?: number, findings?: number) =>
        ticket === run.current && setStatus({ kind: "busy", what, progress: progressText(checked, total, findings) });
      const page = await v.validate(request, { ...FIRST_PAGE, withMarks: source === "text" }, onProgress);
      // Rendered as a transition: React renders the report in slices of a few milliseconds, yielding to the browser between them, instead of in one task.
      if (page && ticket === run.current) startTransition(() => setStatus({ kind: "done", page, source }));
    } catch (error) {
      if (ticket === run.current) setStatus({ kind: "failed", message: failureText(error) });
    }
  }, []);

  /** A report made without validating (a file refused from its size). */
  const show = useCallback(async (makeReport: (engine: Engine) => Report) => {
    const ticket = ++run.current;
    const loaded = await loadEngine();
    const v = await getValidator();
    if (ticket === run.current) setStatus({ kind: "done", page: v.adopt(makeReport(loaded), FIRST_PAGE), source: "file" });
  }, []);

  /** Another page of the report shown (severities, "mostrar mais"). */
  const requestPage = useCallback(async (request: PageRequest) => {
    const ticket = run.current;
    try {
      const page = await validator.current?.page(request);
      if (page && ticket === run.current) startTransition(() => setStatus((now) => (now.kind === "done" ? { ...now, page } : now)));
    } catch (error) {
      // The worker that kept the report stopped: the report is gone with it.
      if (ticket === run.current) setStatus({ kind: "failed", message: failureText(error) });
    }
  }, []);

  /** Drops the run in flight and shows `next` instead (idle, or the "nothing to validate" message). */
  const reset = useCallback((next: Status = { kind: "idle" }) => {
    run.current++;
    validator.current?.stop();
    setStatus(next);
  }, []);

  return { status, validate, show, requestPage, reset };
}
