/** The report as plain pt-BR text, for the terminal and CI logs. */
import { FORMAT_LABELS, type Finding, type Report, type Severity } from "../types";
import { formatBytes } from "../text";

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
  if (report.format) out.push(`Formato: ${FORMAT_LABELS[report.format]}, ${formatBytes(report.bytes)}`);
  out.push(...report.summary, "");
  let group = "";
  for (const f of report.findings) {
    if (options.quiet && f.severity === "info") continue;
    const title = groupTitle(report, f);
    if (title !== group) {
      out.push(title);
      group = title;
    }
    const where = [f.field, f.line !== undefined ? `linha ${f.line}${f.column !== undefined ? `, coluna ${f.column}` : ""}` : undefined, f.code].filter(Boolean).join(" · ");
    out.push(`  ${LABEL[f.severity]}  ${where}`);
    out.push(`         ${f.message}`);
    out.push(`         Como corrigir: ${f.fix}`);
    if (f.docs) out.push(`         Documentação: ${base}${f.docs.href}`);
  }
  if (report.findings.length) out.push("");
  if (report.notes.length) {
    out.push("Não conferido aqui:");
    for (const n of report.notes) {
      out.push(`  - ${n.title}: ${n.text}`);
      for (const l of n.links) out.push(`    ${l.label}: ${base}${l.href}`);
    }
  }
  return out.join("\n").trimEnd() + "\n";
}
