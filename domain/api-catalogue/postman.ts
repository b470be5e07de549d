/**
 * A Postman collection (format v2.1) of every documented call, generated from
 * the call catalogue like /openapi.json, and Postman environments with the
 * hosts. Ready to use without an importer in between: each request names its
 * host as a variable (`{{AUTOUPLOAD_HOST}}`), so switching environment sends
 * every call to the marketplace or to a local mock; bodies and parameters
 * are the documented examples, the token a variable (`{{access_token}}`).
 */
import { OPERATIONS } from "./index";
import { AREA_DESCRIPTIONS, AREA_LABELS, type Area, type HostKey, type Operation } from "./types";
import { authText } from "./text";

export const POSTMAN_COLLECTION_PATH = "/postman/integracao.postman_collection.json";
export const POSTMAN_ENVIRONMENTS = [
  { path: "/postman/marketplace.postman_environment.json", name: "Marketplace", local: false },
  { path: "/postman/mock-local.postman_environment.json", name: "Mock local (Prism na porta 4010)", local: true },
] as const;

const COLLECTION_SCHEMA = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json";
/** The placeholder the catalogue's examples use for the advertiser's token. */
const TOKEN_PLACEHOLDER = "SEU_ACCESS_TOKEN";
const TOKEN_VARIABLE = "{{access_token}}";
/** Where `prism mock openapi.json` listens by default. */
const LOCAL_MOCK = "http://127.0.0.1:4010";

export interface PostmanOptions {
  hosts: Readonly<Record<string, string>>;
  siteUrl: string;
  operations?: readonly Operation[];
}

type Json = Record<string, unknown>;

const HOST_KEYS: readonly HostKey[] = ["AUTH_HOST", "AUTOUPLOAD_HOST", "APPS_HOST"];
const keyValue = (key: string, value: string) => ({ key, value });
const absolute = (text: string, siteUrl: string) => text.replace(/\]\(\//g, `](${siteUrl.replace(/\/$/, "")}/`);
const withTokenVariable = (value: unknown): unknown => JSON.parse(JSON.stringify(value).split(`"${TOKEN_PLACEHOLDER}"`).join(`"${TOKEN_VARIABLE}"`));

function url(op: Operation): Json {
  const segments = op.path
    .split("/")
    .filter(Boolean)
    .map((s) => s.replace(/^\{(.+)\}$/, ":$1"));
  const query = (op.query ?? []).map((p) => ({ ...keyValue(p.name, [p.example].flat().join(",")), ...(p.required === true ? {} : { disabled: true }) }));
  const variable = op.pathParams.map((p) => keyValue(p.name, String(p.example)));
  const queryText = query
    .filter((q) => !("disabled" in q))
    .map((q) => `${q.key}=${encodeURIComponent(q.value)}`)
    .join("&");
  return {
    raw: `{{${op.host}}}/${segments.join("/")}${queryText ? `?${queryText}` : ""}`,
    host: [`{{${op.host}}}`],
    path: segments,
    ...(query.length ? { query } : {}),
    ...(variable.length ? { variable } : {}),
  };
}

function body(op: Operation): Json | undefined {
  const example = op.body?.examples[0]?.value;
  if (example === undefined) return undefined;
  if (op.body!.mediaType === "application/x-www-form-urlencoded") {
    return { mode: "urlencoded", urlencoded: Object.entries(example as Json).map(([k, v]) => keyValue(k, String(v))) };
  }
  return { mode: "raw", raw: JSON.stringify(withTokenVariable(example), null, 2), options: { raw: { language: "json" } } };
}

function request(op: Operation, siteUrl: string): Json {
  const payload = body(op);
  const docs = new URL(op.page.route, siteUrl).href + (op.page.anchor ? `#${op.page.anchor}` : "");
  return {
    name: op.summary,
    request: {
      method: op.method,
      // Bearer calls inherit the collection's OAuth 2.0; the others carry no header token.
      ...(op.auth.kind === "bearer" ? {} : { auth: { type: "noauth" } }),
      header: payload?.mode === "raw" ? [keyValue("Content-Type", op.body!.mediaType)] : [],
      url: url(op),
      ...(payload ? { body: payload } : {}),
      description: absolute(`${op.description}\n\n**Autenticação:** ${authText(op.auth)}\n\n[Página da documentação](${docs})`, siteUrl),
    },
    response: [],
  };
}

/** The collection: one folder per area, in the documentation's order. */
export function buildPostmanCollection(options: PostmanOptions): Json {
  const operations = options.operations ?? OPERATIONS;
  const authorize = operations.find((o) => o.id === "oauth.authorize");
  const token = operations.find((o) => o.id === "oauth.token");
  const areas = [...new Set(operations.map((o) => o.area))] as Area[];
  return {
    info: {
      name: "API de integração de anúncios",
      description: `As chamadas documentadas em ${options.siteUrl}, com os exemplos do portal. Escolha um ambiente (Marketplace ou Mock local) e obtenha o token na aba Authorization da coleção (OAuth 2.0).`,
      schema: COLLECTION_SCHEMA,
    },
    auth: {
      type: "oauth2",
      oauth2: [
        keyValue("grant_type", "authorization_code"),
        keyValue("authUrl", authorize ? `{{${authorize.host}}}${authorize.path}` : ""),
        keyValue("accessTokenUrl", token ? `{{${token.host}}}${token.path}` : ""),
        keyValue("clientId", "{{client_id}}"),
        keyValue("clientSecret", "{{client_secret}}"),
        keyValue("redirect_uri", "{{redirect_uri}}"),
        keyValue("scope", "{{scope}}"),
        keyValue("addTokenTo", "header"),
      ],
    },
    item: areas.map((area) => ({
      name: AREA_LABELS[area],
      description: AREA_DESCRIPTIONS[area],
      item: operations.filter((o) => o.area === area).map((o) => request(o, options.siteUrl)),
    })),
  };
}

/** A Postman environment: the hosts (the marketplace's, or a local mock for all three) and the OAuth values to fill in. */
export function buildPostmanEnvironment(hosts: Readonly<Record<string, string>>, environment: (typeof POSTMAN_ENVIRONMENTS)[number]): Json {
  const variable = (key: string, value: string, secret = false) => ({ key, value, type: secret ? "secret" : "default", enabled: true });
  return {
    name: `API de integração — ${environment.name}`,
    values: [
      ...HOST_KEYS.map((key) => variable(key, environment.local ? LOCAL_MOCK : hosts[key].replace(/\/$/, ""))),
      variable("client_id", ""),
      variable("client_secret", "", true),
      variable("redirect_uri", ""),
      variable("scope", "autoupload"),
      variable("access_token", "", true),
    ],
    _postman_variable_scope: "environment",
  };
}
