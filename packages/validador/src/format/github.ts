/**
 * GitHub Actions workflow commands: one `::error` / `::warning` / `::notice`
 * per finding, so each shows on the file's line in the pull request. Values
 * are escaped as the runner expects (% CR LF in the message; also : and , in
 * properties).
 */
import type { Report, Severity } from "../types";
import { absolute, plain } from "./links";
import { groupTitle } from "./text";
import { visibleControls } from "../text";

const COMMAND: Record<Severity, string> = { error: "error", warning: "warning", info: "notice" };

export const escapeData = (s: string): string => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
export const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

export function formatGithub(report: Report, { filename = "-", baseUrl }: { filename?: string; baseUrl?: string } = {}): string {
  const lines = report.findings.map((f) => {
    const title = [groupTitle(report, f), f.field, f.code].filter(Boolean).join(" · ");
    const props = [
      `file=${escapeProperty(filename)}`,
      ...(f.line !== undefined ? [`line=${f.line}`] : []),
      ...(f.column !== undefined ? [`col=${f.column}`] : []),
      `title=${escapeProperty(title)}`,
    ].join(",");
    const text = [plain(f.message), `Como corrigir: ${plain(f.fix)}`, ...(f.docs ? [`Documentação: ${absolute(f.docs.href, baseUrl)}`] : [])].join("\n");
    return `::${COMMAND[f.severity]} ${props}::${escapeData(text)}`;
  });
  // The runner prints the log to a terminal-like viewer: escape sequences from the input are shown, not run.
  return visibleControls([...lines, ...report.summary.map(plain)].join("\n")) + "\n";
}
