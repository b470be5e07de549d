/**
 * Business constants of the API that several calls and pages share
 * (portal.md and ad-import.md, section 9). The calls cite them in their
 * `limits`; pages and tests read the numbers from here.
 */

/** The request limit per IP (FAQ "Limite de requisições"). */
export const RATE_LIMIT = {
  requests: 5000,
  perSeconds: 60,
  /** The limit counts every request from one IP address. */
  per: "ip",
  blockedMinutes: 10,
  status: 429,
  reason: "RATE_LIMIT",
  /** Literal message: the numbers appear only as the placeholder X. */
  message: "You have exceeded the X requests in X seconds limit!",
  /** The import answers the block in its body instead. */
  importStatusCode: -2,
  route: "/faq/rate_limit.html",
} as const;

export const LIMITS = {
  authorizationCodeMinutes: 10,
  redirectUris: { min: 1, max: 3 },
  importTokenDays: 7,
  importPayloadBytes: 1024 * 1024,
  listingPageSize: { default: 200, max: 200 },
  bumpQueryMaxAds: 10,
  bumpWindowDays: 7,
  bumpDates: { min: 1, max: 5 },
  renewalIds: { min: 1, max: 100 },
  leadTimeoutSeconds: 5,
  leadPhoneMaxDigits: 13,
} as const;

/** pt-BR line shared by every call that the rate limit covers. */
export const RATE_LIMIT_LINE = `Limite de requisições: ${RATE_LIMIT.requests} por minuto por IP; acima disso o IP fica bloqueado por ${RATE_LIMIT.blockedMinutes} minutos e recebe \`${RATE_LIMIT.status}\` ([Limite de requisições](${RATE_LIMIT.route})).`;
