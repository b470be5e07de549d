/**
 * One handler per call of the catalogue (by operation id), after the rate
 * limit, the body and the token were checked (pipeline.ts). mount() refuses
 * to start when a catalogued call has no handler here.
 */
import type { Request, Response } from "express";
import { LIMITS, type Operation } from "../../../../domain/api-catalogue/index";
import { adStatusOf, adUrl, importStatus, listingStatusOf, submitImport } from "../ads";
import { applyBump, balanceOf, queryBumps } from "../bumps";
import { renewAds } from "../renewal";
import type { Sandbox } from "../sandbox";
import { activateVehicleHistory, removeVehicleHistory, vehicleHistoryOf } from "../vehicle-history";
import { authorizePage, exchangeToken } from "./oauth-pages";
import { callerOf, sendBadRequest, sendStatus } from "./pipeline";
import { assume, sendBare } from "./respond";
import { configurationHandlers } from "./configurations";
import { notify } from "../deliveries";

export type Handler = (sandbox: Sandbox, req: Request, res: Response, op: Operation) => void | Promise<void>;

const param = (req: Request, name: string) => String(req.params[name] ?? "");

function importSubmit(sandbox: Sandbox, req: Request, res: Response) {
  const body = submitImport(sandbox.state, callerOf(res).account, req.body, sandbox.now());
  assume(res, "http-status");
  if (body.errors.some((e) => e.messages.some((m) => !/^[A-Z0-9_]+$/.test(m.category)))) assume(res, "import-category");
  if (body.statusCode === -7) assume(res, "import-slots");
  res.status(200).json(body);
}

function importStatusHandler(sandbox: Sandbox, req: Request, res: Response) {
  const body = importStatus(sandbox.state, callerOf(res).account.id, param(req, "token"), sandbox.now());
  if (!body) return void res.status(404).end();
  assume(res, "http-status");
  res.status(200).json(body);
}

const PAGE_TOKEN = /^[A-Za-z0-9_-]+$/;
const pageToken = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
function offsetOf(token: unknown): number | undefined {
  if (token === undefined) return 0;
  if (typeof token !== "string" || !PAGE_TOKEN.test(token)) return undefined;
  try {
    const o = (JSON.parse(Buffer.from(token, "base64url").toString()) as { o?: unknown }).o;
    return typeof o === "number" && Number.isInteger(o) && o >= 0 ? o : undefined;
  } catch {
    return undefined;
  }
}

function listAds(sandbox: Sandbox, req: Request, res: Response, op: Operation) {
  const { page_token: token, ads_status: status, fetch_size: size } = req.query;
  const offset = offsetOf(token);
  const max = LIMITS.listingPageSize.max;
  const fetchSize = size === undefined ? LIMITS.listingPageSize.default : typeof size === "string" && /^\d+$/.test(size) ? Number(size) : NaN;
  if (offset === undefined || !(fetchSize >= 1 && fetchSize <= max) || (status !== undefined && typeof status !== "string"))
    return sendBadRequest(res, op, "bad-query");
  const all = Object.values(callerOf(res).account.ads).filter((ad) => status === undefined || listingStatusOf(ad) === status);
  const page = all.slice(offset, offset + fetchSize);
  const data = page.map((ad) => ({ id: ad.id, ...(ad.listId ? { list_id: ad.listId } : {}), status: listingStatusOf(ad) }));
  if (all.some((ad) => ad.phase === "expired")) assume(res, "expired-status");
  res.json({ data, current_token: pageToken(offset), next_token: offset + fetchSize < all.length ? pageToken(offset + fetchSize) : null });
}

function listAdsDeprecated(sandbox: Sandbox, _req: Request, res: Response) {
  const since = Date.UTC(2025, 10, 17) / 1000;
  res.setHeader("deprecation", `@${since}`);
  res.setHeader("sunset", new Date(since * 1000).toUTCString());
  res.setHeader("link", '</autoupload/v1/published>; rel="successor-version"');
  assume(res, "deprecated-listing");
  assume(res, "http-status");
  res.status(200).json(Object.values(callerOf(res).account.ads).flatMap((ad) => (ad.listId ? [{ id: ad.id, list_id: ad.listId }] : [])));
}

function adStatus(sandbox: Sandbox, req: Request, res: Response) {
  const listId = param(req, "list_id");
  const ad = Object.values(callerOf(res).account.ads).find((a) => a.listId === listId);
  if (!ad) return void res.status(404).end();
  if (ad.phase === "expired") assume(res, "expired-status");
  res.json({
    id: ad.id,
    list_id: listId,
    status: adStatusOf(ad),
    message: ad.messages,
    url: adUrl(listId),
    last_update: new Date(ad.lastUpdate).toISOString().replace(/\.\d{3}Z$/, "Z"),
  });
}

function balance(sandbox: Sandbox, _req: Request, res: Response, op: Operation) {
  const plan = callerOf(res).account.plan;
  if (!plan.controlsLimits) return sendStatus(res, op, 410);
  res.json(balanceOf(plan));
}

