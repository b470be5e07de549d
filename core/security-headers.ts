/**
 * The security headers every answer carries: the SSR server sends them
 * (server/app.ts), the static-hosts plugin writes them into `_headers`.
 * Here, in the engine, so the server takes them without loading a plugin.
 */
/** The same as deploy/nginx/security-headers.conf. */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "SAMEORIGIN",
  "Content-Security-Policy": "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  // Browsers heed it over HTTPS only: a host serving plain HTTP is unaffected.
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // The portal uses none of these; a third-party script on it cannot either.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};
