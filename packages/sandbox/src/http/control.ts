/**
 * The control endpoints under /_sandbox: what an integrator's test needs to
 * drive the marketplace's side (advance the clock, a buyer sends a message,
 * a lead arrives, an ad is refused or expires, a call fails) and to look at
 * what was delivered. Answers in JSON; errors with a pt-BR `erro`.
 */
import express, { type Request, type Response, type Router } from "express";
import { REASON_TAGS } from "../../../../domain/api-catalogue/code-tables";
import { OPERATIONS } from "../../../../domain/api-catalogue/index";
import { findAd, moveAd } from "../ads";
import { ASSUMPTIONS } from "../assumptions";
import { parseDuration } from "../clock";
import { chatMessageBody, deliver, leadBody, notify } from "../deliveries";
import { registerClient } from "../oauth";
import type { Sandbox } from "../sandbox";
import { DEFAULT_ACCOUNT, initialState, newAccount, type Account } from "../state";
import { VEHICLE_HISTORY_STATUSES } from "../vehicle-history";
import { HOSTS } from "../hosts";

export interface Fault {
  status?: number;
  reason?: string;
  /** OAuth error code (authorization and token exchange). */
  error?: string;
  /** Import statusCode (-1, -5, ...). */
  statusCode?: number;
}

const fail = (res: Response, status: number, erro: string) => void res.status(status).json({ erro });
const body = (req: Request) => (typeof req.body === "object" && req.body !== null ? (req.body as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

function accountOf(sandbox: Sandbox, req: Request, res: Response): Account | undefined {
  const id = text(body(req).account) ?? text(req.query.account) ?? DEFAULT_ACCOUNT;
  const account = sandbox.account(id);
  if (!account) fail(res, 404, `conta "${id}" não existe`);
  return account;
}

function clockRoute(sandbox: Sandbox) {
  return async (req: Request, res: Response) => {
    const ms = parseDuration(body(req).advance);
    if (ms === undefined) return fail(res, 400, 'informe "advance": segundos, ou texto como "90s", "10m", "7d"');
    sandbox.clock.advance(ms);
    sandbox.tick();
    await sandbox.settle();
    res.json({ now: new Date(sandbox.now()).toISOString(), offsetMs: sandbox.state.clockOffsetMs });
  };
}

function accountRoute(sandbox: Sandbox) {
  return (req: Request, res: Response) => {
    const b = body(req);
    const id = text(b.id);
    if (!id || !/^[\w.@-]{1,64}$/.test(id)) return fail(res, 400, 'informe "id" da conta (letras, dígitos, ".", "@", "-", "_")');
    const account = sandbox.account(id) ?? (sandbox.state.accounts[id] = newAccount(id, sandbox.now()));
    const plan = account.plan;
    const count = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : undefined);
    plan.ads.total = count(b.adsTotal) ?? plan.ads.total;
    plan.bumps.plan.total = count(b.bumpsTotal) ?? plan.bumps.plan.total;
    plan.bumps.additional.total = count(b.additionalBumpsTotal) ?? plan.bumps.additional.total;
    plan.bumpDates = count(b.bumpDates) ?? plan.bumpDates;
    if (typeof b.controlsLimits === "boolean") plan.controlsLimits = b.controlsLimits;
    if (typeof b.importAllowed === "boolean") plan.importAllowed = b.importAllowed;
    if (b.leadFormat === "olx" || b.leadFormat === "other") account.leadFormat = b.leadFormat;
    res.json({ id: account.id, plan, leadFormat: account.leadFormat });
  };
}

const CONTROL_STATUSES = ["refused", "expired"] as const;

function adStatusRoute(sandbox: Sandbox) {
  return async (req: Request, res: Response) => {
    const account = accountOf(sandbox, req, res);
    if (!account) return;
    const ad = findAd(account, String(req.params.id));
    const b = body(req);
    if (!ad) return fail(res, 404, `anúncio "${req.params.id}" não existe na conta`);
    if (b.status === "expired" && ad.phase !== "published") return fail(res, 409, "só um anúncio publicado expira");
    if (b.status === "refused") {
      const tag = text(b.reason_tag) ?? "GENERIC_REFUSED";
      if (!REASON_TAGS.values.some((v) => v.code === tag)) return fail(res, 400, `reason_tag "${tag}" não é uma tag de recusa documentada`);
      ad.reasonTag = tag;
      ad.messages = [{ error: text(b.message) ?? "REFUSED_GENERIC" }];
    } else if (b.status !== "expired") return fail(res, 400, `status deve ser um de: ${CONTROL_STATUSES.join(", ")}`);
    const event = moveAd(sandbox.state, account.id, ad, b.status, b.status, sandbox.now());
    await sandbox.track(notify(sandbox.state, [event], sandbox.now()));
    res.json({ id: ad.id, phase: ad.phase });
  };
}

function leadRoute(sandbox: Sandbox) {
  return async (req: Request, res: Response) => {
    const account = accountOf(sandbox, req, res);
    if (!account) return;
    const b = body(req);
    const ad = findAd(account, String(b.ad ?? ""));
    if (!ad?.listId) return fail(res, 400, 'informe "ad": o id ou list_id de um anúncio já publicado');
    const configs = Object.values(account.leadConfigs);
    if (!configs.length) return fail(res, 409, "a conta não tem configuração de leads (POST /autoservice/v1/lead)");
    const lead = leadBody({ ...ad, listId: ad.listId }, b as never, sandbox.now());
    const deliveries = await sandbox.track(Promise.all(configs.map((c) => deliver(sandbox.state, "lead", c.url, lead, c.token, sandbox.now()))));
    res.json({ deliveries });
  };
}

function chatRoute(sandbox: Sandbox) {
  return async (req: Request, res: Response) => {
    const account = accountOf(sandbox, req, res);
    if (!account) return;
    const b = body(req);
    const ad = findAd(account, String(b.ad ?? ""));
    if (!ad?.listId) return fail(res, 400, 'informe "ad": o id ou list_id de um anúncio já publicado');
    if (!account.chatWebhook) return fail(res, 409, "a conta não tem webhook de chat (POST /autoservice/v1/chat)");
    const message = chatMessageBody(ad.listId, b as never, sandbox.now());
    res.json({ delivery: await sandbox.track(deliver(sandbox.state, "chat", account.chatWebhook, message, undefined, sandbox.now())) });
  };
}

function vehicleHistoryRoute(sandbox: Sandbox) {
  return (req: Request, res: Response) => {
    const account = accountOf(sandbox, req, res);
    const ad = account && findAd(account, String(req.params.id));
    const status = body(req).status;
    if (!account) return;
    if (!ad?.vehicleHistory) return fail(res, 404, `anúncio "${req.params.id}" não tem histórico veicular`);
    if (!VEHICLE_HISTORY_STATUSES.includes(status as never)) return fail(res, 400, `status deve ser um de: ${VEHICLE_HISTORY_STATUSES.join(", ")}`);
    ad.vehicleHistory = { ...ad.vehicleHistory, status: status as never, since: sandbox.now() };
    res.json({ id: ad.id, vehicle_history: ad.vehicleHistory.status });
  };
}

function faultRoute(faults: Map<string, Fault>) {
  return (req: Request, res: Response) => {
    const b = body(req);
    const operation = text(b.operation);
    if (!operation || !OPERATIONS.some((o) => o.id === operation))
      return fail(res, 400, `operation deve ser o id de uma chamada: ${OPERATIONS.map((o) => o.id).join(", ")}`);
    const fault: Fault = {
      status: typeof b.status === "number" ? b.status : undefined,
      reason: text(b.reason),
      error: text(b.error),
      statusCode: typeof b.statusCode === "number" ? b.statusCode : undefined,
    };
    faults.set(operation, fault);
    res.json({ operation, fault, note: "vale para a próxima chamada desta operação" });
  };
}

export function controlRouter(sandbox: Sandbox, faults: Map<string, Fault>): Router {
  const router = express.Router();
  router.use(express.json({ limit: "64kb", type: () => true }));
  router.get("/", (_req, res) =>
    res.json({
      hosts: HOSTS,
      now: new Date(sandbox.now()).toISOString(),
      accounts: Object.keys(sandbox.state.accounts),
      clients: Object.keys(sandbox.state.clients),
    }),
  );
  router.get("/assumptions", (_req, res) => res.json(ASSUMPTIONS));
  router.post("/clock", clockRoute(sandbox));
  router.post("/clients", (req, res) => {
    const b = body(req);
    const problem = registerClient(sandbox.state, b.client_id, b.client_secret, b.redirect_uris);
    return problem ? fail(res, 400, problem) : void res.status(201).json({ client_id: b.client_id, redirect_uris: b.redirect_uris });
  });
  router.post("/accounts", accountRoute(sandbox));
  router.post("/ads/:id/status", adStatusRoute(sandbox));
  router.post("/vehicle-history/:id", vehicleHistoryRoute(sandbox));
  router.post("/leads", leadRoute(sandbox));
  router.post("/chat/messages", chatRoute(sandbox));
  router.get("/chat/replies", (req, res) => {
    const account = accountOf(sandbox, req, res);
    if (account) res.json(account.chatReplies);
  });
  router.get("/deliveries", async (_req, res) => res.json(await sandbox.settle()));
  router.post("/faults", faultRoute(faults));
  router.post("/reset", (_req, res) => {
    Object.assign(sandbox.state, initialState(Date.now(), sandbox.options));
    faults.clear();
    res.json({ ok: true });
  });
  return router;
}
