/**
 * Category parameters (`params`): names of the category on the channel,
 * required ones present, optional ones omitted rather than empty or 0, codes
 * from the catalogue (with their labels in the message), deprecated codes
 * with the marketplace's error, years, integers, numeric strings and
 * patterns. Numbers sent where a code is a string are a type warning (the
 * marketplace's own examples send them) and the code is still checked.
 */
import type { ParamSpec } from "../../../../domain/ad-catalogue/types";
import type { RuleFinding } from "../types";
import { type CheckOptions, codeList, finding, isObject, shown, specsFor } from "./shared";
import { PLATE_SHAPE, plateSuggestion } from "./vehicle";

/** The marketplace's error codes for parameters whose catalogue entry names none. */
const PARAM_CODES: Record<string, string> = {
  vehicle_tag: "ERROR_VEHICLE_TAG_INVALID",
  vehicle_brand: "ERROR_VEHICLE_BRAND_INVALID",
  vehicle_model: "ERROR_VEHICLE_MODEL_INVALID",
  vehicle_version: "ERROR_VEHICLE_VERSION_INVALID",
};

/**
 * The code whose label is the value sent (`motorpower` 1.5 → "5", labelled
 * "1.5"): integrators often send what the table shows rather than its code.
 */
function codeForLabel(param: ParamSpec, value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  // "1,5" is how a Brazilian spreadsheet writes the label 1.5.
  const sent = String(value)
    .trim()
    .replace(/^(\d+),(\d+)$/, "$1.$2")
    .toLowerCase();
  return param.values?.find((v) => !v.deprecated && v.label !== undefined && v.label.toLowerCase() === sent)?.code;
}

/** The fix for a value that is not a code: the code of the label it matches, else the first accepted code. */
function codeFix(param: ParamSpec, value: unknown, fallback: string): string {
  const byLabel = codeForLabel(param, value);
  if (byLabel === undefined) return fallback;
  return `Envie o código, não o rótulo: ${shown(value)} é o rótulo do código \`"${byLabel}"\`; envie \`"${byLabel}"\`, como texto.`;
}

const isEmpty = (v: unknown) => v === "" || v === null || (Array.isArray(v) && v.length === 0);

function checkCode(param: ParamSpec, code: string, path: string, options: CheckOptions, out: RuleFinding[]) {
  const err = (rule: string, message: string, fix: string, code?: string) =>
    out.push(finding("error", rule, path, message, fix, code ?? PARAM_CODES[param.name]));
  if (param.lookup || param.valuesUnpublished) {
    if (param.lookup && !/^\d+$/.test(code)) {
      err(
        "param.lookup-id",
        `\`${param.name}\` deve ser um id numérico da consulta \`${param.lookup.name}\` (recebido "${code}")`,
        `Envie o id numérico (como texto) devolvido pela consulta \`${param.lookup.name}\`, não o nome.`,
      );
    }
    return;
  }
  if (param.type === "year") {
    const year = Number(code);
    const max = param.years?.max ?? (options.currentYear ?? new Date().getUTCFullYear()) + 1;
    if (/^\d{4}$/.test(code) && year >= (param.years?.min ?? 0) && year <= max) return;
    if (param.values?.some((v) => v.code === code)) return;
    err(
      "param.year",
      `\`${param.name}\` "${code}" fora do intervalo (${param.years?.min} a ${max}, ou uma faixa: ${codeList(param.values)})`,
      `Envie o ano com quatro dígitos, de \`${param.years?.min}\` a \`${max}\`; antes disso, o código da faixa (${codeList(param.values)}).`,
    );
    return;
  }
  const known = param.values?.find((v) => v.code === code);
  if (!known) {
    const accepted = param.values?.filter((v) => !v.deprecated);
    err(
      "param.value",
      `\`${param.name}\` \`${code}\` não existe; aceitos: ${codeList(accepted)}`,
      codeFix(param, code, `Use um dos códigos aceitos, como texto (ex.: \`"${accepted?.[0]?.code ?? "1"}"\`).`),
    );
  } else if (known.deprecated) {
    const replacement = known.deprecated.replacement;
    err(
      "param.deprecated",
      `\`${param.name}\` \`${code}\`${known.label ? ` (${known.label})` : ""} foi descontinuado: ${replacement}`,
      replacement.charAt(0).toUpperCase() + replacement.slice(1) + ".",
      known.deprecated.error,
    );
  }
}

/** A code sent as a number: a type warning, and the value is still checked as its string. */
function asCode(param: ParamSpec, value: unknown, path: string, out: RuleFinding[]): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  out.push(
    finding(
      "error",
      "param.not-string",
      path,
      `\`${param.name}\` deve ser um código em texto (recebido ${shown(value)})`,
      codeFix(param, value, `Envie o código entre aspas, como texto (ex.: \`"${param.values?.[0]?.code ?? "1"}"\`).`),
      PARAM_CODES[param.name],
    ),
  );
  return undefined;
}

const numberWarning = (param: ParamSpec, path: string, sample: number) =>
  finding(
    "warning",
    "param.number",
    path,
    `\`${param.name}\` veio como número (${sample}); os códigos são texto`,
    `Envie o código entre aspas: \`"${sample}"\`. Os exemplos do marketplace às vezes trazem números, mas a tabela define texto.`,
  );