function bumpsQuery(sandbox: Sandbox, req: Request, res: Response) {
  const raw = req.query.ad_ids;
  const ids =
    typeof raw === "string"
      ? raw
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  if (!ids.length) assume(res, "bump-query-empty");
  assume(res, "ad-id");
  res.json(queryBumps(callerOf(res).account, ids, sandbox.now()));
}

function bumpApply(sandbox: Sandbox, req: Request, res: Response, op: Operation) {
  const result = applyBump(callerOf(res).account, param(req, "ad_id"), sandbox.now());
  assume(res, "ad-id");
  if (!result.ok) {
    if (result.status === 422) assume(res, "bump-not-published");
    return sendStatus(res, op, result.status);
  }
  assume(res, "bump-dates");
  res.json({ next_bumps: result.nextBumps });
}

function renewals(sandbox: Sandbox, req: Request, res: Response, op: Operation) {
  const result = renewAds(sandbox.state, callerOf(res).account, req.body, sandbox.now());
  if (!result.ok) return sendStatus(res, op, 400);
  assume(res, "ad-id");
  sandbox.track(notify(sandbox.state, result.events, sandbox.now()));
  res.json(result.body);
}

function hvGet(sandbox: Sandbox, req: Request, res: Response, op: Operation) {
  const body = vehicleHistoryOf(callerOf(res).account, param(req, "clientAdId"));
  return body ? void res.json(body) : sendStatus(res, op, 404);
}

function hvActivate(sandbox: Sandbox, req: Request, res: Response, op: Operation) {
  const result = activateVehicleHistory(callerOf(res).account, param(req, "clientAdId"), req.body, sandbox.now());
  if (result === "not-found") return sendStatus(res, op, 404);
  if (result === "invalid") return sendStatus(res, op, 400);
  if (result === "activated") return void res.status(200).end();
  assume(res, "hv-unchanged");
  res.status(200).json({ message: "Vehicle history already requested." });
}

function hvRemove(sandbox: Sandbox, req: Request, res: Response, op: Operation) {
  if (!removeVehicleHistory(callerOf(res).account, param(req, "clientAdId"), sandbox.now())) return sendStatus(res, op, 404);
  sendBare(res, 200, "hv-remove");
}

function basicUserInfo(sandbox: Sandbox, _req: Request, res: Response) {
  const { account } = callerOf(res);
  assume(res, "http-status");
  res.status(200).json({ user_name: account.userName, user_email: account.userEmail });
}

/** Lookups answer the catalogue's own example excerpt. */
function lookup(sandbox: Sandbox, _req: Request, res: Response, op: Operation) {
  assume(res, "lookups-excerpt");
  assume(res, "http-status");
  res.status(200).json(op.answers[0].examples![0].value);
}

function chatActivate(sandbox: Sandbox, req: Request, res: Response) {
  const webhook = (req.body as Record<string, unknown> | undefined)?.webhook;
  if (typeof webhook !== "string" || !/^https?:\/\/\S+$/.test(webhook)) return sendBare(res, 400, "bad-body");
  const account = callerOf(res).account;
  const created = account.chatWebhook === undefined;
  account.chatWebhook = webhook;
  res.status(created ? 201 : 200).end();
}

function chatDeactivate(sandbox: Sandbox, _req: Request, res: Response) {
  const account = callerOf(res).account;
  if (account.chatWebhook === undefined) return sendBare(res, 400, "chat-no-webhook");
  delete account.chatWebhook;
  res.status(200).end();
}

function chatSend(sandbox: Sandbox, req: Request, res: Response) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const account = callerOf(res).account;
  if (!["textMessage", "messageId", "chatId"].every((k) => typeof body[k] === "string" && body[k] !== "")) return void res.status(400).end();
  if (account.chatWebhook === undefined) return void res.status(400).end();
  account.chatReplies.push({ chatId: body.chatId as string, messageId: body.messageId as string, textMessage: body.textMessage as string, at: sandbox.now() });
  res.status(200).end();
}

const LOOKUP_IDS = [
  "carBrands",
  "carModels",
  "carVersions",
  "motoBrands",
  "motoModels",
  "motoVersions",
  "motoEngineSizes",
  "cellphoneBrands",
  "cellphoneModels",
];

export const HANDLERS: Record<string, Handler> = {
  "oauth.authorize": authorizePage,
  "oauth.token": exchangeToken,
  "oauth.basicUserInfo": basicUserInfo,
  "import.submit": importSubmit,
  "import.status": importStatusHandler,
  "ads.list": listAds,
  "ads.listDeprecated": listAdsDeprecated,
  "ads.status": adStatus,
  ...Object.fromEntries(LOOKUP_IDS.map((id) => [`lookups.${id}`, lookup])),
  "balance.get": balance,
  "bumps.query": bumpsQuery,
  "bumps.apply": bumpApply,
  "chat.activate": chatActivate,
  "chat.deactivate": chatDeactivate,
  "chat.send": chatSend,
  "vehicleHistory.get": hvGet,
  "vehicleHistory.activate": hvActivate,
  "vehicleHistory.remove": hvRemove,
  "renewals.renew": renewals,
  ...configurationHandlers(),
};
