/**
 * The OpenAPI 3.1 document of the marketplace API, generated from the call
 * catalogue and the ad catalogue. A pure function of its options (hosts,
 * site URL, year), so it can be timed, cached and tested on its own.
 *
 * How the catalogue's honesty carries over:
 * - a body-token call has `security: []` (no header), a required
 *   `access_token` body field and `x-access-token` saying where the token goes;
 * - an answer whose HTTP code is not documented is keyed by its class ("2XX");
 * - a body whose form is not documented gets no content, and its answer says so;
 * - OAuth codes listed without an HTTP status go into the call's description.
 *
 * Shaped for the tools integrators import it into:
 * - each operation repeats its host in its own `servers`: Postman's importer
 *   (openapi-to-postmanv2) reads servers on the operation, not on the path;
 * - a request body's schema carries its first example as `default`, the one
 *   place the importer reads a documented body with its default options;
 * - a redirect documented only by its class (3XX) is written as 302, the
 *   code of OAuth 2.0's example (RFC 6749, 4.1.2): mocks such as Prism answer
 *   a valid request with the lowest documented success or redirect code;
 * - every parameter has an example, and every link in a description is
 *   absolute (a portal-relative link means nothing in Postman or in a
 *   generated type's comment).
 */
import { componentSchemas } from "./components";
import { getOperation, OPERATIONS, WEBHOOKS } from "./index";
import { toJsonSchema, type JsonSchema } from "./json-schema";
import { RATE_LIMIT_LINE } from "./limits";
import { schemaDifferencesText } from "./schema-differences";
import { authText } from "./text";
import {
  AREA_DESCRIPTIONS,
  AREA_LABELS,
  SCOPES,
  isUndocumented,
  type Answer,
  type Auth,
  type DocPage,
  type ErrorEntry,
  type HostKey,
  type Operation,
  type Parameter,
  type RequestBody,
  type Webhook,
} from "./types";

/** Where the portal publishes the document (SSR and static export). */
export const OPENAPI_PATH = "/openapi.json";
/** The same document in YAML. */
export const OPENAPI_YAML_PATH = "/openapi.yaml";

export interface OpenApiOptions {
  /** site.config.ts `hosts`. */
  hosts: Readonly<Record<string, string>>;
  /** site.config.ts `siteUrl`: links to the documentation pages. */
  siteUrl: string;
  /** Upper bound of open year ranges in ad schemas (default: this year). */
  currentYear?: number;
  operations?: readonly Operation[];
  webhooks?: readonly Webhook[];
}

export type OpenApiDocument = JsonSchema;

const REF = "#/components/schemas/";
const WEBHOOKS_TAG = "Webhooks";
const schemaOf = (shape: Parameters<typeof toJsonSchema>[0]) => toJsonSchema(shape, { refPrefix: REF });

