/**
 * The validator's report: a summary a reader takes in at a glance (pass or
 * not, how many ads, and what the marketplace would do), then the findings
 * grouped by ad with what is wrong, how to fix it, the marketplace's code and
 * a link to the page documenting the field, then what could not be checked.
 * A finding repeated in many ads is shown once with where it is, as the
 * command line prints it (groupRepeated, from the validator package).
 */
import { useMemo, useState } from "react";
import type { Finding, Report } from "../../../packages/validador/src/index";
import { FORMAT_LABELS } from "../../../packages/validador/src/types";
import { groupRepeated, whereRepeated, type RepeatedFinding } from "../../../packages/validador/src/report/repeated";
import { formatBytes } from "../../../packages/validador/src/text";
import { Inline } from "./Inline";

const SEVERITY_LABEL: Record<Finding["severity"], string> = { error: "Erro", warning: "Aviso", info: "Nota" };
const SEVERITY_CLASS: Record<Finding["severity"], string> = { error: "badge-deprecated", warning: "badge-warning", info: "" };
/** The prose link look, outside .prose (the island opts out of typography). */
const LINK = "font-medium text-accent underline decoration-1 underline-offset-[3px] hover:decoration-2";
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Groups shown before "mostrar mais": keeps a report of thousands of ads quick to render. */
const PAGE = 50;

interface Group {
  key: string;
  title: string;
  line?: number;
  findings: Finding[];
}

/** The findings left after the repeated ones are taken out, by ad (or the payload), in report order. */
function groupByAd(report: Report, findings: readonly Finding[]): Group[] {
  const groups = new Map<string, Group>();
  const noun = report.format === "xml" ? "Imóvel" : "Anúncio";
  for (const f of findings) {
    const key = f.ad ? `ad-${f.ad.index}` : "payload";
    let group = groups.get(key);
    if (!group) {
      const title = f.ad
        ? `${noun} ${f.ad.index + 1}${f.ad.id !== undefined ? ` · ${report.format === "xml" ? "CodigoImovel" : "id"} ${f.ad.id}` : " · sem id"}`
        : report.format === "api" ? "Envelope" : report.format ? "Arquivo" : "Conteúdo";
      group = { key, title, findings: [] };
      groups.set(key, group);
    }
    group.findings.push(f);
  }
  return [...groups.values()];
}

