/**
 * The error catalogues of the marketplace (portal.md and ad-import.md,
 * section 8), written once and cited by the calls that answer them.
 * Messages are the literal API strings; `when` is ours, in pt-BR.
 */
import { RATE_LIMIT } from "./limits";
import { undocumented, type ErrorEntry } from "./types";

const NOT_SHOWN = undocumented();

const entry = (status: number, reason: string, message: string, when: string, action?: string): ErrorEntry =>
  action ? { status, reason, message, when, action } : { status, reason, message, when };

const RATE_LIMIT_WHEN = `Mais de ${RATE_LIMIT.requests} requisições por minuto do mesmo IP: bloqueio de ${RATE_LIMIT.blockedMinutes} minutos.`;
const RATE_LIMIT_ACTION = `Aguarde o fim do bloqueio antes de tentar de novo; veja [Limite de requisições](${RATE_LIMIT.route}).`;
const NEW_TOKEN = "Obtenha um novo token pelo [fluxo OAuth](/anuncio/api/oauth.html).";

/** The rate limit as the balance, bumps and listing catalogues document it. */
export const RATE_LIMIT_ERROR = entry(RATE_LIMIT.status, RATE_LIMIT.reason, RATE_LIMIT.message, RATE_LIMIT_WHEN, RATE_LIMIT_ACTION);

const INTERNAL_ERROR = entry(
  500,
  "UNEXPECTED_INTERNAL_ERROR",
  "Unexpected internal error. Try again later",
  "Erro inesperado no marketplace.",
  "Tente de novo mais tarde.",
);
const MISSING_HEADER = entry(
  400,
  "BAD_REQUEST",
  "Check the header field(s)",
  "Falta o cabeçalho `Authorization`.",
  "Envie `Authorization: Bearer <access_token>`.",
);
const ACCESS_DENIED = entry(401, "ACCESS_DENIED", "Check the client authentication token", "Token inválido.", NEW_TOKEN);

/** Balance and bumps: one catalogue for the three calls (404 and 422 concern an ad: the bump calls). */
export const ACCOUNT_ERRORS: readonly ErrorEntry[] = [
  MISSING_HEADER,
  ACCESS_DENIED,
  entry(
    403,
    "FORBIDDEN",
    "Forbidden.",
    "Sem saldo para a operação.",
    "[Consulte o saldo](/destaque/balance_ads.html); espere a renovação (`next_renew_date`) ou use saldo adicional.",
  ),
  entry(
    404,
    "NOT_FOUND",
    "Ad not found.",
    "Anúncio não encontrado (chamadas de destaque).",
    "Confira o identificador e se o anúncio pertence à conta do token.",
  ),
  entry(
    410,
    "PRODUCT_NOT_FOUND_BY_ACCOUNT",
    "Plan does not control limits",
    "O plano da conta não controla limites: não há saldo.",
    "Confirme que o anunciante tem plano profissional ativo com limites.",
  ),
  entry(
    422,
    "BUMP_ALREADY_APPLIED_OR_NOT_SYNCHRONIZED",
    "Bump already applied or Ad not synchronized.",
    "Destaque já aplicado (menos de 7 dias) ou anúncio ainda não sincronizado (chamadas de destaque).",
    "[Consulte os destaques](/destaque/bumps_get.html) e aplique de novo só 7 dias depois da aplicação anterior; anúncio recém-importado: tente mais tarde. Não repita em laço.",
  ),
  RATE_LIMIT_ERROR,
  INTERNAL_ERROR,
];

/** The published-ads listing and the ad status. */
export const LISTING_ERRORS: readonly ErrorEntry[] = [
  MISSING_HEADER,
  ACCESS_DENIED,
  entry(
    401,
    "ACCESS_SCOPE_DENIED",
    "Check the client authentication if scope configuration is correct",
    "O token não tem o escopo exigido.",
    "Peça de novo a autorização do anunciante com o escopo da chamada ([escopos](/anuncio/api/oauth.html#escopos)).",
  ),
  RATE_LIMIT_ERROR,
  INTERNAL_ERROR,
];

export const AD_NOT_FOUND_NO_BODY: ErrorEntry = {
  status: 404,
  reason: NOT_SHOWN,
  message: NOT_SHOWN,
  when: "Não há anúncio com esse `list_id` para a conta do token.",
  action: "Confira o `list_id`; anúncios novos em revisão podem ainda não ter um.",
  body: "none",
};

/** Vehicle history and renewal (messages not shown). */
export const TOKEN_NOT_FOUND = {
  status: 401,
  reason: "ACCESS_TOKEN_NOT_FOUND",
  message: NOT_SHOWN,
  when: "Cabeçalho `Authorization` ausente ou token inválido.",
} satisfies ErrorEntry;
export const HV_RENEWAL_ERRORS: readonly ErrorEntry[] = [
  { status: 400, reason: "BAD_REQUEST", message: NOT_SHOWN, when: "Requisição inválida; os casos não são documentados." },
  TOKEN_NOT_FOUND,
  { status: 404, reason: "NOT_FOUND", message: NOT_SHOWN, when: "Recurso não encontrado." },
];

