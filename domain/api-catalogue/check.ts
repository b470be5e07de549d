/**
 * Proves the call catalogue coherent before anything renders it: unique ids,
 * path parameters that match the path, answers with a status, examples that
 * match their own schema (checked with Ajv against the very JSON Schema the
 * OpenAPI document carries). Each problem names the operation or webhook.
 */
import type { ValidateFunction } from "ajv/dist/2020.js";
import { createRequire } from "node:module";
import { componentSchemas } from "./components";
import { OPERATIONS, WEBHOOKS } from "./index";
import { toJsonSchema, type JsonSchema } from "./json-schema";
import type { Answer, Example, Operation, Shape, Webhook } from "./types";

const COMPONENTS_ID = "urn:api-catalogue:components";
const REF = `${COMPONENTS_ID}#/$defs/`;
const HOSTS = ["AUTH_HOST", "AUTOUPLOAD_HOST", "APPS_HOST"];
const STATUS_CLASSES = ["2XX", "3XX", "4XX", "5XX"];

/**
 * Ajv, loaded when a validator is made. A static import would load it in
 * every process whose bundle holds this module, though only the catalogue's
 * check and its tests use it: the server and export bundles keep the module
 * for `import()` on demand, and esbuild hoists a static import of a package
 * left outside the bundle to the bundle's start, which every start would pay.
 */
