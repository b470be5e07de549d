/** Every output of the command line, by name. */
import type { Report } from "../types";
import { formatGithub } from "./github";
import { formatSarif } from "./sarif";
import { PORTAL_URL } from "./links";
import { formatReport } from "./text";

export const FORMATS = ["text", "json", "github", "sarif"] as const;
export type OutputFormat = (typeof FORMATS)[number];

export interface OutputOptions {
  /** The file as the reader named it (annotations and SARIF point at it). */
  filename?: string;
  /** Origin of documentation links; the published portal when absent. */
  baseUrl?: string;
  /** Text output: leave out findings of severity info. */
  quiet?: boolean;
}

export function formatOutput(report: Report, format: OutputFormat, options: OutputOptions = {}): string {
  if (format === "json") return JSON.stringify(report, null, 2) + "\n";
  if (format === "github") return formatGithub(report, options);
  if (format === "sarif") return formatSarif(report, options);
  return formatReport(report, { ...options, baseUrl: options.baseUrl ?? PORTAL_URL });
}
