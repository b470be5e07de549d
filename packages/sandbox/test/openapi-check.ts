/**
 * Checks answers against the portal's /openapi.json as the generator makes it
 * now (domain/api-catalogue/openapi.ts), never a copy: the operation's
 * response for the status (or its class, 2XX), and its JSON schema with ajv
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { buildOpenApi } from "../../../domain/api-catalogue/openapi";
import { getOperation, getWebhook } from "../../../domain/api-catalogue/index";
import { HOSTS } from "../src/hosts";

const DOC_ID = "https://sandbox.test/openapi.json";
const doc = buildOpenApi({ hosts: HOSTS, siteUrl: "https://integracao.classificados.example" }) as any;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema({ ...doc, $id: DOC_ID });

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** Problems of one answer of operation `opId` (empty: it is what the document says). */
export function responseProblems(opId: string, status: number, body: unknown, contentType: string | null): string[] {
  const op = getOperation(opId);
  const method = op.method.toLowerCase();
  const responses = doc.paths[op.path]?.[method]?.responses;
  if (!responses) return [`${opId}: ${op.method} ${op.path} is not in openapi.json`];
  const key = [String(status), `${String(status)[0]}XX`].find((k) => responses[k]);
  if (!key) return [`${opId}: status ${status} is not documented (documented: ${Object.keys(responses).join(", ")})`];
  const schema = responses[key].content?.["application/json"]?.schema;
  if (!schema) return [];
  if (!contentType?.includes("application/json")) return [`${opId} ${status}: the document gives a JSON body, the answer is ${contentType ?? "empty"}`];
  const validate = ajv.getSchema(`${DOC_ID}#/${pointer("paths", op.path, method, "responses", key, "content", "application/json", "schema")}`)!;
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${opId} ${status}: ${e.instancePath || "/"} ${e.message}`);
}

/** Problems of a body the sandbox delivered for webhook `id` (lead.delivery, chat.message, notification.adStatus). */
export function webhookProblems(id: string, body: unknown): string[] {
  getWebhook(id);
  const validate = ajv.getSchema(`${DOC_ID}#/${pointer("webhooks", id, "post", "requestBody", "content", "application/json", "schema")}`)!;
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${id}: ${e.instancePath || "/"} ${e.message}`);
}
