/**
 * Answers built from the call catalogue: an error is one of the operation's
 * documented entries (status, reason, literal message, body or none), and
 * whatever the catalogue leaves open is marked with X-Sandbox-Assumption.
 */
import type { Response } from "express";
import { OPERATIONS, RATE_LIMIT, isUndocumented, type ErrorEntry, type Operation, type Scope } from "../../../../domain/api-catalogue/index";
import type { AssumptionId } from "../assumptions";

export const NOT_DOCUMENTED_MESSAGE = "Message not documented";

/** Adds an assumption id to the answer's X-Sandbox-Assumption header. */
export function assume(res: Response, id: AssumptionId) {
  const current = res.getHeader("x-sandbox-assumption");
  const ids = typeof current === "string" ? current.split(", ") : [];
  if (!ids.includes(id)) res.setHeader("x-sandbox-assumption", [...ids, id].join(", "));
}

/** Sends a documented error entry: `{reason, message}` when the catalogue gives a body, nothing otherwise. */
export function sendError(res: Response, entry: ErrorEntry) {
  const status = typeof entry.status === "number" ? entry.status : 400;
  const body = entry.body ?? "reason-message";
  if (body !== "reason-message" || (typeof entry.reason !== "string" && typeof entry.message !== "string")) {
    res.status(status).end();
    return;
  }
  if (typeof entry.reason !== "string") {
    // Only the message is documented ("Configurations not found"), but the marketplace's error body always
    // carries a reason (openapi.json's ErrorBody requires it): the one its other errors of that status send.
    assume(res, "reason-undocumented");
    res.status(status).json({ reason: reasonOfStatus(status), message: entry.message });
    return;
  }
  if (typeof entry.message !== "string") assume(res, "message-undocumented");
  res.status(status).json({ reason: entry.reason, message: typeof entry.message === "string" ? entry.message : NOT_DOCUMENTED_MESSAGE });
}

/**
 * The reason the catalogue documents for every other error of this status
 * (404: NOT_FOUND, for ads, vehicle history and renewal), for an error whose
 * own reason the marketplace does not show.
 */
export function reasonOfStatus(status: number): string {
  const reasons = new Set(OPERATIONS.flatMap((op) => op.errors).flatMap((e) => (e.status === status && typeof e.reason === "string" ? [e.reason] : [])));
  return reasons.size === 1 ? [...reasons][0] : "UNDOCUMENTED";
}

/** A status with no body, because the catalogue documents none for this case. */
export function sendBare(res: Response, status: number, assumption: AssumptionId) {
  assume(res, assumption);
  res.status(status).end();
}

export function errorOf(op: Operation, status: number, reason?: string): ErrorEntry | undefined {
  return op.errors.find((e) => e.status === status && (reason === undefined || e.reason === reason));
}

const HEADER_MISSING = (e: ErrorEntry) => e.status === 400 && e.reason === "BAD_REQUEST" && e.message === "Check the header field(s)";
const TOKEN_REFUSED = (e: ErrorEntry) =>
  e.status === 401 && (e.reason === "ACCESS_DENIED" || e.reason === "ACCESS_TOKEN_NOT_FOUND" || isUndocumented(e.reason));

/** Why a bearer call is refused, answered with the operation's own entry when it has one. */
export function sendAuthError(res: Response, op: Operation, why: "missing" | "invalid" | "scope") {
  const scopeEntry = why === "scope" ? op.errors.find((e) => e.reason === "ACCESS_SCOPE_DENIED") : undefined;
  const entry = scopeEntry ?? (why === "missing" ? op.errors.find(HEADER_MISSING) : undefined) ?? op.errors.find(TOKEN_REFUSED);
  if (!entry) return sendBare(res, 401, "auth-error");
  if (why === "scope" && !scopeEntry) assume(res, "scope-error");
  sendError(res, entry);
}

/** The scopes a token needs for an operation: any of a list, all of a list, or none documented. */
export function scopesAllow(op: Operation, granted: readonly string[]): boolean | "undocumented" {
  if (op.auth.kind !== "bearer" && op.auth.kind !== "body-token") return true;
  const rule = op.auth.scopes;
  if (isUndocumented(rule)) return "undocumented";
  const has = (s: Scope) => granted.includes(s);
  return "all" in rule ? rule.all.every(has) : rule.any.some(has);
}

/** 429 with the documented body; where an operation documents only the status, the same body is marked as assumed. */
export function sendRateLimited(res: Response, op: Operation | undefined, retryAfterSeconds: number) {
  const documented = op?.errors.some((e) => e.status === RATE_LIMIT.status && e.reason === RATE_LIMIT.reason);
  if (!documented) assume(res, "rate-limit-body");
  res.setHeader("retry-after", String(retryAfterSeconds));
  res.status(RATE_LIMIT.status).json({ reason: RATE_LIMIT.reason, message: RATE_LIMIT.message });
}

/** An operation's documented error by status (and reason), or the bare status when it has none. */
export function sendStatusOrBare(res: Response, op: Operation, status: number, reason?: string) {
  const entry = errorOf(op, status, reason);
  return entry ? sendError(res, entry) : sendBare(res, status, "bad-body");
}
