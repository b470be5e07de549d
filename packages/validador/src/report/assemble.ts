/** The report from placed findings: order, verdict, counts, notes and summary. */
import type { Finding, PayloadFormat, Report, Severity } from "../types";
import { docsFor } from "./docs";
import { notesFor } from "./notes";
import { summarize } from "./summary";
import { capitalize } from "../text";

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export interface Collected {
  format: PayloadFormat;
  adCount: number;
  findings: Finding[];
  categories: Set<number>;
  hasImages: boolean;
}

export function assemble(bytes: number, { format, adCount, findings, categories, hasImages }: Collected): Report {
  findings.sort(
    (a, b) => (a.ad?.index ?? -1) - (b.ad?.index ?? -1) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0),
  );
  const failingAds = new Set<number>();
  for (const f of findings) if (f.severity === "error" && f.ad) failingAds.add(f.ad.index);
  const passing = adCount - failingAds.size;
  return {
    format,
    bytes,
    adCount,
    passing,
    accepted: !findings.some((f) => f.severity === "error"),
    findings,
    notes: notesFor({ format, categories, hasImages }),
    summary: summarize(format, adCount, passing, findings),
  };
}

/** A report for input that could not be read: one finding, no ads. */
export function unreadable(bytes: number, finding: Omit<Finding, "docs">, format?: PayloadFormat): Report {
  // An unreadable JSON could be a file or an envelope: the file's format section explains both shapes.
  const full: Finding = {
    ...finding,
    message: capitalize(finding.message),
    docs: docsFor(format ?? (finding.rule.startsWith("xml.") ? "xml" : "json"), finding.rule, undefined),
  };
  return { format, bytes, adCount: 0, passing: 0, accepted: false, findings: [full], notes: [], summary: summarize(undefined, 0, 0, [full]) };
}
