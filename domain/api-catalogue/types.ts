/**
 * Shapes of the call catalogue: every documented call of the marketplace API
 * (host, method, path, how the token travels, fields, answers, errors,
 * limits, scope, documenting page) and the marketplace's outbound webhooks.
 * Pure data types: no React, no DOM, no Node, so the same description feeds
 * the pages (plugins/api-catalogue), the OpenAPI document and any browser tool.
 */

/**
 * What the marketplace documentation does not show. Used wherever a fact is
 * missing (a status, an answer body, an error message, a scope, a label), so
 * nothing is invented and every reader (page, OpenAPI, test) can see the gap.
 */
export interface Undocumented {
  readonly undocumented: true;
  /** pt-BR, optional: what is known around the gap ("o mesmo token da importação"). */
  readonly note?: string;
}

export const undocumented = (note?: string): Undocumented => (note ? { undocumented: true, note } : { undocumented: true });

export function isUndocumented(value: unknown): value is Undocumented {
  return typeof value === "object" && value !== null && (value as Undocumented).undocumented === true;
}

/** Keys of site.config.ts `hosts`: the URL lives there, never here. */
export type HostKey = "AUTH_HOST" | "AUTOUPLOAD_HOST" | "APPS_HOST";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The four OAuth scopes of the programme. */
export type Scope = "basic_user_info" | "autoupload" | "autoservice" | "chat";

export const SCOPES: readonly { scope: Scope; label: string }[] = [
  { scope: "basic_user_info", label: "Nome e e-mail do usuário" },
  { scope: "autoupload", label: "Importação de anúncios, destaques, histórico veicular e renovação" },
  { scope: "autoservice", label: "Configuração de leads e de notificações" },
  { scope: "chat", label: "Integração de chat" },
];

/** A code of an enumeration with its label, or the mark that no label is documented. */
export interface CodeValue {
  readonly code: string | number;
  readonly label: string | Undocumented;
}

/* ------------------------------------------------------------ shapes */

/**
 * A page section whose table explains each code of an enumeration (what it
 * means, what to do): pages list only the codes and link there; the OpenAPI
 * document keeps every label.
 */
export interface ValuesTable {
  /** pt-BR link text ("Códigos de statusCode"). */
  readonly title: string;
  /** Absolute .html route with its #anchor. */
  readonly route: string;
}

interface ShapeBase {
  /** pt-BR meaning, inline markdown (`code`, **bold**, [link](/x.html)). */
  readonly description?: string;
  /** null is also a documented value. */
  readonly nullable?: boolean;
}

export interface StringShape extends ShapeBase {
  readonly type: "string";
  readonly format?: "uri" | "date-time" | "email";
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Accepted values with their labels (an enumeration). */
  readonly values?: readonly CodeValue[];
  /**
   * The values are the documented ones, not a closed list (statuses that
   * "may be added", codes a webhook may extend): shown, never enforced.
   */
  readonly open?: boolean;
  readonly valuesTable?: ValuesTable;
}

export interface IntegerShape extends ShapeBase {
  readonly type: "integer";
  readonly minimum?: number;
  readonly maximum?: number;
  readonly values?: readonly CodeValue[];
  readonly valuesTable?: ValuesTable;
}

export interface BooleanShape extends ShapeBase {
  readonly type: "boolean";
}

export interface Field {
  readonly name: string;
  readonly shape: Shape;
  /** true, false, or a pt-BR condition ("só com várias URIs cadastradas"). */
  readonly required: boolean | string;
}

export interface ObjectShape extends ShapeBase {
  readonly type: "object";
  readonly fields: readonly Field[];
}

export interface ArrayShape extends ShapeBase {
  readonly type: "array";
  readonly items: Shape;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
}

/** An object whose keys are data (an ad id, a brand name) and whose values share one shape. */
export interface MapShape extends ShapeBase {
  readonly type: "map";
  /** pt-BR: what a key is ("o `id` do anúncio"). */
  readonly key: string;
  readonly values: Shape;
}

/** A shape kept once in the OpenAPI components (the import envelope, the error body). */
export interface RefShape extends ShapeBase {
  readonly type: "ref";
  readonly ref: ComponentName;
}

/** Any of several shapes: two documented readings of one field, or a value sent in more than one form. */
export interface AnyOfShape extends ShapeBase {
  readonly type: "anyOf";
  readonly options: readonly Shape[];
}

/** A body whose form is not documented. */
export interface UndocumentedShape extends ShapeBase {
  readonly type: "undocumented";
}

export type Shape = StringShape | IntegerShape | BooleanShape | ObjectShape | ArrayShape | MapShape | RefShape | AnyOfShape | UndocumentedShape;

/** Shapes built from other data (the ad catalogue) rather than written here. */
export type ComponentName = "ImportEnvelope" | "ErrorBody";

/* ------------------------------------------------------------ calls */

/** How one accepts any of the scopes, or needs all of them (both readings of a conflict). */
export type ScopeRule = { readonly any: readonly Scope[]; readonly note?: string } | { readonly all: readonly Scope[]; readonly note: string } | Undocumented;

/**
 * How the caller proves who it is:
 * - bearer: `Authorization: Bearer <access_token>`;
 * - body-token: the access token as a field of the JSON body;
 * - client-form: the application's `client_id` and `client_secret` in a form body (token exchange);
 * - browser: no token, the advertiser's browser signs in at the marketplace (authorization).
 */
