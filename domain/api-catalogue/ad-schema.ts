/**
 * JSON Schema (draft 2020-12) of an ad per category and channel, built from
 * the ad catalogue (domain/ad-catalogue/), so the schema, the parameter tables and
 * the portal's checker (checkAd) read the same data. The schema says what
 * checkAd says about one ad, severity included: what the checker refuses
 * (an error) the schema refuses, and what it only warns about (a code sent
 * as a number, an unknown field or parameter, a missing `operation`) the
 * schema allows. What it cannot say is listed in SCHEMA_DIFFERENCES
 * (schema-differences.ts), shown on the OpenAPI page.
 *
 * A list of ads picks each ad's schema with `if`/`then` on `category`, not
 * `oneOf`: a wrong code then gives one error, not one per category.
 */
import {
  COMMON_FIELDS,
  LIMITS,
  VIDEO_URL_PATTERN,
  categoriesFor,
  getCategory,
  paramsFor,
  type FieldSpec,
  type ParamSpec,
  type ParamValue,
} from "../ad-catalogue/index";
import { labelledEnum, valuesText, type JsonSchema } from "./json-schema";
import type { CodeValue } from "./types";

export type AdChannel = "api" | "json";

export interface AdSchemaOptions {
  /** Last accepted year of open year ranges is this + 1, as in checkAd (default: this year). */
  currentYear?: number;
  /**
   * Refer to the common fields (id, subject, images...) as components under
   * this prefix instead of repeating them in every category (see adFieldComponents).
   */
  fieldRefPrefix?: string;
}

/** Optional params may be sent as anything but empty: "" , [] and "0" (unless 0 is a code) fail the operation. */
const NOT_ZERO_DIGITS = "^(?!0$)[0-9]+$";
/** Category-independent rule of the catalogue: vehicle history 1 makes these two mandatory. */
const VEHICLE_HISTORY = { param: "vehicle_history", code: "1", requires: ["renavam", "cpf_cnpj"] } as const;

export const asCodeValues = (values: readonly ParamValue[]): CodeValue[] => values.map((v) => ({ code: v.code, label: v.label ?? { undocumented: true } }));

