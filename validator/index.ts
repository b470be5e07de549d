/**
 * The ad payload validator: checks an API import envelope, a JSON import
 * file or an XML real-estate feed against the ad catalogue before it is sent.
 * Runs the same in the browser (the /ferramentas/validador.html island) and
 * in Node (npm run validate -- FILE). Nothing leaves the machine.
 */
import { docsFor } from "./docs";
import { MAX_INPUT_BYTES } from "./limits";
import { summarize } from "./summary";
import { firstInvalidUtf8, formatBytes } from "./text";
import type { Finding, Report, ValidateOptions } from "./types";
import { tooLargeReport, validatePayload } from "./validate-payload";

export { tooLargeReport, validatePayload } from "./validate-payload";
export { formatReport } from "./format-text";
export { CLI_MAX_INPUT_BYTES, MAX_INPUT_BYTES } from "./limits";
export { FORMAT_LABELS, type DocLink, type Finding, type Note, type PayloadFormat, type Report, type Severity, type ValidateOptions } from "./types";

/**
 * Validates a file's bytes: the same as validatePayload, plus the encoding
 * (the marketplace reads UTF-8 only; a Latin-1 export is a common mistake).
 */
export function validateBytes(bytes: Uint8Array, options: ValidateOptions = {}): Report {
  // Not decoded at all: a huge file is refused as cheaply as a huge paste.
  const max = options.maxBytes ?? MAX_INPUT_BYTES;
  if (bytes.length > max) return tooLargeReport(bytes.length, max);
  const invalidAt = firstInvalidUtf8(bytes);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  const report = validatePayload(text, options);
  if (invalidAt === -1) return report;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < invalidAt; i++) {
    if (bytes[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  const encoding: Finding = {
    severity: "error",
    rule: "payload.encoding",
    path: "$",
    line,
    column: invalidAt - lineStart + 1,
    message: `o arquivo não está em UTF-8 (byte inválido na posição ${invalidAt.toLocaleString("pt-BR")} de ${formatBytes(bytes.length)})`,
    fix: "Salve ou gere o arquivo em UTF-8 (não em Latin-1/Windows-1252): acentos em outra codificação chegam corrompidos.",
    docs: docsFor(report.format ?? "json", "payload.encoding", undefined),
  };
  const findings = [encoding, ...report.findings];
  return { ...report, findings, accepted: false, summary: summarize(report.format, report.adCount, report.passing, findings) };
}
