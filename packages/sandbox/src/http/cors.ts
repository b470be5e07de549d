/**
 * CORS for the portal's "Testar" panel: the browser reads the sandbox's
 * answers only if the sandbox says the page's origin may. Allowed: the
 * published portal and any page served from this computer (127.0.0.1 or
 * localhost on any port: `npm start`, `npm run dev`, a preview of the export).
 * No cookies are involved (the token travels in a header or the body), so no
 * credentials are allowed. Written here rather than with the `cors` package:
 * Chrome asks, before a public page may call a loopback address, with a
 * Private Network Access preflight, which that package does not answer.
 */
import type { RequestHandler } from "express";
import { PORTAL_ORIGIN } from "../hosts";

const LOCAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

/** May a page of this origin read the sandbox's answers? */
export const corsAllowed = (origin: string) => origin === PORTAL_ORIGIN || LOCAL_ORIGIN.test(origin);

/** Headers a page may read besides the CORS-safelisted ones: the sandbox's own and those the catalogue documents. */
const EXPOSED = ["x-sandbox-assumption", "retry-after", "deprecation", "sunset", "link", "location"].join(", ");
const METHODS = "GET, POST, PUT, PATCH, DELETE";

export const cors: RequestHandler = (req, res, next) => {
  const origin = req.get("origin");
  res.vary("Origin");
  if (!origin || !corsAllowed(origin)) return next();
  res.setHeader("Access-Control-Allow-Origin", origin);
  res.setHeader("Access-Control-Expose-Headers", EXPOSED);
  const preflight = req.method === "OPTIONS" && req.get("access-control-request-method");
  if (!preflight) return next();
  res.setHeader("Access-Control-Allow-Methods", METHODS);
  const asked = req.get("access-control-request-headers");
  if (asked) res.setHeader("Access-Control-Allow-Headers", asked);
  if (req.get("access-control-request-private-network") === "true") res.setHeader("Access-Control-Allow-Private-Network", "true");
  res.setHeader("Access-Control-Max-Age", "600");
  res.status(204).end();
};