/** A list of codes: each one a code of the parameter, none repeated. */
function checkCodeList(param: ParamSpec, value: unknown, path: string, options: CheckOptions, out: RuleFinding[]) {
  if (!Array.isArray(value)) {
    out.push(
      finding(
        "error",
        "param.not-array",
        path,
        `\`${param.name}\` é uma lista de códigos (ex.: \`["1"]\`)`,
        `Envie uma lista de códigos como texto, mesmo com um só: \`["${String(value)}"]\`.`,
      ),
    );
    return;
  }
  const firstNumber = value.find((v): v is number => typeof v === "number");
  if (firstNumber !== undefined) out.push(numberWarning(param, path, firstNumber));
  value.forEach((v, i) => {
    const code = asCode(param, v, `${path}[${i}]`, out);
    if (code !== undefined) checkCode(param, code, `${path}[${i}]`, options, out);
  });
  if (new Set(value.map(String)).size !== value.length)
    out.push(finding("error", "param.repeated", path, `\`${param.name}\` tem códigos repetidos`, "Envie cada código uma vez só."));
}

/** A whole number (`integer`: a JSON number; `numeric-string`: digits, as text or as a non-negative number). */
function checkNumber(param: ParamSpec, value: unknown, path: string, out: RuleFinding[]) {
  if (param.type === "integer") {
    if (typeof value !== "number" || !Number.isInteger(value)) {
      const digits = typeof value === "string" && /^\d+$/.test(value) ? value : undefined;
      out.push(
        finding(
          "error",
          "param.integer",
          path,
          `\`${param.name}\` deve ser um número inteiro, sem aspas (recebido ${shown(value)})`,
          digits ? `Envie sem aspas: \`${digits}\`.` : "Envie um número inteiro, sem aspas, pontos nem decimais (ex.: `45000`).",
        ),
      );
    } else if (param.min !== undefined && value < param.min) {
      out.push(finding("error", "param.min", path, `\`${param.name}\` deve ser pelo menos ${param.min}`, `Envie um valor a partir de \`${param.min}\`.`));
    }
    return;
  }
  if (!(typeof value === "string" && /^\d+$/.test(value)) && !(typeof value === "number" && Number.isInteger(value) && value >= 0)) {
    out.push(
      finding(
        "error",
        "param.numeric-string",
        path,
        `\`${param.name}\` deve ser um texto só com dígitos (recebido ${shown(value)})`,
        'Envie só dígitos, como texto, sem unidade, ponto ou vírgula (ex.: `"70"`).',
      ),
    );
  }
}

function checkParamValue(param: ParamSpec, value: unknown, path: string, options: CheckOptions, out: RuleFinding[]) {
  const zeroIsValue = param.values?.some((v) => v.code === "0") ?? false;
  if (isEmpty(value) || ((value === 0 || value === "0") && !zeroIsValue && param.type !== "integer")) {
    const fix = param.required
      ? `Envie um valor aceito para \`${param.name}\`${param.values?.length ? ` (${codeList(param.values.filter((v) => !v.deprecated))})` : ""}.`
      : `Retire \`${param.name}\` do anúncio quando não houver valor: um opcional vazio ou \`0\` faz a operação falhar.`;
    out.push(
      finding(
        "error",
        "param.empty",
        path,
        `\`${param.name}\` vazio ou \`0\`${param.required ? "" : ": omita o parâmetro opcional em vez de enviá-lo sem valor"}`,
        fix,
        PARAM_CODES[param.name],
      ),
    );
    return;
  }
  switch (param.type) {
    case "code":
    case "year": {
      if (Array.isArray(value)) {
        out.push(
          finding(
            "error",
            "param.array",
            path,
            `\`${param.name}\` é um único código (texto), não uma lista`,
            `Envie um só código, como texto: \`"${String(value[0] ?? "1")}"\`, sem colchetes.`,
          ),
        );
        return;
      }
      const code = asCode(param, value, path, out);
      if (code === undefined) return;
      if (typeof value === "number") out.push(numberWarning(param, path, value));
      checkCode(param, code, path, options, out);
      return;
    }
    case "codes":
      return checkCodeList(param, value, path, options, out);
    case "integer":
    case "numeric-string":
      return checkNumber(param, value, path, out);
    case "string":
      if (typeof value !== "string") {
        out.push(
          finding(
            "error",
            "param.string",
            path,
            `\`${param.name}\` deve ser texto`,
            `Envie \`${param.name}\` como texto, entre aspas.`,
            PARAM_CODES[param.name],
          ),
        );
      } else if (param.pattern && !new RegExp(param.pattern).test(value)) {
        const how = param.patternLabel ?? `no formato ${param.pattern}`;
        out.push(finding("error", "param.pattern", path, `\`${param.name}\` deve estar ${how}`, patternFix(param, value, how), PARAM_CODES[param.name]));
      }
      return;
  }
}

