/**
 * The validator's report: a summary a reader takes in at a glance (pass or
 * not, how many ads, and what the marketplace would do), then the findings
 * grouped by ad with what is wrong, how to fix it, the marketplace's code and
 * a link to the page documenting the field, then what could not be checked.
 * A finding repeated in many ads is shown once with where it is, as the
 * command line prints it (groupRepeated, from the validator package).
 */
import type { Finding, Severity } from "../../../packages/validador/src/index";
import { FORMAT_LABELS } from "../../../packages/validador/src/types";
import { formatBytes } from "../../../packages/validador/src/text";
import { useEffect, useState } from "react";
import { Inline } from "./Inline";
import { PAGE, type AdGroup, type PageRequest, type RepeatedGroup, type ReportPage } from "./report-pages";

const SEVERITY_LABEL: Record<Finding["severity"], string> = { error: "Erro", warning: "Aviso", info: "Nota" };
const SEVERITY_PLURAL: Record<Finding["severity"], string> = { error: "Erros", warning: "Avisos", info: "Notas" };
const SEVERITY_CLASS: Record<Finding["severity"], string> = { error: "badge-deprecated", warning: "badge-warning", info: "" };
/** The prose link look, outside .prose (the island opts out of typography). */
const LINK = "font-medium text-accent underline decoration-1 underline-offset-[3px] hover:decoration-2";
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Summary = ReportPage["report"];
type GoToLine = (line: number, column?: number) => void;

/** The report's title: refused or not, and how many ads would be. */
function headline(report: Summary, warnings: number): string {
  if (!report.format) return "Não foi possível ler o conteúdo";
  if (report.accepted) return warnings ? "Nada seria recusado, mas há avisos" : "Nada seria recusado";
  const failing = report.adCount - report.passing;
  if (failing <= 0) return "O envio seria recusado";
  const xml = report.format === "xml";
  const what = failing === 1 ? (xml ? "imóvel seria recusado" : "anúncio seria recusado") : xml ? "imóveis seriam recusados" : "anúncios seriam recusados";
  return `${failing.toLocaleString("pt-BR")} ${what}`;
}

/**
 * The report, one page of it at a time: `page` comes from the pager that
 * holds the whole report (in the validation worker), and every choice the
 * reader makes here (severities, "mostrar mais") asks it for another page.
 */
export function ReportView({ page, onRequest, onGoToLine }: { page: ReportPage; onRequest: (request: PageRequest) => void; onGoToLine?: GoToLine }) {
  const { report, counts } = page;
  // The severities the reader just chose show at once, before the worker answers with their page.
  const [asked, setAsked] = useState<PageRequest>();
  useEffect(() => setAsked(undefined), [page]);
  const request = asked ?? page.request;
  const toggle = (s: Severity) => {
    const severities = request.severities.includes(s) ? request.severities.filter((x) => x !== s) : [...request.severities, s];
    setAsked({ ...request, severities });
    onRequest({ ...request, severities });
  };
  return (
    <div className="validator-report mt-6 space-y-6" data-testid="validator-report">
      <ReportSummary report={report} warnings={counts.warning} />
      {counts.error + counts.warning + counts.info ? (
        <section aria-labelledby="validador-achados">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="validador-achados" className="m-0 border-0 p-0 text-xl font-bold">
              Achados
            </h2>
            <SeverityFilter counts={counts} visible={request.severities} onToggle={toggle} />
          </div>
          <Findings page={page} onRequest={onRequest} onGoToLine={onGoToLine} />
        </section>
      ) : null}
      <ReportNotes notes={report.notes} />
    </div>
  );
}

