/**
 * The HTTP face of the sandbox: every call of the catalogue at its path
 * (rate limit, body, token, then its handler), the consent page, the control
 * endpoints, a 404 for anything else, and a 500 with the documented body
 * instead of a crash.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Server } from "node:http";
import { OPERATIONS, type Operation } from "../../../domain/api-catalogue/index";
import { controlRouter, type Fault } from "./http/control";
import { cors } from "./http/cors";
import { HANDLERS } from "./http/handlers";
import { consent, redirectBack } from "./http/oauth-pages";
import { authenticate, rateLimit, readBody, sendImportCode } from "./http/pipeline";
import { assume, sendBare, sendStatusOrBare } from "./http/respond";
import { checkAuthorization } from "./oauth";
import { Sandbox, type SandboxOptions } from "./sandbox";

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** The next call of an operation answers the fault a test asked for (control /_sandbox/faults). */
function injectFault(sandbox: Sandbox, faults: Map<string, Fault>, op: Operation): RequestHandler {
  return (req, res, next) => {
    const fault = faults.get(op.id);
    if (!fault) return next();
    faults.delete(op.id);
    if (op.id === "import.submit") return sendImportCode(res, fault.statusCode ?? -5);
    if (op.id === "oauth.token") return void res.status(400).json({ error: fault.error ?? "unauthorized_client" });
    if (op.id === "oauth.authorize") {
      const check = checkAuthorization(sandbox.state, req.query);
      const target = check.ok ? check.request : !check.show ? check : undefined;
      if (target) return redirectBack(res, target.redirectUri, { error: fault.error ?? "server_error", state: target.state });
    }
    sendStatusOrBare(res, op, fault.status ?? 500, fault.reason);
  };
}

export function createApp(sandbox: Sandbox): express.Express {
  const app = express();
  const faults = new Map<string, Fault>();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(cors);
  app.use("/_sandbox", controlRouter(sandbox, faults));
  if (sandbox.options.recordAnswers) {
    app.use((_req, res, next) => {
      res.on("finish", () => sandbox.answers.push({ operation: String(res.locals.operation ?? ""), status: res.statusCode }));
      next();
    });
  }
  app.use((_req, _res, next) => {
    sandbox.tick();
    next();
  });
  for (const op of OPERATIONS) {
    const handler = HANDLERS[op.id];
    if (!handler) throw new Error(`sandbox: a chamada ${op.id} do catálogo não tem handler (packages/sandbox/src/http/handlers.ts)`);
    const run: RequestHandler = (req, res, next) => void Promise.resolve(handler(sandbox, req, res, op)).catch(next);
    const method = op.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    const named: RequestHandler = (_req, res, next) => {
      res.locals.operation = op.id;
      next();
    };
    app[method](expressPath(op.path), named, rateLimit(sandbox, op), injectFault(sandbox, faults, op), readBody(op), authenticate(sandbox, op), run);
  }
  app.post("/oauth/consent", rateLimit(sandbox, undefined), express.urlencoded({ extended: false, limit: "64kb" }), (req, res) => consent(sandbox, req, res));
  app.use(rateLimit(sandbox, undefined), (_req: Request, res: Response) => sendBare(res, 404, "unknown-route"));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // A request the parsers or a handler could not take: the documented 500 body, never a crash.
    if (res.headersSent) return void res.end();
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) return sendBare(res, status, "bad-body");
    assume(res, "http-status");
    res.status(500).json({ reason: "UNEXPECTED_INTERNAL_ERROR", message: "Unexpected internal error. Try again later" });
  });
  return app;
}

export interface RunningSandbox {
  sandbox: Sandbox;
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Starts a sandbox on 127.0.0.1 (port 0: any free port). */
export async function startSandbox(options: SandboxOptions & { port?: number } = {}): Promise<RunningSandbox> {
  const sandbox = new Sandbox(options);
  const app = createApp(sandbox);
  // Ads move and notifications go out on the real clock too, not only when a request arrives.
  const ticker = setInterval(() => sandbox.tick(), 1000);
  ticker.unref();
  const saver = options.stateFile ? setInterval(() => sandbox.save(), 2000) : undefined;
  saver?.unref();
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port ?? 0, "127.0.0.1");
    server.requestTimeout = 30_000;
    server.headersTimeout = 10_000;
    server.once("error", reject);
    server.once("listening", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      const close = async () => {
        clearInterval(ticker);
        if (saver) clearInterval(saver);
        const closed = new Promise<void>((done) => server.close(() => done()));
        server.closeAllConnections();
        await closed;
        await sandbox.settle();
        sandbox.save();
      };
      resolve({ sandbox, server, url: `http://127.0.0.1:${port}`, close });
    });
  });
}
