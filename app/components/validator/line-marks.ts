/** The marks of the text box's gutter: which lines have findings, and the worst severity on each. */
import type { Finding, Severity } from "../../../packages/validador/src/index";

const SEVERITY_ORDER: Severity[] = ["info", "warning", "error"];

/** Line → the worst severity of the findings on it. */
export function lineMarks(findings: readonly Finding[]): Map<number, Severity> {
  const marks = new Map<number, Severity>();
  for (const f of findings) {
    if (f.line === undefined) continue;
    const before = marks.get(f.line);
    if (!before || SEVERITY_ORDER.indexOf(f.severity) > SEVERITY_ORDER.indexOf(before)) marks.set(f.line, f.severity);
  }
  return marks;
}
