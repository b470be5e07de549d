/**
 * Ads and imports: a batch is checked with the validator's rules (the same
 * module as the portal's validator page), then each ad moves through its
 * phases on the sandbox clock, one step at a time:
 *   insert/edit: pending → queued → published   (refused, expired: by control)
 *   delete:      pending → deleted
 *   renewal:     expired → renewing → published
 * The API shows several vocabularies (import, ad status, listing,
 * notification); each is read from the one phase here.
 */
import { IMPORT_STATUS_CODES } from "../../../domain/api-catalogue/code-tables";
import { LIMITS } from "../../../domain/api-catalogue/index";
import { checkEnvelope } from "../../validador/src/index";
import { randomId, type Account, type Ad, type AdPhase, type SandboxState } from "./state";

export interface ImportAnswer {
  token?: string;
  statusCode: number;
  statusMessage: string;
  errors: { id: string; status: string; messages: { category: string }[] }[];
}

/** A change of status the integrator is told about (AD_STATUS). */
export interface AdStatusEvent {
  accountId: string;
  ad: Ad;
  status: string;
  operation: "INSERT" | "MODIFY" | "DELETE";
  at: number;
}

const statusMessage = (code: number) => String(IMPORT_STATUS_CODES.values.find((v) => v.code === code)!.label);
const answer = (statusCode: number, extra: Partial<ImportAnswer> = {}): ImportAnswer => ({
  statusCode,
  statusMessage: statusMessage(statusCode),
  errors: [],
  ...extra,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const AD_INDEX = /^ad_list\[(\d+)\]/;

/** Per-ad errors: the validator's findings of severity error, with the marketplace's category when the rule names one. */
function adErrors(body: Record<string, unknown>, ads: unknown[]): ImportAnswer["errors"] {
  const byIndex = new Map<number, Set<string>>();
  for (const finding of checkEnvelope(body)) {
    const index = AD_INDEX.exec(finding.path)?.[1];
    if (finding.severity !== "error" || index === undefined) continue;
    const set = byIndex.get(Number(index)) ?? new Set<string>();
    set.add(finding.code ?? finding.rule);
    byIndex.set(Number(index), set);
  }
  return [...byIndex].map(([index, categories]) => {
    const ad = ads[index];
    const id = isRecord(ad) && (typeof ad.id === "string" || typeof ad.id === "number") ? String(ad.id) : "";
    return { id, status: "error", messages: [...categories].map((category) => ({ category })) };
  });
}

type Operation = Ad["operation"];
const operationOf = (ad: Record<string, unknown>): Operation => (ad.operation === "delete" || ad.operation === "edit" ? ad.operation : "insert");

/** Ads that take a slot: an id the account does not have, or had and deleted (it returns as a new insert). */
function newInserts(account: Account, ads: Record<string, unknown>[]): number {
  return ads.filter((ad) => operationOf(ad) !== "delete" && (!account.ads[String(ad.id)] || account.ads[String(ad.id)].phase === "deleted")).length;
}

/** PUT /autoupload/import after the token was accepted: the answer, and the ads recorded when it is 0. */
export function submitImport(state: SandboxState, account: Account, body: unknown, now: number): ImportAnswer {
  if (!isRecord(body)) return answer(-1);
  if (!Array.isArray(body.ad_list) || body.ad_list.length === 0) return answer(-3);
  if (!account.plan.importAllowed) return answer(-6);
  const errors = adErrors(body, body.ad_list);
  if (errors.length) return answer(-4, { errors });
  const ads = body.ad_list as Record<string, unknown>[];
  const plan = account.plan;
  const needed = newInserts(account, ads);
  const free = plan.ads.total - plan.ads.performed;
  if (plan.controlsLimits && needed > free) {
    return { statusCode: -7, statusMessage: statusMessage(-7).replace('"n"', `"${needed}"`).replace('"f"', `"${free}"`), errors: [] };
  }
  plan.ads.performed += needed;
  const token = randomId(10);
  state.imports[token] = { accountId: account.id, createdAt: now, ads: {}, results: {} };
  for (const data of ads) recordAd(state, account, data, token, now);
  return answer(0, { token });
}

function recordAd(state: SandboxState, account: Account, data: Record<string, unknown>, token: string, now: number) {
  const id = String(data.id);
  const operation = operationOf(data);
  state.imports[token].ads[id] = operation;
  const previous = account.ads[id];
  const category = typeof data.category === "number" ? data.category : (previous?.category ?? 0);
  const ad: Ad = {
    ...(previous ?? { bumpDates: [] }),
    id,
    category,
    operation,
    phase: "pending",
    since: now,
    messages: [],
    lastUpdate: previous?.lastUpdate ?? now,
    importToken: token,
    data: operation === "delete" && previous ? previous.data : data,
  };
  delete ad.reasonTag;
  if (category === 2020 && operation !== "delete") ad.vehicleHistory = vehicleHistoryOnImport(data, previous?.vehicleHistory, now);
  account.ads[id] = ad;
}

/** vehicle_history "1" with renavam and cpf_cnpj asks for the report (pending); otherwise the HV waits for the vehicle data. */
function vehicleHistoryOnImport(data: Record<string, unknown>, previous: Ad["vehicleHistory"], now: number): NonNullable<Ad["vehicleHistory"]> {
  if (previous && (previous.status === "pending" || previous.status === "available")) return previous;
  const params = isRecord(data.params) ? data.params : {};
  const tag = typeof params.vehicle_tag === "string" ? params.vehicle_tag : null;
  const asked = String(params.vehicle_history ?? "") === "1" && typeof params.renavam === "string" && typeof params.cpf_cnpj === "string";
  return asked
    ? { status: "pending", vehicleTag: tag, renavam: params.renavam as string, cpfCnpj: params.cpf_cnpj as string, since: now }
    : { status: "pending_vehicle_data", vehicleTag: tag, since: now };
}

/** The next phase of an ad left to itself, and the notification status it sends; undefined when it waits for someone. */
function nextPhase(ad: Ad): { phase: AdPhase; notify?: string } | undefined {
  // queued is "inserted, to be activated soon": no notification status names it.
  if (ad.phase === "pending") return ad.operation === "delete" ? { phase: "deleted", notify: "deleted" } : { phase: "queued" };
  if (ad.phase === "queued" || ad.phase === "renewing") return { phase: "published", notify: "published" };
  return undefined;
}

const notificationOperation = (ad: Ad, from: AdPhase): AdStatusEvent["operation"] =>
  ad.operation === "delete" ? "DELETE" : from === "renewing" || ad.operation === "edit" ? "MODIFY" : "INSERT";

/** Moves an ad to a phase: list id on first publication, the batch's result, the HV when the ad goes. */
export function moveAd(state: SandboxState, accountId: string, ad: Ad, phase: AdPhase, notify: string, at: number): AdStatusEvent {
  const from = ad.phase;
  ad.phase = phase;
  ad.since = at;
  ad.lastUpdate = at;
  if (phase === "published" && !ad.listId) ad.listId = String(state.nextListId++);
  const batch = state.imports[ad.importToken];
  if (batch && (phase === "published" || phase === "deleted" || phase === "refused")) batch.results[ad.id] = phase === "refused" ? "refused" : "accepted";
  if (phase === "deleted" && ad.vehicleHistory) ad.vehicleHistory = { ...ad.vehicleHistory, status: "ad_excluded", since: at };
  return { accountId, ad, status: notify, operation: notificationOperation(ad, from), at };
}

/** Applies every transition due by `now` (several steps at once after the clock jumped); returns what changed, in order. */
export function advanceAds(state: SandboxState, now: number, stepMs: number): AdStatusEvent[] {
  const events: AdStatusEvent[] = [];
  for (const account of Object.values(state.accounts)) {
    for (const ad of Object.values(account.ads)) {
      for (let next = nextPhase(ad); next && ad.since + stepMs <= now; next = nextPhase(ad)) {
        const event = moveAd(state, account.id, ad, next.phase, next.notify ?? "", ad.since + stepMs);
        if (next.notify) events.push(event);
      }
      advanceVehicleHistory(ad, now, stepMs);
    }
  }
  return events.sort((a, b) => a.at - b.at);
}

/** The inspection companies answer two steps after the HV was asked for. */
function advanceVehicleHistory(ad: Ad, now: number, stepMs: number) {
  const hv = ad.vehicleHistory;
  if (hv?.status === "pending" && hv.since + 2 * stepMs <= now) ad.vehicleHistory = { ...hv, status: "available", since: hv.since + 2 * stepMs };
}

/* ------------------------------------------------------------ views */

const IMPORT_TOKEN_MS = LIMITS.importTokenDays * 24 * 60 * 60 * 1000;

export const adUrl = (listId: string) => `https://www.classificados.example/anuncio/${listId}`;

/** POST /autoupload/import/{token}: undefined when the token is unknown, of another account, or older than 7 days (404). */
export function importStatus(state: SandboxState, accountId: string, token: string, now: number) {
  const batch = Object.hasOwn(state.imports, token) ? state.imports[token] : undefined;
  if (!batch || batch.accountId !== accountId || now - batch.createdAt > IMPORT_TOKEN_MS) return undefined;
  const account = state.accounts[accountId];
  const ads: Record<string, Record<string, unknown>> = {};
  for (const [id, operation] of Object.entries(batch.ads)) {
    const ad = account.ads[id];
    const status: string = batch.results[id] ?? (ad && ad.importToken === token && ad.phase === "queued" ? "queued" : "pending");
    ads[id] = {
      status,
      operation,
      message: status === "refused" ? (ad?.messages ?? []) : [],
      ...(ad?.listId && status !== "pending" ? { list_id: ad.listId, url: adUrl(ad.listId) } : {}),
    };
  }
  const done = Object.values(ads).every((a) => a.status !== "pending" && a.status !== "queued");
  return { autoupload_status: done ? "done" : "pending", ads };
}

/** Status of the ad status call (pending, deleted, accepted, refused). */
export function adStatusOf(ad: Ad): "pending" | "deleted" | "accepted" | "refused" {
  if (ad.phase === "published") return "accepted";
  if (ad.phase === "refused") return "refused";
  if (ad.phase === "deleted" || ad.phase === "expired") return "deleted";
  return "pending";
}

/** Status in the published-ads listing (pending_review, published, deleted, refused). */
export function listingStatusOf(ad: Ad): string {
  if (ad.phase === "published") return "published";
  if (ad.phase === "refused") return "refused";
  if (ad.phase === "deleted" || ad.phase === "expired") return "deleted";
  return "pending_review";
}

/** An ad of the account by the integrator's id or by the marketplace's list id. */
export function findAd(account: Account, id: string): Ad | undefined {
  if (Object.hasOwn(account.ads, id)) return account.ads[id];
  return Object.values(account.ads).find((ad) => ad.listId === id);
}