/** The fix of a value outside its pattern: a suggestion only when the validator would accept it whole (a plate also has its own shape). */
function patternFix(param: ParamSpec, value: string, how: string): string {
  if (param.name === "vehicle_tag") {
    const plate = plateSuggestion(value);
    return plate ? `Envie a placa em letras maiúsculas, sem espaço nem hífen: \`"${plate}"\`.` : `Envie \`vehicle_tag\` ${how}. ${PLATE_SHAPE}`;
  }
  const upper = value.toUpperCase();
  const fits = param.patternLabel === "em letras maiúsculas" && new RegExp(param.pattern!).test(upper);
  return `Envie \`${param.name}\` ${how}${fits ? `: \`"${upper}"\`` : ""}.`;
}

/** How a required parameter is filled, for the "ausente" message. */
function howToFill(spec: ParamSpec): string {
  if (spec.lookup) return `o id da consulta \`${spec.lookup.name}\``;
  if (spec.type === "year") return 'o ano com quatro dígitos, como texto (ex.: `"2019"`)';
  if (spec.values?.length) return `um dos códigos: ${codeList(spec.values.filter((v) => !v.deprecated))}`;
  if (spec.type === "integer") return "um número inteiro, sem aspas";
  if (spec.type === "numeric-string") return "só dígitos, como texto";
  return "o valor";
}

/**
 * The required parameters an ad lacks, in one finding: a reader fixes them
 * together, and a list of ten findings for one omission hides the others.
 * One alone points at itself; several point at `params`. The marketplace's
 * codes for them, when it names any, are all given.
 */
function missingParams(missing: ParamSpec[], path: string): RuleFinding {
  const codes = [...new Set(missing.map((spec) => PARAM_CODES[spec.name]).filter(Boolean))].join(", ") || undefined;
  if (missing.length === 1) {
    const [spec] = missing;
    return finding(
      "error",
      "param.required",
      `${path}.${spec.name}`,
      `parâmetro obrigatório \`${spec.name}\` ausente`,
      `Inclua \`${spec.name}\` em \`params\` com ${howToFill(spec)}.`,
      codes,
    );
  }
  const names = missing.map((spec) => `\`${spec.name}\``);
  const how = missing.map((spec) => `\`${spec.name}\` com ${howToFill(spec)}`).join("; ");
  return finding(
    "error",
    "param.required",
    path,
    `${missing.length} parâmetros obrigatórios ausentes: ${names.slice(0, -1).join(", ")} e ${names[names.length - 1]}`,
    `Inclua em \`params\`: ${how}.`,
    codes,
  );
}

/** Checks the `params` of an ad of this category on this channel. */
export function checkParams(category: number, channel: "api" | "json", params: unknown, path = "params", options: CheckOptions = {}): RuleFinding[] {
  const out: RuleFinding[] = [];
  let present: Record<string, unknown> = {};
  if (Array.isArray(params) && params.length === 0) {
    // PHP's json_encode writes an empty array as [], never as {}.
    out.push(
      finding(
        "error",
        "params.type",
        path,
        "`params` veio como lista vazia (`[]`), não como objeto",
        "Envie `params` como objeto: `{}` quando não houver parâmetros. Em PHP, `json_encode` escreve um array vazio como `[]`: use `(object) []` ou `new stdClass()`.",
      ),
    );
  } else if (!isObject(params)) {
    out.push(
      finding(
        "error",
        "params.type",
        path,
        `\`params\` deve ser um objeto (recebido ${Array.isArray(params) ? "uma lista" : shown(params)})`,
        'Envie `params` como objeto: `{ "nome": "valor" }` (vazio, `{}`, se a categoria não tiver parâmetros).',
      ),
    );
  } else present = params;
  const specs = specsFor(category, channel);
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  // Made once: a payload with thousands of unknown names repeats the same advice.
  const unknownFix = specs.length
    ? `Confira o nome na tabela da categoria (aceitos: ${specs.map((p) => `\`${p.name}\``).join(", ")}) ou retire o parâmetro.`
    : "Esta categoria não tem parâmetros: retire-o.";
  for (const [name, value] of Object.entries(present)) {
    const spec = byName.get(name);
    if (!spec) {
      out.push(
        finding(
          "warning",
          "param.unknown",
          `${path}.${name}`,
          `parâmetro \`${name}\` não existe na categoria ${category} (${channel === "api" ? "API" : "arquivo JSON"}) e seria ignorado`,
          unknownFix,
        ),
      );
      continue;
    }
    checkParamValue(spec, value, `${path}.${name}`, options, out);
  }
  if ((options.mode ?? "full") === "full") {
    const missing = specs.filter((spec) => spec.required && !(spec.name in present));
    if (missing.length) out.push(missingParams(missing, path));
    if (present.vehicle_history === "1") {
      for (const name of ["renavam", "cpf_cnpj"]) {
        if (!present[name])
          out.push(
            finding(
              "error",
              "param.vehicle-history",
              `${path}.${name}`,
              `\`${name}\` é obrigatório quando \`vehicle_history\` = \`"1"\``,
              `Envie \`${name}\` ou retire \`vehicle_history\` (ausente equivale a \`"2"\`, sem histórico).`,
            ),
          );
      }
    }
  }
  return out;
}
