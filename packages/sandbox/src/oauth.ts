/**
 * OAuth authorization code, as the portal documents it: the authorization
 * request's rules, a code that is single use and valid 10 minutes, bound to
 * its client and redirect URI, exchanged for a bearer token.
 */
import { LIMITS, SCOPES } from "../../../domain/api-catalogue/index";
import { randomId, type SandboxState } from "./state";

const KNOWN_SCOPES = new Set<string>(SCOPES.map((s) => s.scope));
const CODE_LIFETIME_MS = LIMITS.authorizationCodeMinutes * 60_000;

/** What a valid authorization request carries on to the consent page. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
}

/**
 * show: the browser cannot be sent back (unknown client, unregistered or
 * missing redirect URI), so the error is shown with status 400;
 * redirect: the error goes back to the redirect URI, as RFC 6749 says.
 */
export type AuthorizationCheck =
  | { ok: true; request: AuthorizationRequest }
  | { ok: false; show: true; error: string; description: string }
  | { ok: false; show: false; error: string; description: string; redirectUri: string; state?: string };

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export function checkAuthorization(state: SandboxState, query: Record<string, unknown>): AuthorizationCheck {
  const clientId = text(query.client_id);
  const client = clientId ? state.clients[clientId] : undefined;
  if (!clientId || !client) return { ok: false, show: true, error: "invalid_request", description: "client_id ausente ou não cadastrado" };
  const asked = text(query.redirect_uri);
  if (asked === undefined && client.redirectUris.length > 1) {
    return { ok: false, show: true, error: "invalid_request", description: "redirect_uri é obrigatória quando o aplicativo tem mais de uma URI cadastrada" };
  }
  const redirectUri = asked ?? client.redirectUris[0];
  if (!client.redirectUris.includes(redirectUri))
    return { ok: false, show: true, error: "invalid_request", description: "redirect_uri não está entre as URIs cadastradas" };
  const back = { ok: false as const, show: false as const, redirectUri, state: text(query.state) };
  const responseType = text(query.response_type);
  if (responseType === undefined) return { ...back, error: "invalid_request", description: "response_type ausente" };
  if (responseType !== "code") return { ...back, error: "unsupported_response_type", description: "response_type deve ser code" };
  const scope = text(query.scope);
  if (scope === undefined || scope === "") return { ...back, error: "invalid_request", description: "scope ausente" };
  const scopes = scope.split(" ");
  if (scopes.some((s) => !KNOWN_SCOPES.has(s)))
    return { ...back, error: "invalid_scope", description: `escopo desconhecido: ${scopes.find((s) => !KNOWN_SCOPES.has(s))}` };
  return { ok: true, request: { clientId, redirectUri, scopes: [...new Set(scopes)], state: text(query.state) } };
}

/** The advertiser approved: a new code for this client, redirect URI and account. */
export function issueCode(state: SandboxState, request: AuthorizationRequest, accountId: string, now: number): string {
  const code = randomId(12);
  state.codes[code] = { clientId: request.clientId, redirectUri: request.redirectUri, accountId, scopes: request.scopes, issuedAt: now, used: false };
  return code;
}

export type TokenResult =
  | { ok: true; accessToken: string }
  | { ok: false; error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" };

const TOKEN_FIELDS = ["code", "client_id", "client_secret", "redirect_uri", "grant_type"] as const;

/** The token exchange: every field present, the right grant type and client, a fresh unused code for the same redirect URI. */
export function exchangeCode(state: SandboxState, form: Record<string, unknown>, now: number): TokenResult {
  if (TOKEN_FIELDS.some((name) => typeof form[name] !== "string" || form[name] === "")) return { ok: false, error: "invalid_request" };
  const {
    code,
    client_id: clientId,
    client_secret: secret,
    redirect_uri: redirectUri,
    grant_type: grantType,
  } = form as Record<(typeof TOKEN_FIELDS)[number], string>;
  if (grantType !== "authorization_code") return { ok: false, error: "unsupported_grant_type" };
  const client = state.clients[clientId];
  if (!client || client.secret !== secret) return { ok: false, error: "invalid_client" };
  const grant = state.codes[code];
  if (!grant || grant.used || grant.clientId !== clientId || grant.redirectUri !== redirectUri || now - grant.issuedAt > CODE_LIFETIME_MS) {
    return { ok: false, error: "invalid_grant" };
  }
  grant.used = true;
  const accessToken = randomId(24);
  state.tokens[accessToken] = { accountId: grant.accountId, clientId, scopes: grant.scopes };
  return { ok: true, accessToken };
}

/** Registers (or replaces) a client; 1 to 3 absolute http(s) redirect URIs. */
export function registerClient(state: SandboxState, clientId: unknown, secret: unknown, redirectUris: unknown): string | undefined {
  const { min, max } = LIMITS.redirectUris;
  if (typeof clientId !== "string" || !clientId || typeof secret !== "string" || !secret) return "client_id e client_secret são obrigatórios (texto)";
  if (!Array.isArray(redirectUris) || redirectUris.length < min || redirectUris.length > max) return `redirect_uris deve ter de ${min} a ${max} URIs`;
  if (!redirectUris.every((u) => typeof u === "string" && /^https?:\/\/[^\s]+$/.test(u))) return "cada redirect_uri deve ser uma URL http(s) absoluta";
  state.clients[clientId] = { secret, redirectUris: [...redirectUris] };
  return undefined;
}