function ReportSummary({ report, warnings }: { report: Summary; warnings: number }) {
  const tone = report.accepted
    ? "border-[rgb(var(--c-tip)/0.45)] bg-[rgb(var(--c-tip-bg))]"
    : "border-[rgb(var(--c-danger)/0.45)] bg-[rgb(var(--c-danger-bg))]";
  const figures: [string, string][] = report.format
    ? [
        ["Formato", capitalize(FORMAT_LABELS[report.format].split(" (")[0])],
        ["Tamanho", formatBytes(report.bytes)],
        [report.format === "xml" ? "Imóveis" : "Anúncios", report.adCount.toLocaleString("pt-BR")],
        ["Passam", report.passing.toLocaleString("pt-BR")],
      ]
    : [];
  return (
    <section aria-labelledby="validador-resumo" className={`rounded-lg border p-4 ${tone}`}>
      <h2 id="validador-resumo" className={`m-0 text-lg font-bold ${report.accepted ? "text-[rgb(var(--c-tip-title))]" : "text-[rgb(var(--c-danger-title))]"}`}>
        {headline(report, warnings)}
      </h2>
      <ul className="mt-2 mb-0 list-none space-y-1 p-0">
        {report.summary.map((s) => (
          <li key={s} className="m-0 p-0">
            <Inline text={s} />
          </li>
        ))}
      </ul>
      {figures.length ? (
        <dl className="mt-3 mb-0 grid grid-cols-2 gap-x-6 gap-y-1 text-sm tablet:grid-cols-4">
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted">{term}</dt>
              <dd className="m-0 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

function SeverityFilter({ counts, visible, onToggle }: { counts: Record<Severity, number>; visible: Severity[]; onToggle: (s: Severity) => void }) {
  return (
    <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">Mostrar</legend>
      {(["error", "warning", "info"] as const).map((s) =>
        counts[s] ? (
          <label key={s} className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm">
            <input type="checkbox" checked={visible.includes(s)} onChange={() => onToggle(s)} className="accent-[rgb(var(--c-accent))]" />
            {SEVERITY_PLURAL[s]} ({counts[s].toLocaleString("pt-BR")})
          </label>
        ) : null,
      )}
    </fieldset>
  );
}

/** The repeated findings, then the rest by ad, each list as far as the reader asked. */
function Findings({ page, onRequest, onGoToLine }: { page: ReportPage; onRequest: (request: PageRequest) => void; onGoToLine?: GoToLine }) {
  const { request } = page;
  const nouns: [string, string] = page.report.format === "xml" ? ["imóvel", "imóveis"] : ["anúncio", "anúncios"];
  const left = Math.max(page.groupTotal, page.repeatedTotal) - request.groups;
  const moreIn = (group: AdGroup) => onRequest({ ...request, inGroup: { ...request.inGroup, [group.key]: group.findings.length + PAGE } });
  return (
    <>
      {page.repeated.map((group) => (
        <RepeatedFindings key={`${group.finding.rule}-${group.finding.ad?.index}-${group.finding.message}`} group={group} nouns={nouns} />
      ))}
      {page.groups.map((group) => (
        <section key={group.key} className="mt-4 rounded-lg border border-line" aria-label={group.title}>
          <h3 className="m-0 rounded-t-lg border-b border-line bg-soft px-4 py-2 text-base font-semibold">{group.title}</h3>
          <GroupFindings group={group} onMore={() => moreIn(group)} onGoToLine={onGoToLine} />
        </section>
      ))}
      {left > 0 ? (
        <button type="button" className="btn btn-secondary mt-4" onClick={() => onRequest({ ...request, groups: request.groups + PAGE })}>
          Mostrar mais {Math.min(PAGE, left)} de {left.toLocaleString("pt-BR")} restantes
        </button>
      ) : null}
    </>
  );
}

function ReportNotes({ notes }: { notes: Summary["notes"] }) {
  if (!notes.length) return null;
  return (
    <section aria-labelledby="validador-notas">
      <h2 id="validador-notas" className="m-0 border-0 p-0 text-xl font-bold">
        O que não dá para conferir aqui
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {notes.map((n) => (
          <li key={n.title}>
            <strong>{n.title}.</strong> <Inline text={n.text} />{" "}
            {n.links.map((l, i) => (
              <span key={l.href}>
                {i ? " · " : ""}
                <a href={l.href} className={LINK}>
                  {l.label}
                </a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One ad's findings, PAGE at a time: an ad with 100,000 unknown parameters must not render 100,000 items at once. */
function GroupFindings({ group, onMore, onGoToLine }: { group: AdGroup; onMore: () => void; onGoToLine?: GoToLine }) {
  const left = group.total - group.findings.length;
  return (
    <>
      <ol className="m-0 list-none divide-y divide-line p-0">
        {group.findings.map((f, i) => (
          <FindingItem key={i} finding={f} onGoToLine={onGoToLine} />
        ))}
      </ol>
      {left > 0 ? (
        <button type="button" className="btn btn-secondary m-4" onClick={onMore}>
          Mostrar mais {Math.min(PAGE, left)} achados deste anúncio de {left.toLocaleString("pt-BR")} restantes
        </button>
      ) : null}
    </>
  );
}

const REPEATED_WORD: Record<Finding["severity"], string> = { error: "erro", warning: "aviso", info: "achado" };

/** "O mesmo erro em 5.000 anúncios (linhas 3, 9, 15 … e mais 4.990)", then the finding once, without its line. */
function RepeatedFindings({ group: { finding, count, where }, nouns }: { group: RepeatedGroup; nouns: [string, string] }) {
  const title = `O mesmo ${REPEATED_WORD[finding.severity]} em ${count.toLocaleString("pt-BR")} ${nouns[1]} (${where})`;
  return (
    <section className="mt-4 rounded-lg border border-line" aria-label={title} data-testid="validator-repeated">
      <h3 className="m-0 rounded-t-lg border-b border-line bg-soft px-4 py-2 text-base font-semibold">{title}</h3>
      <ol className="m-0 list-none p-0">
        <FindingItem finding={{ ...finding, line: undefined, column: undefined }} />
      </ol>
    </section>
  );
}

function FindingItem({ finding: f, onGoToLine }: { finding: Finding; onGoToLine?: GoToLine }) {
  const where = f.line !== undefined ? `linha ${f.line}${f.column !== undefined ? `, coluna ${f.column}` : ""}` : undefined;
  return (
    <li className="finding m-0 px-4 py-3" data-severity={f.severity} data-rule={f.rule}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className={`badge badge-sm m-0 ${SEVERITY_CLASS[f.severity]}`}>{SEVERITY_LABEL[f.severity]}</span>
        {f.field ? <code className="text-[0.85rem]">{f.field}</code> : null}
        {where ? (
          onGoToLine ? (
            <button
              type="button"
              className="text-muted underline decoration-dotted underline-offset-2 hover:text-accent"
              onClick={() => onGoToLine(f.line!, f.column)}
              aria-label={`Ir para a ${where} no conteúdo`}
            >
              {where}
            </button>
          ) : (
            <span className="text-muted">{where}</span>
          )
        ) : null}
        {f.code ? <code className="finding-code text-[0.8rem]">{f.code}</code> : null}
      </div>
      <p className="m-0 mt-1.5 font-medium text-[rgb(var(--c-fg-strong))]">
        <Inline text={f.message} />
      </p>
      <p className="m-0 mt-1">
        <span className="font-semibold">Como corrigir:</span> <Inline text={f.fix} />
      </p>
      {f.docs ? (
        <p className="m-0 mt-1 text-sm">
          Documentação:{" "}
          <a href={f.docs.href} className={LINK}>
            {f.docs.label}
          </a>
        </p>
      ) : null}
    </li>
  );
}
