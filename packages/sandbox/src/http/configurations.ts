/**
 * Lead and notification configurations: create, read, change, delete, per
 * account. Their answers are mostly undocumented; the sandbox's choices are
 * marked (config-answers).
 */
import type { Request, Response } from "express";
import type { Operation } from "../../../../domain/api-catalogue/index";
import type { Sandbox } from "../sandbox";
import { randomId, type Account, type Configuration } from "../state";
import type { Handler } from "./handlers";
import { callerOf, sendStatus } from "./pipeline";
import { assume, sendBare } from "./respond";

const URL = /^https?:\/\/\S+$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The fields of a configuration from a request body; undefined when the body is not one. */
function leadFields(body: unknown): Omit<Configuration, "id"> | undefined {
  if (!isRecord(body) || typeof body.url !== "string" || !URL.test(body.url)) return undefined;
  if (body.token !== undefined && typeof body.token !== "string") return undefined;
  return { url: body.url, ...(body.token !== undefined ? { token: body.token } : {}) };
}

function notificationFields(body: unknown): Omit<Configuration, "id"> | undefined {
  if (!isRecord(body) || body.method !== "POST" || body.media_type !== "application/json") return undefined;
  if (typeof body.url !== "string" || !URL.test(body.url) || typeof body.token !== "string") return undefined;
  return { method: "POST", url: body.url, media_type: "application/json", token: body.token };
}

interface Kind {
  prefix: "leads" | "notifications";
  store: (account: Account) => Record<string, Configuration>;
  fields: (body: unknown) => Omit<Configuration, "id"> | undefined;
  /** The lead configuration may be in a format other than the marketplace's (401 UNAUTHORIZED). */
  formatCheck: boolean;
  /** Only the lead configuration documents a 404 for an unknown id; the sandbox gives no answer the marketplace does not document. */
  documentsNotFound: boolean;
}

const KINDS: Kind[] = [
  { prefix: "leads", store: (a) => a.leadConfigs, fields: leadFields, formatCheck: true, documentsNotFound: true },
  { prefix: "notifications", store: (a) => a.notificationConfigs, fields: notificationFields, formatCheck: false, documentsNotFound: false },
];

function handlersOf(kind: Kind): Record<string, Handler> {
  /** The account's store, or the 401 of a lead configuration in another format. */
  const storeFor = (res: Response, op: Operation) => {
    const account = callerOf(res).account;
    if (kind.formatCheck && account.leadFormat !== "olx") {
      sendStatus(res, op, 401, "UNAUTHORIZED");
      return undefined;
    }
    assume(res, "config-answers");
    return kind.store(account);
  };
  const existing = (req: Request, res: Response, op: Operation) => {
    const store = storeFor(res, op);
    if (!store) return undefined;
    const id = String(req.params.id);
    if (Object.hasOwn(store, id)) return { store, id };
    if (!kind.documentsNotFound) {
      assume(res, "config-unknown-id");
      return { store, id };
    }
    sendStatus(res, op, 404);
    return undefined;
  };
  return {
    [`${kind.prefix}.create`]: (_s: Sandbox, req, res, op) => {
      const store = storeFor(res, op);
      if (!store) return;
      const fields = kind.fields(req.body);
      if (!fields) return sendBare(res, 400, "bad-body");
      const id = randomId(8);
      store[id] = { id, ...fields };
      res.status(201).json(store[id]);
    },
    [`${kind.prefix}.get`]: (_s, req, res, op) => {
      const found = existing(req, res, op);
      if (found) res.json(found.store[found.id] ?? { id: found.id });
    },
    [`${kind.prefix}.update`]: (_s, req, res, op) => {
      const found = existing(req, res, op);
      if (!found) return;
      const fields = kind.fields(req.body);
      if (!fields) return sendBare(res, 400, "bad-body");
      found.store[found.id] = { id: found.id, ...fields };
      res.json(found.store[found.id]);
    },
    [`${kind.prefix}.delete`]: (_s, req, res, op) => {
      const found = existing(req, res, op);
      if (!found) return;
      delete found.store[found.id];
      res.status(204).end();
    },
  };
}

export const configurationHandlers = (): Record<string, Handler> => Object.assign({}, ...KINDS.map(handlersOf));