function hostUrl(hosts: OpenApiOptions["hosts"], key: HostKey): string {
  const value = hosts[key];
  if (!value || !/^https?:\/\//.test(value)) throw new Error(`openapi: host ${key} is missing from site.config.ts hosts (or is not an http(s) URL)`);
  return value.replace(/\/$/, "");
}

const pageUrl = (siteUrl: string, page: DocPage) => new URL(page.route, siteUrl).href + (page.anchor ? `#${page.anchor}` : "");

function security(auth: Auth): JsonSchema[] {
  if (auth.kind !== "bearer") return [];
  const rule = auth.scopes;
  if (isUndocumented(rule)) return [{ oauth2: [] }];
  if ("all" in rule) return [{ oauth2: [...rule.all] }];
  return rule.any.map((scope) => ({ oauth2: [scope] }));
}

function parameter(p: Parameter, where: "path" | "query" | "header"): JsonSchema {
  const { description, ...schema } = schemaOf(p.shape);
  const conditional = typeof p.required === "string" ? `Obrigatório ${p.required}.` : undefined;
  return {
    name: p.name,
    in: where,
    required: where === "path" || p.required === true,
    ...(description || conditional ? { description: [description, conditional].filter(Boolean).join(" ") } : {}),
    schema,
    ...(p.commaSeparated ? { style: "form", explode: false } : {}),
    ...(p.example !== undefined ? { example: p.example } : {}),
  };
}

const examplesOf = (examples: readonly { summary: string; value: unknown }[] | undefined) =>
  examples?.length ? { examples: Object.fromEntries(examples.map((e, i) => [`exemplo-${i + 1}`, { summary: e.summary, value: e.value }])) } : {};

/** The schema with `default`; a reference goes inside `allOf`, since the importer drops a `$ref`'s siblings. */
function withDefault(schema: JsonSchema, value: unknown): JsonSchema {
  if (value === undefined) return schema;
  if (!("$ref" in schema)) return { ...schema, default: value };
  const { $ref, ...annotations } = schema;
  return { ...annotations, allOf: [{ $ref }], default: value };
}

function requestBody(body: RequestBody): JsonSchema {
  const undocumentedBody = body.shape.type === "undocumented";
  return {
    required: true,
    ...(undocumentedBody ? { description: body.shape.description } : {}),
    content: {
      [body.mediaType]: {
        schema: withDefault(schemaOf(body.shape), body.examples?.[0]?.value),
        ...examplesOf(body.examples),
      },
    },
  };
}

function answerResponse(answer: Answer): JsonSchema {
  const undocumentedBody = answer.body !== "none" && answer.body.type === "undocumented";
  const bodyNote = answer.body !== "none" && answer.body.type === "undocumented" ? answer.body.description : undefined;
  const description = [answer.description, bodyNote].filter(Boolean).join(" ");
  return {
    description,
    ...(answer.headers?.length
      ? { headers: Object.fromEntries(answer.headers.map((h) => [h.name, { description: schemaOf(h.shape).description, schema: { type: "string" } }])) }
      : {}),
    ...(answer.body === "none" || undocumentedBody
      ? {}
      : { content: { "application/json": { schema: schemaOf(answer.body), ...examplesOf(answer.examples) } } }),
  };
}

const codeText = (value: string | { undocumented: true }) => (typeof value === "string" ? `\`${value}\`` : "sem código documentado");

function errorLine(e: ErrorEntry): string {
  const message = typeof e.message === "string" ? ` (\`${e.message}\`)` : "";
  return `- ${codeText(e.reason)}${message}: ${e.when}${e.action ? ` O que fazer: ${e.action}` : ""}`;
}

function errorResponse(entries: readonly ErrorEntry[]): JsonSchema {
  const withBody = entries.filter((e) => (e.body ?? "reason-message") === "reason-message");
  const examples = withBody.flatMap((e) =>
    typeof e.reason === "string" && typeof e.message === "string" ? [{ summary: e.when, value: { reason: e.reason, message: e.message } }] : [],
  );
  return {
    description: entries.map(errorLine).join("\n"),
    ...(withBody.length ? { content: { "application/json": { schema: { $ref: `${REF}ErrorBody` }, ...examplesOf(examples) } } } : {}),
  };
}

function responses(answers: readonly Answer[], errors: readonly ErrorEntry[]): JsonSchema {
  const out: Record<string, JsonSchema> = {};
  for (const answer of answers) out[answer.status === "3XX" ? "302" : String(answer.status)] = answerResponse(answer);
  const byStatus = new Map<number, ErrorEntry[]>();
  for (const e of errors) if (typeof e.status === "number") byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), e]);
  for (const [status, entries] of byStatus) out[String(status)] = errorResponse(entries);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function operationObject(op: Operation, siteUrl: string, hosts: OpenApiOptions["hosts"]): JsonSchema {
  const withoutStatus = op.errors.filter((e) => typeof e.status !== "number");
  const docs = pageUrl(siteUrl, op.page);
  const description = [
    op.description,
    `**Autenticação:** ${authText(op.auth)}`,
    op.deprecatedSince ? `**Descontinuada desde ${op.deprecatedSince}.**` : undefined,
    op.limits?.length ? `**Limites e regras:**\n${op.limits.map((l) => `- ${l}`).join("\n")}` : undefined,
    withoutStatus.length ? `**Erros sem código HTTP documentado:**\n${withoutStatus.map(errorLine).join("\n")}` : undefined,
  ].filter(Boolean);
  return {
    operationId: op.id,
    servers: [{ url: hostUrl(hosts, op.host) }],
    summary: op.summary,
    description: description.join("\n\n"),
    tags: [AREA_LABELS[op.area]],
    ...(op.pathParams.length || op.query?.length || op.headers?.length
      ? {
          parameters: [
            ...op.pathParams.map((p) => parameter(p, "path")),
            ...(op.query ?? []).map((p) => parameter(p, "query")),
            ...(op.headers ?? []).map((p) => parameter(p, "header")),
          ],
        }
      : {}),
    ...(op.body ? { requestBody: requestBody(op.body) } : {}),
    responses: responses(op.answers, op.errors),
    security: security(op.auth),
    ...(op.auth.kind === "body-token"
      ? {
          "x-access-token": {
            in: "body",
            field: op.auth.field,
            scopes: isUndocumented(op.auth.scopes) ? [] : "all" in op.auth.scopes ? op.auth.scopes.all : op.auth.scopes.any,
          },
        }
      : {}),
    ...(op.deprecatedSince ? { deprecated: true } : {}),
    externalDocs: { description: "Página da documentação", url: docs },
  };
}

