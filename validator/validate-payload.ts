/**
 * validatePayload(text): reads an API envelope, a JSON file or an XML feed
 * and reports, per ad, what the marketplace would refuse or ignore. The rules
 * are the catalogue's (ad-catalogue/validate.ts, the same data that renders
 * the parameter tables) plus the few in ad-rules.ts and xml-rules.ts; this
 * file only reads the input, runs them and places each finding (ad, field,
 * line, documentation link). No DOM and no Node APIs: the page and the
 * command line run the same code.
 */
import { LIMITS } from "../ad-catalogue/common-fields";
import { checkEnvelope, checkJsonFile, checkXmlFeed, isObject, type Issue } from "../ad-catalogue/validate";
import { checkAdExtras, type RawFinding } from "./ad-rules";
import { docsFor } from "./docs";
import { JsonLocator, readJson, tooDeepAt } from "./json-input";
import { MAX_DEPTH, MAX_INPUT_BYTES } from "./limits";
import { notesFor } from "./notes";
import { summarize } from "./summary";
import { formatBytes, LineIndex, utf8Length } from "./text";
import type { Finding, PayloadFormat, Report, Severity, ValidateOptions } from "./types";
import { declaredEncoding, readXml, XmlLocator } from "./xml-input";
import { checkImovelExtras, subtypeHint } from "./xml-rules";


/** Catalogue rules that describe something ignored or unexpected rather than refused. */
const WARNING_RULES = new Set(["field.unknown", "field.channel", "param.unknown", "xml.tag-unknown", "xml.tag-subtype"]);
const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Codes from the specification's error catalogue for parameters whose check
 * in the catalogue names none: an invalid plate, and vehicle ids that are not ids.
 */
const PARAM_CODES: Record<string, string> = {
  vehicle_tag: "ERROR_VEHICLE_TAG_INVALID",
  vehicle_brand: "ERROR_VEHICLE_BRAND_INVALID",
  vehicle_model: "ERROR_VEHICLE_MODEL_INVALID",
  vehicle_version: "ERROR_VEHICLE_VERSION_INVALID",
};

/** The catalogue writes names as "fuel" or "images:"; the report shows them as code. */
const codeNames = (message: string) => message.replace(/"([a-z_]{2,})"/g, "`$1`").replace(/^([a-z_]+):/, "`$1`:");

function fromIssue(issue: Issue): RawFinding {
  const param = issue.path.match(/params\.([a-z_]+)(?:\[\d+\])?$/)?.[1];
  const code = issue.error ?? (param && issue.rule?.startsWith("param.") && issue.rule !== "param.unknown" ? PARAM_CODES[param] : undefined);
  return {
    severity: WARNING_RULES.has(issue.rule ?? "") ? "warning" : "error",
    rule: issue.rule ?? "catalogue",
    path: issue.path,
    message: codeNames(issue.message),
    fix: issue.fix ?? "Confira a regra na documentação do campo.",
    ...(code ? { code } : {}),
  };
}

/** Splits "ad_list[3].params.fuel" into the ad (3) and the field ("params.fuel"). */
function splitPath(path: string): { index?: number; field?: string } {
  const m = path.match(/^(?:ad_list|Carga\.Imoveis\.Imovel|)\[(\d+)\]\.?(.*)$/);
  if (m) return { index: Number(m[1]), field: m[2] || undefined };
  return { field: path === "$" ? undefined : path };
}

/** A report for input that could not be read: one finding, no ads. */
function unreadable(bytes: number, finding: Omit<Finding, "docs">, format?: PayloadFormat): Report {
  // An unreadable JSON could be a file or an envelope: the file's format section explains both shapes.
  const full: Finding = { ...finding, message: capitalize(finding.message), docs: docsFor(format ?? (finding.rule.startsWith("xml.") ? "xml" : "json"), finding.rule, undefined) };
  return { format, bytes, adCount: 0, passing: 0, accepted: false, findings: [full], notes: [], summary: summarize(undefined, 0, 0, [full]) };
}

/** The report for input above the limit (MAX_INPUT_BYTES unless raised): nothing is parsed. */
export function tooLargeReport(bytes: number, max = MAX_INPUT_BYTES): Report {
  return unreadable(bytes, {
    severity: "error",
    rule: "input.too-large",
    path: "$",
    message: `conteúdo grande demais para validar aqui (${formatBytes(bytes)}; o limite do validador é ${formatBytes(max)})`,
    fix: `Divida o conteúdo e valide as partes: pela API, cada envio tem no máximo ${formatBytes(LIMITS.payloadBytes)}.`,
  });
}