/** The same entries with what to do about each, by status (a catalogue shared by calls whose advice differs). */
export const withActions = (entries: readonly ErrorEntry[], actions: Readonly<Record<number, string>>): ErrorEntry[] =>
  entries.map((e) => (typeof e.status === "number" && actions[e.status] ? { ...e, action: actions[e.status] } : e));

/** An error given by its status alone: no reason, message or body documented. */
export const statusOnly = (status: number, when: string, action?: string): ErrorEntry =>
  action
    ? { status, reason: NOT_SHOWN, message: NOT_SHOWN, when, body: NOT_SHOWN, action }
    : { status, reason: NOT_SHOWN, message: NOT_SHOWN, when, body: NOT_SHOWN };

/**
 * Every marketplace call is under the limit per IP, but only the catalogues
 * above show the body of the 429; elsewhere the status alone is known.
 */
export const RATE_LIMIT_STATUS = statusOnly(RATE_LIMIT.status, RATE_LIMIT_WHEN, RATE_LIMIT_ACTION);

/** Lead configuration. */
export const LEAD_FORMAT_ERROR = entry(
  401,
  "UNAUTHORIZED",
  "Lead configuration does not use OLX format",
  "A configuração de leads da conta não usa o [formato de leads](/lead/leads.html) do marketplace.",
  "Fale com o suporte (veja [Suporte e diagnóstico](/lead/support.html)) para ajustar a configuração da conta.",
);
export const LEAD_NOT_FOUND: ErrorEntry = {
  status: 404,
  reason: NOT_SHOWN,
  message: "Configurations not found",
  when: "Não há configuração com esse `id` para a conta do token.",
  action: "Confira o `id` guardado na criação e se o token é do mesmo anunciante; se preciso, crie de novo.",
};

/** OAuth: codes of RFC 6749, as the marketplace lists them. */
const oauthCode = (status: number | typeof NOT_SHOWN, reason: string, when: string, action: string): ErrorEntry => ({
  status,
  reason,
  message: NOT_SHOWN,
  when,
  body: NOT_SHOWN,
  action,
});

const TRY_LATER = "Tente de novo mais tarde.";

/** Authorization: the codes are listed without the HTTP status or the form in which they come back. */
export const AUTHORIZE_ERRORS: readonly ErrorEntry[] = [
  oauthCode(
    NOT_SHOWN,
    "invalid_request",
    "Falta um parâmetro obrigatório, há valor inválido ou repetido, ou a requisição está malformada.",
    "Confira `response_type`, `client_id`, `scope` e, com várias URIs cadastradas, `redirect_uri`.",
  ),
  oauthCode(NOT_SHOWN, "unauthorized_client", "O aplicativo não pode pedir um código desta forma.", "Confirme o `client_id` e o cadastro do aplicativo."),
  oauthCode(NOT_SHOWN, "access_denied", "O anunciante (ou o marketplace) negou o acesso.", "Mostre uma mensagem clara e ofereça tentar de novo."),
  oauthCode(NOT_SHOWN, "unsupported_response_type", "`response_type` diferente de `code`.", "Envie `response_type=code`."),
  oauthCode(
    NOT_SHOWN,
    "invalid_scope",
    "Escopo desconhecido, malformado ou não permitido.",
    "Use só `basic_user_info`, `autoupload`, `autoservice` e `chat`, em minúsculas e separados por espaço.",
  ),
  oauthCode(NOT_SHOWN, "temporarily_unavailable", "Servidor de autorização sobrecarregado ou em manutenção.", TRY_LATER),
  oauthCode(NOT_SHOWN, "server_error", "Erro inesperado no servidor de autorização.", TRY_LATER),
  statusOnly(
    400,
    "`redirect_uri` que não está entre as cadastradas: o anunciante vê o erro e não volta ao seu sistema.",
    "Confira o endereço caractere por caractere (protocolo, domínio, caminho e barra final).",
  ),
];

export const TOKEN_ERRORS: readonly ErrorEntry[] = [
  oauthCode(400, "invalid_request", "Falta um parâmetro obrigatório, ou há valor inválido ou repetido.", "Envie os cinco parâmetros, como formulário."),
  oauthCode(400, "invalid_client", "`client_id` ou `client_secret` errado.", "Confira as credenciais do cadastro."),
  oauthCode(
    400,
    "invalid_grant",
    "Código inválido, vencido (mais de 10 minutos), já usado, ou `redirect_uri` diferente da autorização.",
    "Reinicie o fluxo e troque o novo código logo que ele chegar.",
  ),
  oauthCode(400, "unauthorized_client", "O aplicativo não pode usar este tipo de concessão.", "Confirme o cadastro do aplicativo."),
  oauthCode(400, "unsupported_grant_type", "`grant_type` diferente de `authorization_code`.", "Envie `grant_type=authorization_code`."),
  oauthCode(400, "invalid_scope", "Escopo inválido ou além do concedido.", "Peça só os escopos listados em [Escopos](/anuncio/api/oauth.html#escopos)."),
];
