/**
 * SARIF 2.1.0, the format code-scanning tools read (GitHub code scanning
 * among them): one rule per rule id, with a link to the page that documents
 * it, and one result per finding with its line and column.
 */
import pkg from "../../package.json";
import type { Finding, Report, Severity } from "../types";
import { ruleDescription } from "./rules";
import { absolute, plain, VALIDATOR_PAGE } from "./links";

const LEVEL: Record<Severity, "error" | "warning" | "note"> = { error: "error", warning: "warning", info: "note" };

/**
 * A file name as a SARIF artifact URI: each segment percent-encoded (a space,
 * `#`, `%`), an absolute path as a `file:///` URI (Windows drive letters
 * included), a relative one as a relative reference. No Node API: the library
 * also runs in the browser.
 */
export function artifactUri(filename: string): string {
  const windows = /^[A-Za-z]:[\\/]/.test(filename);
  const segments = filename.split(windows || filename.includes("\\") ? /[\\/]/ : "/");
  const encoded = segments.map((segment, i) => (windows && i === 0 ? segment : encodeURIComponent(segment))).join("/");
  if (windows) return `file:///${encoded}`;
  return filename.startsWith("/") ? `file://${encoded}` : encoded;
}

function ruleOf(f: Finding, baseUrl: string | undefined) {
  const description = ruleDescription(f.rule);
  const helpUri = absolute(f.docs?.href ?? VALIDATOR_PAGE, baseUrl);
  const page = f.docs?.label ?? "Validador de anúncios";
  return {
    id: f.rule,
    shortDescription: { text: description },
    fullDescription: { text: `${description} Cada resultado diz o anúncio, o campo e como corrigir.` },
    help: { text: `${description} Documentação: ${page}, ${helpUri}`, markdown: `${description} Documentação: [${page}](${helpUri}).` },
    helpUri,
    defaultConfiguration: { level: LEVEL[f.severity] },
  };
}

export function formatSarif(report: Report, { filename = "stdin", baseUrl }: { filename?: string; baseUrl?: string } = {}): string {
  const rules: ReturnType<typeof ruleOf>[] = [];
  const index = new Map<string, number>();
  for (const f of report.findings) {
    if (index.has(f.rule)) continue;
    index.set(f.rule, rules.length);
    rules.push(ruleOf(f, baseUrl));
  }
  const uri = artifactUri(filename);
  const results = report.findings.map((f) => ({
    ruleId: f.rule,
    ruleIndex: index.get(f.rule)!,
    level: LEVEL[f.severity],
    message: { text: `${plain(f.message)}. Como corrigir: ${plain(f.fix)}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri, index: 0 },
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
        artifacts: [{ location: { uri } }],
        results,
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + "\n";
}