function paramDescription(param: ParamSpec): string {
  const deprecated = (param.values ?? []).filter((v) => v.deprecated);
  const announced = (param.values ?? []).filter((v) => v.announced);
  return [
    param.description,
    param.requiredWhen ? `Obrigatório: ${param.requiredWhen}.` : undefined,
    param.lookup ? `Id da consulta \`${param.lookup.name}\` (${param.lookup.endpoint}).` : undefined,
    deprecated.length
      ? `Não aceitos mais: ${deprecated.map((v) => `\`${v.code}\`${v.deprecated!.error ? ` (${v.deprecated!.error})` : ""}`).join(", ")}.`
      : undefined,
    announced.length ? `Mudança anunciada: ${announced.map((v) => `\`${v.code}\` — ${v.announced}`).join("; ")}.` : undefined,
    ...(param.notes ?? []),
  ]
    .filter(Boolean)
    .join(" ");
}

function yearCodes(param: ParamSpec, currentYear: number): CodeValue[] {
  const years = param.years!;
  const last = years.max ?? currentYear + 1;
  const out: CodeValue[] = [];
  for (let year = last; year >= years.min; year--) out.push({ code: String(year), label: String(year) });
  return [...out, ...asCodeValues(param.values ?? [])];
}

/**
 * The codes as text and, after them, the same codes as numbers: the checker
 * only warns about a code sent as a number (param.number) and checks it as
 * its text. One `enum`, so a wrong code is one error.
 */
function codeEnum(values: readonly CodeValue[]): JsonSchema {
  const asNumbers = values.filter((v) => typeof v.code === "string" && /^(0|[1-9][0-9]*)$/.test(v.code)).map((v) => ({ ...v, code: Number(v.code) }));
  return labelledEnum([...values, ...asNumbers]);
}

/** One code of a parameter: text, or the same digits as a number (a warning for the checker). */
function codeSchema(param: ParamSpec, currentYear: number): JsonSchema {
  // `pattern` and `minLength` apply to text only, `minimum` to numbers only.
  if (param.lookup) return { type: ["string", "integer"], pattern: NOT_ZERO_DIGITS, minimum: 1 };
  if (param.valuesUnpublished) return { type: ["string", "integer"], minLength: 1, not: { enum: ["0", 0] } };
  if (param.type === "year") return codeEnum(yearCodes(param, currentYear));
  return codeEnum(asCodeValues((param.values ?? []).filter((v) => !v.deprecated)));
}

export function paramSchema(param: ParamSpec, currentYear: number): JsonSchema {
  const description = paramDescription(param);
  const known = param.knownValues?.length ? ` Ids publicados: ${valuesText(asCodeValues(param.knownValues))}.` : "";
  const text = { description: description + known };
  switch (param.type) {
    case "code":
    case "year":
      return { ...codeSchema(param, currentYear), ...text };
    case "codes":
      return { type: "array", ...text, items: codeSchema(param, currentYear), minItems: 1, uniqueItems: true };
    case "integer":
      return {
        type: "integer",
        ...text,
        ...(param.min !== undefined ? { minimum: param.min } : {}),
        ...(param.max !== undefined ? { maximum: param.max } : {}),
      };
    case "numeric-string":
      return {
        ...text,
        anyOf: [
          { type: "string", pattern: NOT_ZERO_DIGITS },
          { type: "integer", minimum: 1 },
        ],
      };
    case "string":
      return { type: "string", ...text, minLength: 1, not: { const: "0" }, ...(param.pattern ? { pattern: param.pattern } : {}) };
  }
}

/** The `params` object of a category on a channel. */
export function paramsSchema(code: number, channel: AdChannel, options: AdSchemaOptions = {}): JsonSchema {
  const currentYear = options.currentYear ?? new Date().getUTCFullYear();
  const params = paramsFor(code, channel);
  const names = new Set(params.map((p) => p.name));
  const required = params.filter((p) => p.required).map((p) => p.name);
  const vehicleHistory = names.has(VEHICLE_HISTORY.param) && VEHICLE_HISTORY.requires.every((n) => names.has(n));
  return {
    type: "object",
    description: `Parâmetros da categoria \`${code}\` (${getCategory(code).name}).`,
    properties: Object.fromEntries(params.map((p) => [p.name, paramSchema(p, currentYear)])),
    ...(required.length ? { required } : {}),
    // No additionalProperties: an unknown parameter is ignored by the marketplace, a warning for the checker.
    ...(vehicleHistory
      ? {
          if: { properties: { [VEHICLE_HISTORY.param]: { const: VEHICLE_HISTORY.code } }, required: [VEHICLE_HISTORY.param] },
          then: { required: [...VEHICLE_HISTORY.requires] },
        }
      : {}),
  };
}

function fieldDescription(field: FieldSpec): string {
  return [field.description, ...field.rules].join(" ");
}

/** Common fields as checkAd reads them; `params` is filled in per category. */
function commonFieldSchema(field: FieldSpec): JsonSchema {
  const description = { description: fieldDescription(field) };
  switch (field.name) {
    case "id":
      return { type: "string", ...description, pattern: LIMITS.idPattern };
    case "operation":
      return { type: "string", ...description, ...labelledEnum(asCodeValues(field.values ?? [])) };
    case "subject":
      return { type: "string", ...description, minLength: LIMITS.subject.min, maxLength: LIMITS.subject.max };
    case "body":
      return { type: "string", ...description, minLength: LIMITS.body.min, maxLength: LIMITS.body.max };
    case "phone":
      return { type: "integer", ...description, minimum: 10 ** (LIMITS.phoneDigits.min - 1), maximum: 10 ** LIMITS.phoneDigits.max - 1 };
    case "phone_hidden":
      return { type: "boolean", ...description };
    case "type":
      return { type: "string", ...description, ...labelledEnum(asCodeValues(field.values ?? [])) };
    case "price":
      return { type: "integer", ...description, minimum: 0 };
    case "zipcode":
      return { type: "string", ...description, pattern: "^[0-9]+$" };
    case "images":
      return { type: "array", ...description, items: { type: "string", pattern: "^https?://" }, minItems: 1, maxItems: LIMITS.images.max, uniqueItems: true };
    case "videos": {
      const video = { type: "string", pattern: VIDEO_URL_PATTERN.source };
      return { ...description, anyOf: [{ type: "array", items: video }, video] };
    }
    case "category":
    case "params":
      return { ...description };
    default:
      throw new Error(`ad schema: common field "${field.name}" has no schema rule`);
  }
}

