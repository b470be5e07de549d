/**
 * What the report shows, cut to what is on screen: the validation worker
 * keeps the whole report (100,000 findings are tens of megabytes) and hands
 * the page only the counts, the repeated findings grouped with the package's
 * own groupRepeated, and the first findings of the first ads. Copying the
 * whole report to the page and grouping it there took the main thread half a
 * second at 10,000 findings; a page of it takes a few milliseconds at any size.
 * The same pager runs on the main thread where no worker can start.
 */
import type { Finding, Report, Severity } from "../../../packages/validador/src/index";
import { groupRepeated, whereRepeated } from "../../../packages/validador/src/report/repeated";
import { lineMarks } from "./line-marks";

/** Groups (and findings of one ad) shown at first and added by each "mostrar mais". */
export const PAGE = 50;

/** What the reader has asked to see: which severities, how many ads, and how many findings of the ads opened further. */
export interface PageRequest {
  severities: Severity[];
  groups: number;
  /** Findings shown per ad key, for the ads whose "mostrar mais" was pressed. */
  inGroup: Record<string, number>;
  /** Line → worst severity, for the gutter of the text box (only when the report is about the text shown). */
  withMarks: boolean;
}

export const FIRST_PAGE: PageRequest = { severities: ["error", "warning", "info"], groups: PAGE, inGroup: {}, withMarks: false };

export interface AdGroup {
  key: string;
  title: string;
  /** The first findings of the ad, as many as asked. */
  findings: Finding[];
  total: number;
}

export interface RepeatedGroup {
  /** The first occurrence, as found. */
  finding: Finding;
  count: number;
  /** "linhas 3, 9, 15 … e mais 4.990", from the package's whereRepeated. */
  where: string;
}

export interface ReportPage {
  /** The report without its findings: summary, notes, sizes and counts of ads. */
  report: Omit<Report, "findings">;
  counts: Record<Severity, number>;
  request: PageRequest;
  /** The first repeated findings, as many as ads asked for. */
  repeated: RepeatedGroup[];
  repeatedTotal: number;
  groups: AdGroup[];
  /** How many ads (or the payload) have findings left after the repeated ones are taken out. */
  groupTotal: number;
  marks?: Map<number, Severity>;
}

const nounsOf = (report: Report): [string, string] => (report.format === "xml" ? ["imóvel", "imóveis"] : ["anúncio", "anúncios"]);

function groupTitle(report: Report, f: Finding): string {
  if (!f.ad) return report.format === "api" ? "Envelope" : report.format ? "Arquivo" : "Conteúdo";
  const noun = report.format === "xml" ? "Imóvel" : "Anúncio";
  const idName = report.format === "xml" ? "CodigoImovel" : "id";
  return `${noun} ${f.ad.index + 1}${f.ad.id !== undefined ? ` · ${idName} ${f.ad.id}` : " · sem id"}`;
}

interface Grouping {
  repeated: RepeatedGroup[];
  byAd: { key: string; title: string; findings: Finding[] }[];
}

/** The findings of the chosen severities: repeated ones apart, the rest by ad (or the payload), in report order. */
function group(report: Report, severities: readonly Severity[]): Grouping {
  const wanted = new Set(severities);
  const { repeated, single } = groupRepeated(report.findings.filter((f) => wanted.has(f.severity)));
  const byKey = new Map<string, { key: string; title: string; findings: Finding[] }>();
  for (const f of single) {
    const key = f.ad ? `ad-${f.ad.index}` : "payload";
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { key, title: groupTitle(report, f), findings: [] }));
    entry.findings.push(f);
  }
  const nouns = nounsOf(report);
  return {
    repeated: repeated.map(({ finding, occurrences }) => ({ finding, count: occurrences.length, where: whereRepeated(occurrences, nouns) })),
    byAd: [...byKey.values()],
  };
}

/** One report, paged: the grouping of each choice of severities is made once. */
export class ReportPager {
  private readonly groupings = new Map<string, Grouping>();
  private readonly counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  private readonly summary: Omit<Report, "findings">;

  constructor(private readonly report: Report) {
    for (const f of report.findings) this.counts[f.severity]++;
    const { findings: _all, ...rest } = report;
    this.summary = rest;
  }

  page(request: PageRequest): ReportPage {
    const key = [...request.severities].sort().join(",");
    let grouping = this.groupings.get(key);
    if (!grouping) this.groupings.set(key, (grouping = group(this.report, request.severities)));
    const groups = grouping.byAd
      .slice(0, request.groups)
      .map(({ key, title, findings }) => ({ key, title, findings: findings.slice(0, request.inGroup[key] ?? PAGE), total: findings.length }));
    return {
      report: this.summary,
      counts: this.counts,
      request,
      repeated: grouping.repeated.slice(0, request.groups),
      repeatedTotal: grouping.repeated.length,
      groups,
      groupTotal: grouping.byAd.length,
      marks: request.withMarks ? lineMarks(this.report.findings) : undefined,
    };
  }
}