const loadAjv = () => {
  const require = createRequire(import.meta.url);
  return {
    Ajv2020: (require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js")).default,
    addFormats: require("ajv-formats") as typeof import("ajv-formats"),
  };
};

/**
 * A JSON Schema validator that knows the catalogue's components and label
 * extensions. The components (25 ad schemas) are compiled only when a schema
 * refers to them: that costs about a second, the rest a few milliseconds.
 */
export function createSchemaValidator(options: { currentYear?: number } = {}) {
  // Strict about unknown keywords (a typo in a schema must fail); not about the
  // required/type pairing rules, which "if"/"not" sub-schemas legitimately break.
  // Refs stay calls (inlineRefs: false): inlining the ads into the envelope's oneOf costs seconds.
  const { Ajv2020, addFormats } = loadAjv();
  const ajv = new Ajv2020({
    inlineRefs: false,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    keywords: ["x-enum-descriptions", "x-enumDescriptions"],
  });
  addFormats.default(ajv);
  let componentsAdded = false;
  const compiled = new WeakMap<object, ValidateFunction>();
  const problemsOf = (schema: JsonSchema, value: unknown, key: object = schema) => {
    if (!componentsAdded && JSON.stringify(schema).includes(COMPONENTS_ID)) {
      ajv.addSchema({ $id: COMPONENTS_ID, $defs: componentSchemas(REF, options) });
      componentsAdded = true;
    }
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
  };
  return {
    ajv,
    /** Problems of `value` against `shape`, as "path: message" lines (empty when it matches). */
    problems: (shape: Shape, value: unknown) => problemsOf(toJsonSchema(shape, { refPrefix: REF }), value, shape),
    /** Problems of `value` against a JSON Schema whose references use the catalogue's components (REF). */
    schemaProblems: (schema: JsonSchema, value: unknown) => problemsOf(schema, value),
  };
}

export const COMPONENT_REF = REF;

const validStatus = (status: unknown) =>
  (typeof status === "number" && Number.isInteger(status) && status >= 100 && status <= 599) || STATUS_CLASSES.includes(status as string);

type Validator = ReturnType<typeof createSchemaValidator> & { deep?: boolean };

function checkExamples(id: string, where: string, shape: Shape, examples: readonly Example[] | undefined, validator: Validator, out: string[]) {
  // Ads (the import envelope) are generated from the ad catalogue and checked against it in ad-schema.test.ts.
  if (shape.type === "ref" && !validator.deep) return;
  for (const example of examples ?? []) {
    const problems = validator.problems(shape, example.value);
    if (problems.length) out.push(`${id}: example "${example.summary}" of ${where} does not match its schema: ${problems.join("; ")}`);
  }
}

function checkAnswers(id: string, answers: readonly Answer[], validator: Validator, out: string[]) {
  if (!answers.length) out.push(`${id}: no answer (give at least one, marked as not documented if need be)`);
  const seen = new Set<string>();
  answers.forEach((answer, i) => {
    if (!validStatus(answer.status)) {
      out.push(`${id}: answer ${i + 1} has no valid status (got ${JSON.stringify(answer.status)}; give an HTTP code or a class such as "2XX")`);
      return;
    }
    if (seen.has(String(answer.status))) out.push(`${id}: two answers with status ${answer.status}`);
    seen.add(String(answer.status));
    if (answer.body === "none") {
      if (answer.examples?.length) out.push(`${id}: answer ${answer.status} has no body but has examples`);
    } else checkExamples(id, `answer ${answer.status}`, answer.body, answer.examples, validator, out);
  });
}

/** Every parameter carries an example that fits its own schema: tools (Postman, Prism, generated clients) send it as it is. */
function checkParameterExamples(op: Operation, validator: Validator, out: string[]) {
  for (const p of [...op.pathParams, ...(op.query ?? []), ...(op.headers ?? [])]) {
    if (p.example === undefined) {
      out.push(`${op.id}: parameter "${p.name}" has no example (give one with param(..., { example }))`);
      continue;
    }
    const problems = validator.problems(p.shape, p.example);
    if (problems.length) out.push(`${op.id}: the example of parameter "${p.name}" does not match its schema: ${problems.join("; ")}`);
  }
}

function checkOperation(op: Operation, validator: Validator, out: string[]) {
  const inPath = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const declared = op.pathParams.map((p) => p.name);
  for (const name of declared) if (!inPath.includes(name)) out.push(`${op.id}: path parameter "${name}" is missing from its path ${op.path}`);
  for (const name of inPath) if (!declared.includes(name)) out.push(`${op.id}: path ${op.path} has {${name}} but no path parameter describes it`);
  if (!op.path.startsWith("/")) out.push(`${op.id}: path "${op.path}" must start with /`);
  if (!HOSTS.includes(op.host)) out.push(`${op.id}: unknown host key "${op.host}" (known: ${HOSTS.join(", ")})`);
  if (!/^\/.*\.html$/.test(op.page.route)) out.push(`${op.id}: page route "${op.page.route}" must be an absolute .html route`);
  if (op.auth.kind === "body-token") {
    const { field } = op.auth;
    const shape = op.body?.shape;
    // The import envelope (a component) carries it too.
    const hasToken = shape?.type === "ref" || (shape?.type === "object" && shape.fields.some((f) => f.name === field && f.required === true));
    if (!hasToken) out.push(`${op.id}: the token travels in the body, but the body has no required ${field} field`);
  }
  if (op.body) checkExamples(op.id, "the request body", op.body.shape, op.body.examples, validator, out);
  checkParameterExamples(op, validator, out);
  checkAnswers(op.id, op.answers, validator, out);
  const answered = new Set(op.answers.map((a) => String(a.status)));
  for (const e of op.errors) {
    if (typeof e.status === "number" && answered.has(String(e.status))) out.push(`${op.id}: status ${e.status} is both an answer and an error`);
    if (typeof e.status === "number" && !validStatus(e.status)) out.push(`${op.id}: error "${String(e.reason)}" has no valid status`);
  }
}

/** Every problem of the catalogue, one line each, naming the operation or webhook; empty when coherent. */
export function catalogueProblems(
  operations: readonly Operation[] = OPERATIONS,
  webhooks: readonly Webhook[] = WEBHOOKS,
  options: { currentYear?: number /** Also examples whose schema is a component (the import envelope): about a second more. */; deep?: boolean } = {},
): string[] {
  const validator: Validator = { ...createSchemaValidator(options), deep: options.deep };
  const out: string[] = [];
  const ids = new Map<string, number>();
  for (const { id } of [...operations, ...webhooks]) ids.set(id, (ids.get(id) ?? 0) + 1);
  for (const [id, count] of ids) if (count > 1) out.push(`${id}: id used ${count} times`);
  const routes = new Set(operations.map((o) => `${o.method} ${o.path}`));
  if (routes.size !== operations.length) out.push("catalogue: two operations share a method and path");
  for (const op of operations) checkOperation(op, validator, out);
  for (const hook of webhooks) {
    checkExamples(hook.id, "the webhook body", hook.body.shape, hook.body.examples, validator, out);
    checkAnswers(hook.id, hook.answers, validator, out);
    for (const id of hook.configuredBy) if (!operations.some((o) => o.id === id)) out.push(`${hook.id}: configured by unknown operation "${id}"`);
  }
  return out;
}

/** Throws one error listing every problem (the build stops on it). */
export function assertCatalogue(...args: Parameters<typeof catalogueProblems>): void {
  const problems = catalogueProblems(...args);
  if (problems.length) throw new Error(`call catalogue (domain/api-catalogue) has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
}