const commonFields = (channel: AdChannel) => COMMON_FIELDS.filter((f) => f.channels.includes(channel));

/**
 * A used vehicle carries its plate (checkVehicleTag): `zero_km` "0", or
 * kilometres driven without `zero_km` "1". Not checked on a delete.
 */
function plateRule(code: number, channel: AdChannel): JsonSchema | undefined {
  if (!paramsFor(code, channel).some((p) => p.name === "vehicle_tag")) return undefined;
  const needsPlate = { required: ["vehicle_tag"] };
  return {
    properties: {
      params: {
        allOf: [
          { if: { properties: { zero_km: { const: "0" } }, required: ["zero_km"] }, then: needsPlate },
          {
            if: { properties: { zero_km: { not: { const: "1" } }, mileage: { type: "number", exclusiveMinimum: 0 } }, required: ["mileage"] },
            then: needsPlate,
          },
        ],
      },
    },
  };
}

/** Fields every non-delete ad must carry (cars get their subject filled in). */
function requiredForInsert(code: number, channel: AdChannel): string[] {
  const params = paramsFor(code, channel).some((p) => p.required) ? ["params"] : [];
  return ["body", "type", "price", "zipcode", "images", ...(code === 2020 ? [] : ["subject"]), ...params];
}

/** Component name of a common field. */
export const adFieldComponentName = (name: string) => `AdField_${name}`;

/** The common fields (except category and params, which differ per category) as components. */
export function adFieldComponents(): Record<string, JsonSchema> {
  return Object.fromEntries(
    COMMON_FIELDS.filter((f) => f.name !== "category" && f.name !== "params").map((f) => [adFieldComponentName(f.name), commonFieldSchema(f)]),
  );
}

function commonProperties(channel: AdChannel, options: AdSchemaOptions): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const field of commonFields(channel)) {
    const shared = options.fieldRefPrefix && field.name !== "category" && field.name !== "params";
    properties[field.name] = shared ? { $ref: `${options.fieldRefPrefix}${adFieldComponentName(field.name)}` } : commonFieldSchema(field);
  }
  return properties;
}

/** One ad of a category on a channel. */
export function adSchema(code: number, channel: AdChannel, options: AdSchemaOptions = {}): JsonSchema {
  const category = getCategory(code);
  if (!category.channels.includes(channel)) throw new Error(`ad schema: category ${code} is not accepted on channel "${channel}"`);
  const properties = commonProperties(channel, options);
  properties.category = { ...properties.category, const: code };
  properties.params = paramsSchema(code, channel, options);
  const insertRequired = requiredForInsert(code, channel);
  const plate = plateRule(code, channel);
  // No additionalProperties: a field the channel does not read is ignored, a warning for the checker.
  return {
    type: "object",
    title: `${category.name} (${code})`,
    description: `Anúncio da categoria \`${code}\` (${category.name}).`,
    properties,
    ...(channel === "api"
      ? {
          // Without `operation` the checker warns and reads the ad as an insert.
          required: ["id", "category"],
          // A delete needs only the ad's id; every other operation carries the whole ad.
          if: { properties: { operation: { const: "delete" } }, required: ["operation"] },
          else: { required: insertRequired, ...plate },
        }
      : { required: ["id", "category", ...insertRequired], ...(plate ? { allOf: [plate] } : {}) }),
  };
}

