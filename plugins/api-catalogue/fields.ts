/**
 * A call's shapes as table rows in pt-BR: one row per field, nested fields
 * written as paths (`data[].status`, `ads.<id>.status`), values with labels.
 */
import { NO_LABEL_TEXT, labelText } from "../../domain/api-catalogue/json-schema";
import type { CodeValue, Field, Shape } from "../../domain/api-catalogue/types";
import { code } from "./markdown";

export interface FieldRow {
  name: string;
  type: string;
  required: string;
  description: string;
}

export function typeLabel(shape: Shape): string {
  const orNull = (label: string) => (shape.type !== "ref" && shape.nullable ? `${label} ou null` : label);
  switch (shape.type) {
    case "string":
      return orNull(shape.format === "uri" ? "string (URL)" : shape.format === "date-time" ? "string (data e hora ISO 8601, UTC)" : "string");
    case "integer":
      return orNull("inteiro");
    case "boolean":
      return orNull("booleano");
    case "object":
    case "ref":
      return "objeto";
    case "map":
      return "objeto (mapa)";
    case "array":
      return `array de ${typeLabel(shape.items).replace(/^(string|inteiro|booleano|objeto)\b/, "$1s")}`;
    case "anyOf":
      return shape.options.map(typeLabel).join(" ou ");
    case "undocumented":
      return "não documentado";
  }
}

export const requiredLabel = (required: boolean | string) => (required === true ? "sim" : required === false ? "não" : required);

/**
 * "`1` (manual), `2` (automático)": the label in parentheses, since a label may
 * itself hold several names; when no value has a label, that is said once.
 */
function valueList(values: readonly CodeValue[]): string {
  const labelled = values.filter((v) => labelText(v) !== NO_LABEL_TEXT);
  if (!labelled.length) return `${values.map((v) => code(String(v.code))).join(", ")} (sem rótulos publicados)`;
  return values.map((v) => `${code(String(v.code))} (${labelText(v) === NO_LABEL_TEXT ? "sem rótulo publicado" : labelText(v)})`).join(", ");
}

function valuesOf(shape: Shape): string | undefined {
  if ((shape.type === "string" || shape.type === "integer") && shape.values?.length) {
    const open = shape.type === "string" && shape.open;
    const lead = open ? "Valores documentados (outros podem chegar)" : "Valores";
    // A long list whose meanings a table explains: the codes here, the meanings there.
    const table = shape.valuesTable;
    if (table) return `${lead}: ${shape.values.map((v) => code(String(v.code))).join(", ")}; o que cada um significa em [${table.title}](${table.route}).`;
    return `${lead}: ${valueList(shape.values)}.`;
  }
  if (shape.type === "array") return valuesOf(shape.items);
  if (shape.type === "anyOf") return shape.options.map(valuesOf).find(Boolean);
  return undefined;
}

function limitsOf(shape: Shape): string | undefined {
  if (shape.type === "array" && (shape.minItems !== undefined || shape.maxItems !== undefined)) {
    return `De ${shape.minItems ?? 0} a ${shape.maxItems ?? "∞"} itens.`;
  }
  if (shape.type === "integer" && (shape.minimum !== undefined || shape.maximum !== undefined)) {
    return shape.maximum !== undefined ? `De ${shape.minimum ?? "−∞"} a ${shape.maximum}.` : undefined;
  }
  return undefined;
}

export const describeShape = (shape: Shape) => [shape.description, valuesOf(shape), limitsOf(shape)].filter(Boolean).join(" ");

/** Nested fields of a shape, if any, with the path suffix that leads to them. */
function children(shape: Shape): { suffix: string; fields: readonly Field[] } | undefined {
  if (shape.type === "object") return { suffix: ".", fields: shape.fields };
  if (shape.type === "array") {
    const inner = children(shape.items);
    return inner && { suffix: `[]${inner.suffix}`, fields: inner.fields };
  }
  if (shape.type === "map") {
    const inner = children(shape.values);
    return inner && { suffix: `.<chave>${inner.suffix}`, fields: inner.fields };
  }
  return undefined;
}

function rowsOf(fields: readonly Field[], prefix: string, nested: boolean): FieldRow[] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const row: FieldRow = { name, type: typeLabel(field.shape), required: requiredLabel(field.required), description: describeShape(field.shape) };
    const inner = nested && children(field.shape);
    return inner ? [row, ...rowsOf(inner.fields, `${name}${inner.suffix}`, nested)] : [row];
  });
}

/**
 * Rows of a body: every field, nested ones included unless `nested` is false
 * (a page that documents a large object on a page of its own); a body that
 * holds no fields gives one row.
 */
export function fieldRows(shape: Shape, nested = true): FieldRow[] {
  const inner = children(shape);
  if (!inner) return [{ name: "(corpo)", type: typeLabel(shape), required: "sim", description: describeShape(shape) }];
  // A list or a map of objects at the top: paths start with "[]." or "<chave>.".
  return rowsOf(inner.fields, shape.type === "object" ? "" : inner.suffix.replace(/^\./, ""), nested);
}
