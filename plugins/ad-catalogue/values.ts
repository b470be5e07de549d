/**
 * How a code and its label read on a page, shared by every table: `4` =
 * Assistida with a "Descontinuado" badge and what to send instead, an
 * announced change, a code without a documented label, a lookup's ids.
 */
import { PARAM_TYPE_LABELS, type ParamSpec, type ParamValue } from "../../domain/ad-catalogue/index";
import { inline } from "./inline";
import { badge, br, del, inlineCode, join, link, strong, text, type Phrasing } from "./mdast";

/** Said once per list whose codes have no pt-BR label anywhere. */
export const NO_LABEL = "sem rótulo documentado";

/** The words after a code: its label (or, unlabelled, what it stands for) and its remark. */
export function valueWords(value: ParamValue): Phrasing {
  const words = value.label !== undefined ? inline(value.label) : value.meaning !== undefined ? inline(value.meaning) : [];
  return value.note ? [...words, text(" ("), ...inline(value.note), text(")")] : words;
}

/**
 * The status after a label: no longer accepted (with the error and what to
 * send, when `instructions`) or an announced change.
 */
function statusOf(value: ParamValue, instructions: boolean): Phrasing {
  if (value.deprecated) {
    const { error, replacement } = value.deprecated;
    if (!instructions) return [badge("Descontinuado", "deprecated")];
    return [badge("Descontinuado", "deprecated"), ...(error ? [text(" "), inlineCode(error)] : []), text(" — "), ...inline(replacement)];
  }
  if (value.announced) return [badge("Mudança anunciada", "info"), text(" "), ...inline(value.announced)];
  return [];
}

export const valueStatus = (value: ParamValue): Phrasing => statusOf(value, true);

/** The code itself, struck through when it is no longer accepted. */
export const valueCode = (value: ParamValue) => (value.deprecated ? del([inlineCode(value.code)]) : inlineCode(value.code));

/** One line of a values cell: "`2` = IPVA Pago", "~~`1`~~ Financiado Descontinuado — ...". */
function lineOf(value: ParamValue, instructions: boolean): Phrasing {
  const words = valueWords(value);
  const status = statusOf(value, instructions);
  if (value.deprecated) return [valueCode(value), text(" "), ...(words.length ? [...words, text(" ")] : []), ...status];
  return [valueCode(value), text(" = "), ...words, ...(status.length ? [text(" "), ...status] : [])];
}

export const valueLine = (value: ParamValue): Phrasing => lineOf(value, true);

/** A code as an integrator receives it (a lead's table): a deprecated one keeps its badge, not the import's error and what to send instead. */
export const receivedValueLine = (value: ParamValue): Phrasing => lineOf(value, false);

/** Lines of values, with "sem rótulo documentado" said once above them when some codes have no label. */
export function valueLines(values: readonly ParamValue[], heading?: Phrasing): Phrasing[] {
  const lines: Phrasing[] = heading ? [heading] : [];
  if (values.some((v) => v.unlabelled)) lines.push([text(`${NO_LABEL.charAt(0).toUpperCase()}${NO_LABEL.slice(1)}:`)]);
  return [...lines, ...values.map(valueLine)];
}

/** The "Valores aceitos" cell of a parameter. */
export function valuesCell(param: ParamSpec): Phrasing {
  if (param.lookup) {
    const parts: Phrasing[] = [[text("Id da consulta "), link(param.lookup.route, [inlineCode(param.lookup.endpoint)])]];
    if (param.knownValues?.length) {
      const scope = param.knownValuesScope ? [text(" — "), ...inline(param.knownValuesScope)] : [];
      parts.push(...valueLines(param.knownValues, [strong([text("Ids publicados"), ...scope, text(":")])]));
    }
    return join(parts, br);
  }
  if (param.valuesUnpublished) return [text("Valores não documentados (veja as observações).")];
  switch (param.type) {
    case "integer":
      return [text(`Número inteiro${param.min !== undefined ? ` (mínimo ${param.min})` : ""}.`)];
    case "numeric-string":
      return [text("Só dígitos, em string.")];
    case "string":
      return [text(param.patternLabel ? `Texto ${param.patternLabel}.` : "Texto livre.")];
    case "year": {
      const years = param.years!;
      const span = years.max
        ? [text("Ano de "), inlineCode(String(years.min)), text(" a "), inlineCode(String(years.max))]
        : [text("Ano de "), inlineCode(String(years.min)), text(" em diante")];
      return join([span, ...valueLines(param.values ?? [], [strong([text("Faixas (veículos mais antigos):")])])], br);
    }
    default:
      return join(valueLines(param.values ?? []), br);
  }
}

/** "Sim" (bold), "Condicional: ..." or "Não". */
export function requiredCell(required: boolean, when?: string): Phrasing {
  if (required) return [strong([text("Sim")])];
  if (when) return [text("Condicional: "), ...inline(when)];
  return [text("Não")];
}

export const typeLabel = (param: ParamSpec) => (param.lookup ? "string (id)" : PARAM_TYPE_LABELS[param.type]);
