/**
 * What runs before every catalogued call: the rate limit, the body read
 * (JSON or form, at most 1 MB, bad input answered, never thrown) and the
 * token with its scopes, each answered as the catalogue documents it.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { IMPORT_STATUS_CODES } from "../../../../domain/api-catalogue/code-tables";
import { LIMITS, RATE_LIMIT, type Operation } from "../../../../domain/api-catalogue/index";
import type { Sandbox } from "../sandbox";
import type { Account } from "../state";
import { assume, scopesAllow, sendAuthError, sendBare, sendError, sendRateLimited } from "./respond";

export interface Caller {
  account: Account;
  scopes: string[];
}

const statusMessage = (code: number) => String(IMPORT_STATUS_CODES.values.find((v) => v.code === code)!.label);

/** The import answers in its body: 200 with this statusCode. */
export function sendImportCode(res: Response, code: number) {
  assume(res, "http-status");
  res.status(200).json({ statusCode: code, statusMessage: statusMessage(code), errors: [] });
}

export function rateLimit(sandbox: Sandbox, op: Operation | undefined): RequestHandler {
  return (req, res, next) => {
    const ip = req.socket.remoteAddress ?? "";
    const now = sandbox.now();
    if (!sandbox.limiter.blocked(ip, now)) return next();
    if (op?.id === "import.submit") return sendImportCode(res, RATE_LIMIT.importStatusCode);
    sendRateLimited(res, op, sandbox.limiter.secondsLeft(ip, now));
  };
}

const anyType = () => true;
const jsonBody = express.json({ limit: LIMITS.importPayloadBytes, type: anyType, strict: false });
const formBody = express.urlencoded({ limit: "64kb", type: anyType, extended: false });

/** The answer to a body that could not be read: the operation's documented 400 when it has one. */
function badBody(op: Operation, res: Response, tooLarge: boolean) {
  if (tooLarge) assume(res, "body-too-large");
  if (op.id === "import.submit") {
    assume(res, "import-unreadable");
    return sendImportCode(res, -1);
  }
  if (op.id === "oauth.token") {
    assume(res, "oauth-error-body");
    return res.status(400).json({ error: "invalid_request" });
  }
  return sendBadRequest(res, op, "bad-body");
}

/** The operation's 400 for bad input: one about the body or query first, the header one otherwise, none when it documents none. */
export function sendBadRequest(res: Response, op: Operation, why: "bad-body" | "bad-query") {
  const all = op.errors.filter((e) => e.status === 400);
  const documented = all.find((e) => e.message !== "Check the header field(s)") ?? all[0];
  if (!documented) return sendBare(res, 400, why);
  assume(res, why);
  sendError(res, documented);
}

export function readBody(op: Operation): RequestHandler {
  const parser = op.body?.mediaType === "application/x-www-form-urlencoded" ? formBody : jsonBody;
  return (req, res, next) => {
    if (!op.body) return next();
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: string }).type;
      badBody(op, res, type === "entity.too.large");
    });
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Finds the caller by its token (header or body) and checks the operation's scopes. */
export function authenticate(sandbox: Sandbox, op: Operation): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (op.auth.kind !== "bearer" && op.auth.kind !== "body-token") return next();
    const fromBody = op.auth.kind === "body-token";
    const raw = fromBody ? (req.body as Record<string, unknown> | undefined)?.access_token : BEARER.exec(req.get("authorization") ?? "")?.[1];
    const refuse = (why: "missing" | "invalid" | "scope") => {
      if (op.id === "import.submit") {
        assume(res, "import-token");
        return sendImportCode(res, -6);
      }
      return fromBody ? sendBare(res, 401, "auth-error") : sendAuthError(res, op, why);
    };
    if (typeof raw !== "string" || raw === "") return refuse("missing");
    const token = Object.hasOwn(sandbox.state.tokens, raw) ? sandbox.state.tokens[raw] : undefined;
    const account = token && sandbox.account(token.accountId);
    if (!token || !account) return refuse("invalid");
    const allowed = scopesAllow(op, token.scopes);
    if (allowed === false) return refuse("scope");
    if (allowed === "undocumented") assume(res, "scope-undocumented");
    res.locals.caller = { account, scopes: token.scopes } satisfies Caller;
    next();
  };
}

export const callerOf = (res: Response): Caller => res.locals.caller as Caller;

export { sendStatusOrBare as sendStatus } from "./respond";
