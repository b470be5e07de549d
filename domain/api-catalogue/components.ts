/**
 * Schemas kept once and referred to by name: the error body, the import
 * envelope and an ad per category (from the ad catalogue). The same set
 * serves the OpenAPI components and the example checks.
 */
import { adComponents, importEnvelopeSchema, type AdSchemaOptions } from "./ad-schema";
import type { JsonSchema } from "./json-schema";
import type { ComponentName } from "./types";

export const ERROR_BODY_SCHEMA: JsonSchema = {
  type: "object",
  description: "Corpo de erro do marketplace. Trate o erro pelo `reason`, estável; `message` é texto para leitura.",
  properties: {
    reason: { type: "string", description: "Código do erro." },
    message: { type: "string", description: "Texto do erro, em inglês." },
  },
  required: ["reason", "message"],
};

/** Every component schema, with references written under `refPrefix`. */
export function componentSchemas(refPrefix: string, options: AdSchemaOptions = {}): Record<string, JsonSchema> {
  const named: Record<ComponentName, JsonSchema> = {
    ErrorBody: ERROR_BODY_SCHEMA,
    ImportEnvelope: importEnvelopeSchema(refPrefix),
  };
  return { ...named, ...adComponents(refPrefix, options) };
}