export type Auth =
  | { readonly kind: "bearer"; readonly scopes: ScopeRule }
  | { readonly kind: "body-token"; readonly field: "access_token"; readonly scopes: ScopeRule }
  | { readonly kind: "client-form" }
  | { readonly kind: "browser" };

export interface Parameter {
  readonly name: string;
  readonly shape: Shape;
  readonly required: boolean | string;
  /** Query arrays written as `a,b,c`. */
  readonly commaSeparated?: boolean;
  /** A value a reader could send, shown in /openapi.json and in the Postman collection (checked against the shape). */
  readonly example?: unknown;
}

export interface Example {
  /** pt-BR, short: what the example shows. */
  readonly summary: string;
  readonly value: unknown;
}

export type MediaType = "application/json" | "application/x-www-form-urlencoded";

export interface RequestBody {
  readonly mediaType: MediaType;
  readonly shape: Shape;
  readonly examples: readonly Example[];
}

/** HTTP status, or its class ("2XX") when only the class is documented. */
export type Status = number | "2XX" | "3XX" | "4XX" | "5XX";

export interface Answer {
  readonly status: Status;
  /** pt-BR: what the answer means. */
  readonly description: string;
  /** "none": documented as having no body. */
  readonly body: Shape | "none";
  readonly examples?: readonly Example[];
  readonly headers?: readonly Parameter[];
}

/** One entry of the marketplace's error catalogues. */
export interface ErrorEntry {
  /** Undocumented where the code is given without its HTTP status (OAuth authorization errors). */
  readonly status: number | Undocumented;
  /** The stable code (reason, OAuth error code); undocumented when only the status is given. */
  readonly reason: string | Undocumented;
  /** The literal message, as the marketplace writes it; undocumented when not shown. */
  readonly message: string | Undocumented;
  /** pt-BR: when it happens. */
  readonly when: string;
  /** pt-BR, inline markdown: what the integrator does about it. */
  readonly action?: string;
  /** Shape of the body: `{reason, message}` (default), none, or not shown. */
  readonly body?: "reason-message" | "none" | Undocumented;
}

export interface DocPage {
  /** Absolute .html route of the page that documents the call. */
  readonly route: string;
  /** Heading anchor on that page, when the page documents several calls. */
  readonly anchor?: string;
}

export type Area = "auth" | "import" | "lookups" | "bumps" | "chat" | "vehicle-history" | "renewal" | "leads" | "notifications";

export const AREA_LABELS: Record<Area, string> = {
  auth: "Autenticação",
  import: "Importação de anúncios",
  lookups: "Consultas de marcas e modelos",
  bumps: "Destaques e saldo",
  chat: "Chat",
  "vehicle-history": "Histórico veicular",
  renewal: "Renovação",
  leads: "Leads",
  notifications: "Notificações de status",
};

export const AREA_DESCRIPTIONS: Record<Area, string> = {
  auth: "OAuth 2.0: autorização do anunciante, troca do código pelo token e dados básicos do usuário.",
  import: "Envio de anúncios, status da importação, listagem dos anúncios da conta e status de um anúncio.",
  lookups: "Ids de marca, modelo, versão e cilindrada que os anúncios de veículos e celulares levam.",
  bumps: "Saldo do plano profissional e destaques que levam o anúncio de volta ao topo das listagens.",
  chat: "Webhook das mensagens do chat e resposta do vendedor pelo CRM.",
  "vehicle-history": "Histórico veicular (HV) de um anúncio de carro importado.",
  renewal: "Renovação de anúncios expirados.",
  leads: "Configuração da URL que recebe os leads do anunciante.",
  notifications: "Configuração da URL que recebe as notificações de status dos anúncios.",
};

export interface Operation {
  /** Stable id, "area.action": the directives' `op` and the OpenAPI operationId. */
  readonly id: string;
  readonly area: Area;
  /** pt-BR, a few words ("Aplicar destaque"). */
  readonly summary: string;
  /** pt-BR, one or two sentences, inline markdown. */
  readonly description: string;
  readonly host: HostKey;
  readonly method: HttpMethod;
  /** Path with `{name}` placeholders, one per path parameter. */
  readonly path: string;
  readonly pathParams: readonly Parameter[];
  readonly query?: readonly Parameter[];
  /** Request headers other than Authorization and Content-Type. */
  readonly headers?: readonly Parameter[];
  readonly auth: Auth;
  /** Absent: no body. */
  readonly body?: RequestBody;
  readonly answers: readonly Answer[];
  readonly errors: readonly ErrorEntry[];
  /** pt-BR limits and rules, inline markdown. */
  readonly limits?: readonly string[];
  readonly page: DocPage;
  /** Date (dd/mm/yyyy) since when the call is discontinued. */
  readonly deprecatedSince?: string;
}

/** A call the marketplace makes to the integrator's URL. */
export interface Webhook {
  readonly id: string;
  readonly summary: string;
  readonly description: string;
  readonly method: "POST";
  /** pt-BR: which URL receives it ("a `url` da configuração de leads"). */
  readonly target: string;
  /** Operations that register the URL. */
  readonly configuredBy: readonly string[];
  readonly body: RequestBody;
  /** What the integrator's endpoint answers, and what the marketplace does with it. */
  readonly answers: readonly Answer[];
  readonly limits?: readonly string[];
  readonly page: DocPage;
}
