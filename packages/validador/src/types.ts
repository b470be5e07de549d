/**
 * What the validator reports. Plain data (no functions, no classes) so the
 * same report is printed by the command line, shown by the page and
 * serialised as JSON, GitHub annotations or SARIF.
 */

/** error: the marketplace would refuse it; warning: accepted but not as meant (ignored, risky, undocumented); info: worth knowing. */
export type Severity = "error" | "warning" | "info";

/** The three ways of sending ads, as detected from the input. */
export type PayloadFormat = "api" | "json" | "xml";

export const FORMAT_LABELS: Record<PayloadFormat, string> = {
  api: "envelope da API (access_token + ad_list)",
  json: "arquivo JSON (array de anúncios)",
  xml: "arquivo XML de imóveis (Carga > Imoveis > Imovel)",
};

export interface DocLink {
  /** Absolute .html route of a portal page, with an anchor that exists on it. */
  href: string;
  /** pt-BR name of the target (the page's heading), as a link text. */
  label: string;
}

/**
 * One problem. The rules fill what they know (severity, rule, path, message,
 * fix, code); the report adds where it is (ad, field, line, column) and the
 * page that documents it. One type from the rule to the output.
 */
export interface Finding {
  severity: Severity;
  /** Stable id of the rule ("param.deprecated", "vehicle-tag.used", "xml.tag-required"). */
  rule: string;
  /** pt-BR: what is wrong. Inline markdown: `code`. */
  message: string;
  /** pt-BR: how to fix it. Inline markdown: `code`. */
  fix: string;
  /** The marketplace's error or message code for it, when it names one. */
  code?: string;
  /** Full path in the payload ("ad_list[0].params.fuel", "Carga.Imoveis.Imovel[2].CEP", "$" for the whole input). */
  path: string;
  /** The ad the finding is about; absent for the payload as a whole. */
  ad?: {
    /** 0-based position in ad_list, the file's array or the feed. */
    index: number;
    /** Its id (CodigoImovel in XML), when it has a usable one. */
    id?: string;
  };
  /** Field inside the ad ("params.fuel", "images[2]", "PrecoLocacao"), or of the payload ("access_token"). */
  field?: string;
  /** 1-based position in the text, when known; the column counts characters. */
  line?: number;
  column?: number;
  /** 0-based byte offset in the file, when the finding is about bytes (encoding). */
  byte?: number;
  docs?: DocLink;
}

/** What a rule returns: a finding not yet placed in the input. */
export type RuleFinding = Pick<Finding, "severity" | "rule" | "message" | "fix" | "code" | "path">;

/** Something the validator cannot check offline, said once per report. */
export interface Note {
  title: string;
  text: string;
  links: DocLink[];
}

export interface Report {
  /** Undefined when the input could not be read as JSON or XML. */
  format?: PayloadFormat;
  /** Size of the input in bytes. */
  bytes: number;
  /** Number of ads (Imovel in XML) found; 0 when unreadable. */
  adCount: number;
  /** Ads without any error. */
  passing: number;
  /** True when nothing would be refused: no error at all. */
  accepted: boolean;
  findings: Finding[];
  notes: Note[];
  /** pt-BR sentences: how many ads pass and what the marketplace would do with the payload. */
  summary: string[];
}

export interface ValidateOptions {
  /** Name of the file, when the input came from one: a hint for the format (.json, .xml). */
  filename?: string;
  /** Year used as the upper bound of open year ranges (tests pin it; default: this year + 1). */
  currentYear?: number;
  /**
   * Largest input read (default MAX_INPUT_BYTES, sized for a browser tab). The
   * command line raises it: a large XML feed is fine there.
   */
  maxBytes?: number;
  /**
   * Called now and then while the ads are checked (every PROGRESS_EVERY ads,
   * and within an ad with many findings every few thousand of them), so a
   * page can show how far a large file got. `total` is unknown for an XML
   * feed, read as a stream; `findings`: how many were found so far.
   */
  onProgress?: (checked: number, total?: number, findings?: number) => void;
}

/** How many ads are checked between two onProgress calls. */
export const PROGRESS_EVERY = 250;