function webhookObject(hook: Webhook, siteUrl: string): JsonSchema {
  const description = [
    hook.description,
    `**Destino:** ${hook.target}. Configurado por: ${hook.configuredBy.map((id) => `\`${id}\``).join(", ")}.`,
    hook.limits?.length ? `**Limites e regras:**\n${hook.limits.map((l) => `- ${l}`).join("\n")}` : undefined,
  ].filter(Boolean);
  return {
    post: {
      operationId: hook.id,
      summary: hook.summary,
      description: description.join("\n\n"),
      tags: [WEBHOOKS_TAG],
      requestBody: requestBody(hook.body),
      responses: responses(hook.answers, []),
      security: [],
      externalDocs: { description: "Página da documentação", url: pageUrl(siteUrl, hook.page) },
    },
  };
}

function servers(hosts: OpenApiOptions["hosts"], operations: readonly Operation[]): JsonSchema[] {
  const keysByUrl = new Map<string, HostKey[]>();
  const order: HostKey[] = ["AUTH_HOST", "AUTOUPLOAD_HOST", "APPS_HOST"];
  for (const key of order.filter((k) => operations.some((o) => o.host === k))) {
    const url = hostUrl(hosts, key);
    keysByUrl.set(url, [...(keysByUrl.get(url) ?? []), key]);
  }
  return [...keysByUrl].map(([url, keys]) => ({ url, description: `Host ${keys.join(", ")}` }));
}

function paths(options: OpenApiOptions, operations: readonly Operation[]): JsonSchema {
  const out: Record<string, JsonSchema> = {};
  const hostOfPath = new Map<string, HostKey>();
  for (const op of operations) {
    const host = hostOfPath.get(op.path);
    if (host && host !== op.host) throw new Error(`openapi: path ${op.path} is on two hosts (${host}, ${op.host})`);
    hostOfPath.set(op.path, op.host);
    const item = (out[op.path] ??= { servers: [{ url: hostUrl(options.hosts, op.host) }] });
    const method = op.method.toLowerCase();
    if (item[method]) throw new Error(`openapi: ${op.method} ${op.path} is described twice`);
    item[method] = operationObject(op, options.siteUrl, options.hosts);
  }
  return out;
}

/** Every markdown link to a portal page, `](/x.html)`, made absolute on the site: the document is read outside the portal. */
export function absoluteLinks<T>(value: T, siteUrl: string): T {
  const site = siteUrl.replace(/\/$/, "");
  if (typeof value === "string") return value.replace(/\]\(\//g, `](${site}/`) as T;
  if (Array.isArray(value)) return value.map((v) => absoluteLinks(v, siteUrl)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteLinks(v, siteUrl)])) as T;
  return value;
}

export function buildOpenApi(options: OpenApiOptions): OpenApiDocument {
  return absoluteLinks(openApiDocument(options), options.siteUrl);
}

function openApiDocument(options: OpenApiOptions): OpenApiDocument {
  const operations = options.operations ?? OPERATIONS;
  const webhooks = options.webhooks ?? WEBHOOKS;
  const authorize = getOperation("oauth.authorize", operations);
  const token = getOperation("oauth.token", operations);
  const areas = [...new Set(operations.map((o) => o.area))];
  return {
    openapi: "3.1.0",
    info: {
      title: "API de integração de anúncios",
      version: "1.0.0",
      summary: "Importação de anúncios, consultas, destaques, chat, histórico veicular, renovação, leads e notificações.",
      description: [
        "As chamadas documentadas do programa de integração, em nome de uma conta de anunciante. Cada chamada tem seu host em `servers`.",
        "**Autenticação:** OAuth 2.0 com código de autorização. A maioria das chamadas leva `Authorization: Bearer <access_token>`; algumas levam o token no corpo JSON, no campo `access_token`: essas têm `security: []` e a extensão `x-access-token`.",
        `**${RATE_LIMIT_LINE}**`,
        "**O que não é documentado** aparece como tal: respostas pela classe (`2XX`) quando o código HTTP exato não é documentado, e corpos sem esquema quando o formato não é documentado.",
        "Rótulos dos códigos: `x-enum-descriptions` (lista, na ordem de `enum`) e `x-enumDescriptions` (mapa código → rótulo).",
        "**Anúncios:** `ImportEnvelope` (corpo da API), `JsonFile` (arquivo JSON) e um esquema por categoria (`Ad2020`, `JsonFileAd2020`…), com o mesmo veredito do validador de anúncios: o que ele só avisa (código enviado como número, campo ou parâmetro desconhecido, `operation` ausente) o esquema aceita. Onde os dois diferem:",
        schemaDifferencesText(),
      ].join("\n\n"),
    },
    servers: servers(options.hosts, operations),
    tags: [
      ...areas.map((area) => ({ name: AREA_LABELS[area], description: AREA_DESCRIPTIONS[area] })),
      { name: WEBHOOKS_TAG, description: "Chamadas que o marketplace faz para a URL do integrador." },
    ],
    paths: paths(options, operations),
    webhooks: Object.fromEntries(webhooks.map((hook) => [hook.id, webhookObject(hook, options.siteUrl)])),
    components: {
      schemas: componentSchemas(REF, { currentYear: options.currentYear }),
      securitySchemes: {
        oauth2: {
          type: "oauth2",
          description: "Código de autorização do OAuth 2.0: o anunciante autoriza o seu aplicativo e você troca o código pelo token da conta.",
          flows: {
            authorizationCode: {
              authorizationUrl: hostUrl(options.hosts, authorize.host) + authorize.path,
              tokenUrl: hostUrl(options.hosts, token.host) + token.path,
              scopes: Object.fromEntries(SCOPES.map((s) => [s.scope, s.label])),
            },
          },
        },
      },
    },
  };
}