interface Parsed {
  format: PayloadFormat;
  ads: unknown[];
  raw: RawFinding[];
  locate: (path: string) => number | undefined;
  /** The ad's own id: `id` in JSON, `CodigoImovel` in XML. */
  idOf: (ad: unknown) => string | undefined;
}

export function validatePayload(input: string, options: ValidateOptions = {}): Report {
  // Refuse what is too large before anything walks the text (a 50 MB paste must not freeze a tab).
  const max = options.maxBytes ?? MAX_INPUT_BYTES;
  if (input.length > max) return tooLargeReport(input.length, max);
  const bytes = utf8Length(input);
  if (bytes > max) return tooLargeReport(bytes, max);
  const bom = input.charCodeAt(0) === 0xfeff;
  const text = bom ? input.slice(1) : input;
  const lines = new LineIndex(text);
  const first = text.trimStart().charAt(0);
  const looksXml = first === "<" || (!first && /\.xml$/i.test(options.filename ?? ""));
  const looksJson = first === "[" || first === "{";
  if (!looksXml && !looksJson) {
    const at = lines.at(text.length - text.trimStart().length);
    const hint = /\.xml$/i.test(options.filename ?? "") ? "XML" : /\.json$/i.test(options.filename ?? "") ? "JSON" : "JSON nem XML";
    return unreadable(bytes, {
      severity: "error",
      rule: "input.unknown",
      path: "$",
      ...(text.trim() ? at : {}),
      message: text.trim() ? `o conteúdo não parece ${hint}: começa com \`${text.trimStart().slice(0, 12)}\`` : "nada para validar",
      fix: "Cole ou solte o envelope da API (`{ \"access_token\": ..., \"ad_list\": [...] }`), o arquivo JSON (`[ ... ]`) ou o XML de imóveis (`<Carga>...`).",
    });
  }
  const parsed = looksXml ? parseXml(text, lines) : parseJson(text, lines, bom, options);
  if ("report" in parsed) return { ...parsed.report, bytes };
  const { format, ads, raw } = parsed;

  if (format === "api" && bytes > LIMITS.payloadBytes) {
    raw.unshift({ severity: "error", rule: "payload.size", path: "$", message: `o envelope tem ${formatBytes(bytes)}, acima do limite de ${formatBytes(LIMITS.payloadBytes)} por envio`, fix: "Divida a `ad_list` em lotes menores, cada um com até 1 MB." });
  }

  const findings: Finding[] = raw.map((f) => {
    const { index, field } = splitPath(f.path);
    const ad = index !== undefined ? ads[index] : undefined;
    const offset = parsed.locate(f.path);
    const id = index !== undefined ? parsed.idOf(ad) : undefined;
    return {
      ...f,
      message: capitalize(f.message),
      ...(index !== undefined ? { ad: { index, ...(id ? { id } : {}) } } : {}),
      ...(field ? { field } : {}),
      ...(offset !== undefined ? lines.at(offset) : {}),
      docs: docsFor(format, f.rule, field, isObject(ad) ? ad.category : undefined),
    };
  });
  findings.sort((a, b) => (a.ad?.index ?? -1) - (b.ad?.index ?? -1) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));

  const failingAds = new Set(findings.filter((f) => f.severity === "error" && f.ad).map((f) => f.ad!.index));
  const passing = ads.length - failingAds.size;
  const categories = new Set(ads.flatMap((a) => (isObject(a) && typeof a.category === "number" ? [a.category] : [])));
  const hasImages = format === "xml" ? /<Foto[\s>]/.test(text) : ads.some((a) => isObject(a) && Array.isArray(a.images) && a.images.length > 0);
  return {
    format,
    bytes,
    adCount: ads.length,
    passing,
    accepted: !findings.some((f) => f.severity === "error"),
    findings,
    notes: notesFor({ format, categories, hasImages }),
    summary: summarize(format, ads.length, passing, findings),
  };
}

