/**
 * What the server decides before any page is looked up, and how it ends
 * requests that went wrong:
 *  - only GET and HEAD read a page: OPTIONS answers 204 with `Allow`, any
 *    other method 405 with `Allow` and the portal's error page;
 *  - a path no page can have (undecodable, control characters, too long)
 *    gets the portal's 400 or 414 page before routing (Remix's router
 *    would otherwise fail on it with a bare error page);
 *  - each client error is logged as one line; only server errors log a stack.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import { rejectedPath } from "../core/routing";
import type * as AppLog from "../app/log.server";

/** The app's log (app/log.server.ts), from the app build: one flood limit for the server's lines and the app's. */
type Log = Pick<typeof AppLog, "logClientError" | "logServerError">;
import type { SiteIndex } from "../app/content.server";
import type { RejectedStatus } from "../app/request-context.server";

export const ALLOWED_METHODS = "GET, HEAD";

declare global {
  namespace Express {
    interface Locals {
      /** Set when the request is answered with an error page before routing. */
      rejectedStatus?: RejectedStatus;
      /** The site this request is answered from, asked for once (server/app.ts). */
      site?: Promise<SiteIndex>;
    }
  }
}

/** Marks requests to be answered with an error page; OPTIONS is answered here. */
export const screenRequests: RequestHandler = (req, res, next) => {
  if (req.method === "OPTIONS") {
    res.setHeader("Allow", `${ALLOWED_METHODS}, OPTIONS`);
    return void res.status(204).end();
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", ALLOWED_METHODS);
    res.locals.rejectedStatus = 405;
  } else {
    res.locals.rejectedStatus = rejectedPath(req.path)?.status;
  }
  next();
};

/** Requests marked by screenRequests skip the static files and go straight to the page renderer. */
export const unlessRejected =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    res.locals.rejectedStatus ? next() : handler(req, res, next);

/** Longer URLs are cut in the log: a 414 for an 8 kB path is one short line, not 8 kB. */
const LOGGED_URL_CHARS = 200;
const loggedUrl = (url: string) => (url.length > LOGGED_URL_CHARS ? `${url.slice(0, LOGGED_URL_CHARS)}…(${url.length} chars)` : url);

/** One line per client error, the URL quoted and escaped so CR/LF in it cannot forge log lines (app/log.server.ts). */
export const logClientErrors =
  ({ logClientError }: Log): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    res.on("finish", () => {
      if (res.statusCode >= 400 && res.statusCode < 500) logClientError(res.statusCode, req.method, loggedUrl(req.originalUrl));
    });
    next();
  };

/**
 * Last resort. Errors that carry a client status (a file's unsatisfiable
 * range: 416, a malformed path: 400) keep it, with their headers; anything
 * else is a 500 with its stack in the log. The server keeps running.
 */
export const answerErrors =
  ({ logServerError }: Log): ErrorRequestHandler =>
  (error, _req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode);
    const clientError = status >= 400 && status < 500;
    if (!clientError) logServerError(error);
    if (res.headersSent) return void res.end();
    for (const [name, value] of Object.entries<string>(error?.headers ?? {})) res.setHeader(name, value);
    res
      .status(clientError ? status : 500)
      .type("text/plain")
      .send(clientError ? `${status}` : "500 Internal Server Error");
  };