export function ReportView({ report, onGoToLine }: { report: Report; onGoToLine?: (line: number, column?: number) => void }) {
  const counts = useMemo(() => {
    const c = { error: 0, warning: 0, info: 0 };
    for (const f of report.findings) c[f.severity]++;
    return c;
  }, [report]);
  const [visible, setVisible] = useState<Set<Finding["severity"]>>(() => new Set(["error", "warning", "info"]));
  const [shown, setShown] = useState(PAGE);
  const { repeated, groups } = useMemo(() => {
    const { repeated, single } = groupRepeated(report.findings.filter((f) => visible.has(f.severity)));
    return { repeated, groups: groupByAd(report, single) };
  }, [report, visible]);
  const nouns: [string, string] = report.format === "xml" ? ["imóvel", "imóveis"] : ["anúncio", "anúncios"];
  const failing = report.adCount - report.passing;
  const toggle = (s: Finding["severity"]) =>
    setVisible((prev) => {
      const next = new Set(prev);
      if (next.has(s)) next.delete(s);
      else next.add(s);
      return next;
    });

  const headline = !report.format
    ? "Não foi possível ler o conteúdo"
    : report.accepted
      ? counts.warning
        ? "Nada seria recusado, mas há avisos"
        : "Nada seria recusado"
      : failing > 0
        ? `${failing.toLocaleString("pt-BR")} ${failing === 1 ? (report.format === "xml" ? "imóvel seria recusado" : "anúncio seria recusado") : report.format === "xml" ? "imóveis seriam recusados" : "anúncios seriam recusados"}`
        : "O envio seria recusado";

  return (
    <div className="validator-report mt-6 space-y-6" data-testid="validator-report">
      <section aria-labelledby="validador-resumo" className={`rounded-lg border p-4 ${report.accepted ? "border-[rgb(var(--c-tip)/0.45)] bg-[rgb(var(--c-tip-bg))]" : "border-[rgb(var(--c-danger)/0.45)] bg-[rgb(var(--c-danger-bg))]"}`}>
        <h2 id="validador-resumo" className={`m-0 text-lg font-bold ${report.accepted ? "text-[rgb(var(--c-tip-title))]" : "text-[rgb(var(--c-danger-title))]"}`}>
          {headline}
        </h2>
        <ul className="mt-2 mb-0 list-none space-y-1 p-0">
          {report.summary.map((s) => (
            <li key={s} className="m-0 p-0">
              <Inline text={s} />
            </li>
          ))}
        </ul>
        {report.format ? (
          <dl className="mt-3 mb-0 grid grid-cols-2 gap-x-6 gap-y-1 text-sm tablet:grid-cols-4">
            <div>
              <dt className="text-muted">Formato</dt>
              <dd className="m-0 font-semibold">{capitalize(FORMAT_LABELS[report.format].split(" (")[0])}</dd>
            </div>
            <div>
              <dt className="text-muted">Tamanho</dt>
              <dd className="m-0 font-semibold">{formatBytes(report.bytes)}</dd>
            </div>
            <div>
              <dt className="text-muted">{report.format === "xml" ? "Imóveis" : "Anúncios"}</dt>
              <dd className="m-0 font-semibold">{report.adCount.toLocaleString("pt-BR")}</dd>
            </div>
            <div>
              <dt className="text-muted">Passam</dt>
              <dd className="m-0 font-semibold">{report.passing.toLocaleString("pt-BR")}</dd>
            </div>
          </dl>
        ) : null}
      </section>

      {report.findings.length ? (
        <section aria-labelledby="validador-achados">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="validador-achados" className="m-0 border-0 p-0 text-xl font-bold">
              Achados
            </h2>
            <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0">
              <legend className="sr-only">Mostrar</legend>
              {(["error", "warning", "info"] as const).map((s) =>
                counts[s] ? (
                  <label key={s} className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm">
                    <input type="checkbox" checked={visible.has(s)} onChange={() => toggle(s)} className="accent-[rgb(var(--c-accent))]" />
                    {SEVERITY_LABEL[s] === "Erro" ? "Erros" : SEVERITY_LABEL[s] === "Aviso" ? "Avisos" : "Notas"} ({counts[s].toLocaleString("pt-BR")})
                  </label>
                ) : null,
              )}
            </fieldset>
          </div>
          {repeated.map((group) => (
            <RepeatedGroup key={`${group.finding.rule}-${group.occurrences[0].ad?.index}-${group.finding.message}`} group={group} nouns={nouns} />
          ))}
          {groups.slice(0, shown).map((group) => (
            <section key={group.key} className="mt-4 rounded-lg border border-line" aria-label={group.title}>
              <h3 className="m-0 rounded-t-lg border-b border-line bg-soft px-4 py-2 text-base font-semibold">{group.title}</h3>
              <GroupFindings findings={group.findings} onGoToLine={onGoToLine} />
            </section>
          ))}
          {groups.length > shown ? (
            <button type="button" className="btn btn-secondary mt-4" onClick={() => setShown((n) => n + PAGE)}>
              Mostrar mais {Math.min(PAGE, groups.length - shown)} de {(groups.length - shown).toLocaleString("pt-BR")} restantes
            </button>
          ) : null}
        </section>
      ) : null}

      {report.notes.length ? (
        <section aria-labelledby="validador-notas">
          <h2 id="validador-notas" className="m-0 border-0 p-0 text-xl font-bold">
            O que não dá para conferir aqui
          </h2>
          <ul className="mt-2 list-disc space-y-2 pl-5">
            {report.notes.map((n) => (
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
      ) : null}
    </div>
  );
}

/** One ad's findings, PAGE at a time: an ad with 100,000 unknown parameters must not render 100,000 items at once. */
function GroupFindings({ findings, onGoToLine }: { findings: Finding[]; onGoToLine?: (line: number, column?: number) => void }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ol className="m-0 list-none divide-y divide-line p-0">
        {findings.slice(0, shown).map((f, i) => (
          <FindingItem key={i} finding={f} onGoToLine={onGoToLine} />
        ))}
      </ol>
      {findings.length > shown ? (
        <button type="button" className="btn btn-secondary m-4" onClick={() => setShown((n) => n + PAGE)}>
          Mostrar mais {Math.min(PAGE, findings.length - shown)} achados deste anúncio de {(findings.length - shown).toLocaleString("pt-BR")} restantes
        </button>
      ) : null}
    </>
  );
}

const REPEATED_WORD: Record<Finding["severity"], string> = { error: "erro", warning: "aviso", info: "achado" };

/** "O mesmo erro em 5.000 anúncios (linhas 3, 9, 15 … e mais 4.990)", then the finding once, without its line. */
function RepeatedGroup({ group: { finding, occurrences }, nouns }: { group: RepeatedFinding; nouns: [string, string] }) {
  const title = `O mesmo ${REPEATED_WORD[finding.severity]} em ${occurrences.length.toLocaleString("pt-BR")} ${nouns[1]} (${whereRepeated(occurrences, nouns)})`;
  return (
    <section className="mt-4 rounded-lg border border-line" aria-label={title} data-testid="validator-repeated">
      <h3 className="m-0 rounded-t-lg border-b border-line bg-soft px-4 py-2 text-base font-semibold">{title}</h3>
      <ol className="m-0 list-none p-0">
        <FindingItem finding={{ ...finding, line: undefined, column: undefined }} />
      </ol>
    </section>
  );
}

function FindingItem({ finding: f, onGoToLine }: { finding: Finding; onGoToLine?: (line: number, column?: number) => void }) {
  const where = f.line !== undefined ? `linha ${f.line}${f.column !== undefined ? `, coluna ${f.column}` : ""}` : undefined;
  return (
    <li className="finding m-0 px-4 py-3" data-severity={f.severity} data-rule={f.rule}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className={`badge badge-sm m-0 ${SEVERITY_CLASS[f.severity]}`}>{SEVERITY_LABEL[f.severity]}</span>
        {f.field ? <code className="text-[0.85rem]">{f.field}</code> : null}
        {where ? (
          onGoToLine ? (
            <button type="button" className="text-muted underline decoration-dotted underline-offset-2 hover:text-accent" onClick={() => onGoToLine(f.line!, f.column)} aria-label={`Ir para a ${where} no conteúdo`}>
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
