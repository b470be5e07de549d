/**
 * SARIF 2.1.0, the format code-scanning tools read (GitHub code scanning
 * among them): one rule per rule id, with a link to the page that documents
 * it, and one result per finding with its line and column.
 */
import pkg from "../../package.json";
import type { Report, Severity } from "../types";
import { absolute, plain, VALIDATOR_PAGE } from "./links";

const LEVEL: Record<Severity, "error" | "warning" | "note"> = { error: "error", warning: "warning", info: "note" };

export function formatSarif(report: Report, { filename = "stdin", baseUrl }: { filename?: string; baseUrl?: string } = {}): string {
  const rules: { id: string; shortDescription: { text: string }; helpUri: string; defaultConfiguration: { level: string } }[] = [];
  const index = new Map<string, number>();
  for (const f of report.findings) {
    if (index.has(f.rule)) continue;
    index.set(f.rule, rules.length);
    rules.push({ id: f.rule, shortDescription: { text: plain(f.message) }, helpUri: absolute(f.docs?.href ?? VALIDATOR_PAGE, baseUrl), defaultConfiguration: { level: LEVEL[f.severity] } });
  }
  const results = report.findings.map((f) => ({
    ruleId: f.rule,
    ruleIndex: index.get(f.rule)!,
    level: LEVEL[f.severity],
    message: { text: `${plain(f.message)}. Como corrigir: ${plain(f.fix)}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: filename },
          ...(f.line !== undefined ? { region: { startLine: f.line, ...(f.column !== undefined ? { startColumn: f.column } : {}) } } : {}),
        },
        ...(f.field ? { logicalLocations: [{ fullyQualifiedName: f.path }] } : {}),
      },
    ],
    ...(f.code || f.ad ? { properties: { ...(f.code ? { code: f.code } : {}), ...(f.ad ? { ad: f.ad } : {}) } } : {}),
  }));
  const sarif = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: pkg.name, version: pkg.version, informationUri: absolute(VALIDATOR_PAGE, baseUrl), rules } },
        artifacts: [{ location: { uri: filename } }],
        results,
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + "\n";
}
