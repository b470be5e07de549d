/** The report as plain pt-BR text, for the terminal and CI logs. */
import { FORMAT_LABELS, type Finding, type Report, type Severity } from "../types";
import { groupRepeated, whereRepeated } from "../report/repeated";
import { formatBytes, visibleControls } from "../text";

const LABEL: Record<Severity, string> = { error: "ERRO ", warning: "AVISO", info: "NOTA " };

export interface TextOptions {
  /** Shown in the title line. */
  filename?: string;
  /** Prefix for documentation links (the portal's origin); relative paths when absent. */
  baseUrl?: string;
  /** Leave out findings of severity info. */
  quiet?: boolean;
}

/** Where a group of findings is: "Anúncio 3 (id "x", linha 40)", "Envio", "Arquivo". */
export function groupTitle(report: Report, f: Finding): string {
  if (!f.ad) return report.format === "api" ? "Envelope" : "Arquivo";
  const noun = report.format === "xml" ? "Imóvel" : "Anúncio";
  const id = f.ad.id !== undefined ? `${report.format === "xml" ? "CodigoImovel" : "id"} "${f.ad.id}"` : "sem id";
  return `${noun} ${f.ad.index + 1} (${id})`;
}

export function formatReport(report: Report, options: TextOptions = {}): string {
  const out: string[] = [];
  const base = (options.baseUrl ?? "").replace(/\/$/, "");
  out.push(`Validação${options.filename ? ` de ${options.filename}` : ""}`);
  // A JSON whose root is neither an envelope nor a list is not "an array of ads": say what it is not.
  const shape = report.findings.some((f) => f.rule === "file.type")
    ? "JSON que não é envelope da API nem lista de anúncios"
    : report.format && FORMAT_LABELS[report.format];
  if (report.format) out.push(`Formato: ${shape}, ${formatBytes(report.bytes)}`);
  out.push(...report.summary, "");
  const shown = options.quiet ? report.findings.filter((f) => f.severity !== "info") : report.findings;
  const { repeated, single } = groupRepeated(shown);
  const noun: [string, string] = report.format === "xml" ? ["imóvel", "imóveis"] : ["anúncio", "anúncios"];
  for (const { finding, occurrences } of repeated) {
    out.push(
      `O mesmo ${finding.severity === "error" ? "erro" : finding.severity === "warning" ? "aviso" : "achado"} em ${occurrences.length.toLocaleString("pt-BR")} ${noun[1]} (${whereRepeated(occurrences, noun)})`,
    );
    out.push(...findingLines({ ...finding, line: undefined, column: undefined }, base));
  }
  let group = "";
  for (const f of single) {
    const title = groupTitle(report, f);
    if (title !== group) {
      out.push(title);
      group = title;
    }
    out.push(...findingLines(f, base));
  }
  if (report.findings.length) out.push("");
  if (report.notes.length) {
    out.push("Não conferido aqui:");
    for (const n of report.notes) {
      out.push(`  - ${n.title}: ${n.text}`);
      for (const l of n.links) out.push(`    ${l.label}: ${base}${l.href}`);
    }
  }
  // Input can hold terminal escape sequences (in an id, a value): never let them reach the terminal.
  return visibleControls(out.join("\n").trimEnd()) + "\n";
}

function findingLines(f: Finding, base: string): string[] {
  const where = [f.field, f.line !== undefined ? `linha ${f.line}${f.column !== undefined ? `, coluna ${f.column}` : ""}` : undefined, f.code]
    .filter(Boolean)
    .join(" · ");
  const lines = [`  ${LABEL[f.severity]}  ${where}`, `         ${f.message}`, `         Como corrigir: ${f.fix}`];
  if (f.docs) lines.push(`         Documentação: ${base}${f.docs.href}`);
  return lines;
}