/** An API delete without `category`: the id alone says which ad (params are not read then). */
export function deleteWithoutCategorySchema(options: AdSchemaOptions = {}): JsonSchema {
  const properties = commonProperties("api", options);
  delete properties.category;
  properties.operation = { ...properties.operation, const: "delete" };
  return {
    type: "object",
    title: "Exclusão sem categoria",
    description: "Exclusão (`delete`) de um anúncio pelo `id`, sem `category`.",
    properties,
    required: ["id", "operation"],
    not: { required: ["category"] },
  };
}

/** Component name of a category's ad schema in the OpenAPI document: `Ad2020` (API), `JsonFileAd2020` (JSON file). */
export const adComponentName = (code: number, channel: AdChannel = "api") => `${channel === "api" ? "Ad" : "JsonFileAd"}${code}`;
export const AD_DELETE_COMPONENT = "AdDelete";
export const JSON_FILE_COMPONENT = "JsonFile";

/** Every ad schema of both channels and the common fields they share, by component name. */
export function adComponents(refPrefix: string, options: AdSchemaOptions = {}): Record<string, JsonSchema> {
  const shared = { ...options, fieldRefPrefix: refPrefix };
  const perCategory = (channel: AdChannel) => categoriesFor(channel).map((c) => [adComponentName(c.code, channel), adSchema(c.code, channel, shared)]);
  return {
    ...adFieldComponents(),
    [AD_DELETE_COMPONENT]: deleteWithoutCategorySchema(shared),
    ...Object.fromEntries(perCategory("api")),
    ...Object.fromEntries(perCategory("json")),
    [JSON_FILE_COMPONENT]: jsonFileSchema(refPrefix),
  };
}

/** The JSON import file: a bare list of ads, without envelope, token or `operation`. */
function jsonFileSchema(refPrefix: string): JsonSchema {
  return {
    type: "array",
    title: "Arquivo JSON de anúncios",
    description: "O arquivo JSON de importação: uma lista de anúncios na raiz, sem envelope nem `access_token`; cada anúncio sem `operation`.",
    items: anyAdSchema("json", refPrefix),
  };
}

/** The API request body, referring to the ad components. */
export function importEnvelopeSchema(refPrefix: string): JsonSchema {
  return {
    type: "object",
    description: "Corpo do envio de anúncios: o token do anunciante e a lista de anúncios.",
    properties: {
      access_token: { type: "string", minLength: 1, description: "Token de acesso do anunciante, com o escopo `autoupload`." },
      ad_list: {
        type: "array",
        description: `Os anúncios do lote, cada um com o \`id\` único no envio. Corpo inteiro de no máximo ${LIMITS.payloadBytes / 1024 / 1024} MB.`,
        minItems: 1,
        items: anyAdSchema("api", refPrefix),
      },
    },
    required: ["access_token", "ad_list"],
  };
}

/** A standalone JSON Schema document of one category's ad. */
export function adSchemaDocument(code: number, channel: AdChannel, options: AdSchemaOptions = {}): JsonSchema {
  return { $schema: "https://json-schema.org/draft/2020-12/schema", ...adSchema(code, channel, options) };
}

/**
 * One ad of any category on a channel, as a list item: `category` picks the
 * category's component with `if`/`then` (a validator reports only that
 * category's problems); an API ad without `category` is a delete by id.
 */
export function anyAdSchema(channel: AdChannel, refPrefix: string): JsonSchema {
  const categories = categoriesFor(channel);
  const byCategory = categories.map((c) => ({
    if: { properties: { category: { const: c.code } }, required: ["category"] },
    then: { $ref: `${refPrefix}${adComponentName(c.code, channel)}` },
  }));
  const category = { enum: categories.map((c) => c.code), description: "Código da subcategoria: escolhe o esquema do anúncio." };
  if (channel === "json") return { type: "object", properties: { category }, required: ["category"], allOf: byCategory };
  // One level of if/then: a validator wraps each failed `then` in an error of its own.
  const deleteById = { if: { not: { required: ["category"] } }, then: { $ref: `${refPrefix}${AD_DELETE_COMPONENT}` } };
  return { type: "object", properties: { category }, allOf: [deleteById, ...byCategory] };
}
