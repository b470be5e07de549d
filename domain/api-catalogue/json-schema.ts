/**
 * Shapes of the call catalogue as JSON Schema (draft 2020-12, the dialect of
 * OpenAPI 3.1). Enumerations carry their labels twice, once per convention,
 * because each tool reads one: `x-enum-descriptions` (an array beside `enum`,
 * read by OpenAPI Generator) and `x-enumDescriptions` (a map, read by Redoc).
 * Values marked `open` are listed in the description and never enforced.
 */
import { isUndocumented, type CodeValue, type Field, type Shape } from "./types";

export type JsonSchema = { [key: string]: unknown };

export interface SchemaOptions {
  /** Prefix of component references: "#/components/schemas/" in OpenAPI, a registered id elsewhere. */
  refPrefix: string;
}

export const NO_LABEL_TEXT = "sem rótulo documentado";

export const labelText = (value: CodeValue) => (isUndocumented(value.label) ? NO_LABEL_TEXT : value.label);

/** `enum` with both label extensions. */
export function labelledEnum(values: readonly CodeValue[]): JsonSchema {
  return {
    enum: values.map((v) => v.code),
    "x-enum-descriptions": values.map(labelText),
    "x-enumDescriptions": Object.fromEntries(values.map((v) => [String(v.code), labelText(v)])),
  };
}

/** "`1` manual; `2` automático" for descriptions. */
export const valuesText = (values: readonly CodeValue[]) => values.map((v) => `\`${v.code}\` ${labelText(v)}`).join("; ");

function describe(...parts: (string | undefined)[]): { description?: string } {
  const text = parts.filter(Boolean).join(" ");
  return text ? { description: text } : {};
}

const withNull = (type: string, nullable?: boolean) => (nullable ? [type, "null"] : type);

function objectSchema(fields: readonly Field[], options: SchemaOptions): JsonSchema {
  const required = fields.filter((f) => f.required === true).map((f) => f.name);
  return {
    type: "object",
    properties: Object.fromEntries(
      fields.map((f) => {
        const schema = toJsonSchema(f.shape, options);
        if (typeof f.required === "string") schema.description = [schema.description, `Obrigatório ${f.required}.`].filter(Boolean).join(" ");
        return [f.name, schema];
      }),
    ),
    ...(required.length ? { required } : {}),
  };
}

export function toJsonSchema(shape: Shape, options: SchemaOptions): JsonSchema {
  switch (shape.type) {
    case "string":
    case "integer": {
      const { values, open } = shape.type === "string" ? shape : { values: shape.values, open: false };
      const enumerated = values?.length && !open ? labelledEnum(values) : {};
      const documented = values?.length && open ? `Valores documentados (outros podem chegar): ${valuesText(values)}.` : undefined;
      const limits =
        shape.type === "string"
          ? { format: shape.format, pattern: shape.pattern, minLength: shape.minLength, maxLength: shape.maxLength }
          : { minimum: shape.minimum, maximum: shape.maximum };
      return {
        type: withNull(shape.type, shape.nullable),
        ...describe(shape.description, documented),
        ...Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)),
        ...enumerated,
      };
    }
    case "boolean":
      return { type: withNull("boolean", shape.nullable), ...describe(shape.description) };
    case "object":
      return { ...objectSchema(shape.fields, options), ...describe(shape.description) };
    case "array":
      return {
        type: "array",
        ...describe(shape.description),
        items: toJsonSchema(shape.items, options),
        ...(shape.minItems !== undefined ? { minItems: shape.minItems } : {}),
        ...(shape.maxItems !== undefined ? { maxItems: shape.maxItems } : {}),
        ...(shape.uniqueItems ? { uniqueItems: true } : {}),
      };
    case "map":
      return { type: "object", ...describe(shape.description, `Cada chave é ${shape.key}.`), additionalProperties: toJsonSchema(shape.values, options) };
    case "ref":
      return { $ref: `${options.refPrefix}${shape.ref}`, ...describe(shape.description) };
    case "anyOf":
      return { ...describe(shape.description), anyOf: shape.options.map((o) => toJsonSchema(o, options)) };
    case "undocumented":
      return describe(shape.description ?? "Formato não documentado.");
  }
}
