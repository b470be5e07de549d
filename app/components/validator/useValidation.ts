/**
 * The validator page's validation state: one run at a time, each with a
 * ticket, so a newer input always wins (the older run is cancelled in the
 * worker and its late answers are dropped); progress for the current run;
 * and the pages of the last report, asked of the worker that keeps it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Report } from "../../../packages/validador/src/index";
import { OffThreadValidator } from "./off-thread";
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

/** "40 % (2.000 de 5.000 anúncios)" when the number of ads is known, "1.250 anúncios conferidos" when it is not (an XML feed is read as a stream). */
function progressText(checked: number, total?: number): string {
  if (total) return `${Math.floor((checked / total) * 100)} % (${checked.toLocaleString("pt-BR")} de ${total.toLocaleString("pt-BR")} anúncios)`;
  return `${checked.toLocaleString("pt-BR")} anúncios conferidos`;
}

export function useValidation() {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const run = useRef(0);
  const validator = useRef<OffThreadValidator>();
  const getValidator = async () => (validator.current ??= new OffThreadValidator(await loadEngine()));

  useEffect(() => {
    void getValidator().then((v) => v.warmUp());
    return () => validator.current?.dispose();
  }, []);

  /** Validates `request` (in the worker when there is one); the report shows only if no newer run started meanwhile. */
  const validate = useCallback(async (request: ValidationRequest, what: string, source: "text" | "file") => {
    const ticket = ++run.current;
    setStatus({ kind: "busy", what });
    try {
      const v = await getValidator();
      if (ticket !== run.current) return;
      const onProgress = (checked: number, total?: number) => ticket === run.current && setStatus({ kind: "busy", what, progress: progressText(checked, total) });
      const page = await v.validate(request, { ...FIRST_PAGE, withMarks: source === "text" }, onProgress);
      if (page && ticket === run.current) setStatus({ kind: "done", page, source });
    } catch (error) {
      if (ticket === run.current) setStatus({ kind: "failed", message: `O validador falhou (${(error as Error).message}). Recarregue a página e tente de novo.` });
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
    const page = await validator.current?.page(request);
    if (page && ticket === run.current) setStatus((now) => (now.kind === "done" ? { ...now, page } : now));
  }, []);

  /** Drops the run in flight and shows `next` instead (idle, or the "nothing to validate" message). */
  const reset = useCallback((next: Status = { kind: "idle" }) => {
    run.current++;
    validator.current?.stop();
    setStatus(next);
  }, []);

  return { status, validate, show, requestPage, reset };
}