function parseJson(text: string, lines: LineIndex, bom: boolean, options: ValidateOptions): Parsed | { report: Report } {
  const deep = tooDeepAt(text);
  if (deep !== -1) {
    return { report: unreadable(0, { severity: "error", rule: "json.too-deep", path: "$", ...lines.at(deep), message: `estrutura aninhada demais (mais de ${MAX_DEPTH} níveis)`, fix: "Um anúncio tem poucos níveis (envelope, lista, anúncio, `params`, lista de códigos): confira se colou o conteúdo certo." }) };
  }
  const read = readJson(text);
  if (!read.ok) {
    return { report: unreadable(0, { severity: "error", rule: "json.syntax", path: "$", ...lines.at(read.offset), message: `JSON inválido: ${read.message}`, fix: read.fix }) };
  }
  const value = read.value;
  const check = { currentYear: options.currentYear };
  const raw: RawFinding[] = [];
  if (bom) raw.push({ severity: "warning", rule: "json.bom", path: "$", message: "o conteúdo começa com a marca BOM (U+FEFF)", fix: "Salve o arquivo em UTF-8 sem BOM: nem todo leitor de JSON aceita a marca." });
  let format: PayloadFormat;
  let ads: unknown[];
  if (isObject(value) && ("ad_list" in value || "access_token" in value)) {
    format = "api";
    ads = Array.isArray(value.ad_list) ? value.ad_list : [];
    raw.push(...checkEnvelope(value, check).map(fromIssue));
    for (const key of Object.keys(value)) {
      if (key !== "access_token" && key !== "ad_list") raw.push({ severity: "warning", rule: "envelope.unknown", path: key, message: `campo \`${key}\` fora do envelope`, fix: "O envelope tem só `access_token` e `ad_list`: mova os campos do anúncio para dentro de cada item de `ad_list`." });
    }
    ads.forEach((ad, i) => raw.push(...checkAdExtras(ad, "api", `ad_list[${i}]`)));
  } else {
    format = "json";
    ads = Array.isArray(value) ? value : [];
    const issues = checkJsonFile(value, check).map(fromIssue);
    if (isObject(value) && ("category" in value || "subject" in value || "params" in value)) {
      for (const f of issues) if (f.rule === "file.type") f.fix = "Parece um anúncio solto: no arquivo JSON, ponha-o dentro de uma lista, `[ { ... } ]`; na API, dentro de `ad_list` num envelope com `access_token`.";
    }
    raw.push(...issues);
    ads.forEach((ad, i) => raw.push(...checkAdExtras(ad, "json", `[${i}]`)));
  }
  const locator = new JsonLocator(text);
  return {
    format,
    ads,
    raw,
    locate: (path) => (path === "$" ? undefined : locator.offsetOf(path)),
    idOf: (ad) => (isObject(ad) && (typeof ad.id === "string" || typeof ad.id === "number") && String(ad.id) !== "" ? String(ad.id) : undefined),
  };
}

function parseXml(text: string, lines: LineIndex): Parsed | { report: Report } {
  const read = readXml(text);
  if (!read.ok) {
    return { report: unreadable(0, { severity: "error", rule: "xml.syntax", path: "$", line: read.line, ...(read.column ? { column: read.column } : {}), message: `XML mal formado: ${read.message}`, fix: read.fix }) };
  }
  const raw: RawFinding[] = [];
  const encoding = declaredEncoding(text);
  if (encoding && !/^utf-?8$/i.test(encoding)) {
    raw.push({ severity: "error", rule: "xml.encoding", path: "$", message: `o XML declara \`encoding="${encoding}"\``, fix: 'Gere o arquivo em UTF-8 e declare `<?xml version="1.0" encoding="UTF-8"?>`.' });
  } else if (!encoding) {
    raw.push({ severity: "warning", rule: "xml.declaration", path: "$", message: "o XML não declara a codificação na primeira linha", fix: 'Comece o arquivo com `<?xml version="1.0" encoding="UTF-8"?>`.' });
  }
  const doc = read.doc;
  const carga = isObject(doc) ? doc.Carga : undefined;
  const imoveis = isObject(carga) ? carga.Imoveis : undefined;
  const imovel = isObject(imoveis) ? imoveis.Imovel : undefined;
  const ads = imovel === undefined ? [] : Array.isArray(imovel) ? imovel : [imovel];
  for (const f of checkXmlFeed(doc).map(fromIssue)) {
    if (f.rule === "xml.subtype") {
      const ad = ads[splitPath(f.path).index ?? -1];
      const hint = isObject(ad) ? subtypeHint(String(ad.SubTipoImovel ?? "")) : undefined;
      if (hint) Object.assign(f, hint);
    }
    raw.push(f);
  }
  ads.forEach((ad, i) => raw.push(...checkImovelExtras(ad, `Carga.Imoveis.Imovel[${i}]`)));
  const locator = new XmlLocator(text);
  return {
    format: "xml",
    ads,
    raw,
    locate: (path) => (path === "$" ? undefined : locator.offsetOf(path)),
    idOf: (ad) => {
      const code = isObject(ad) && ad.CodigoImovel !== undefined && typeof ad.CodigoImovel !== "object" ? String(ad.CodigoImovel).trim() : "";
      return code || undefined;
    },
  };
}
