/**
 * What the marketplace sends to the integrator's own URL: a lead (to the
 * lead configuration's url, 5 s timeout, no retries, adsInfo only for cars,
 * motorcycles and trucks), a chat message (to the registered webhook) and an
 * AD_STATUS notification (to each notification configuration's url). The
 * bodies follow the webhooks of the call catalogue.
 */
import { AD_TYPES, LEAD_AD_TYPES, LEAD_FIELDS, isLeadCategory } from "../../../domain/ad-catalogue/index";
import { LIMITS } from "../../../domain/api-catalogue/index";
import { adUrl, type AdStatusEvent } from "./ads";
import { randomId, type Account, type Ad, type Delivery, type SandboxState } from "./state";

/** How the configuration's token travels is not documented: the sandbox sends it as a bearer header (see the README). */
export const TOKEN_ASSUMPTION = "token da configuração enviado em Authorization: Bearer (forma não documentada)";
const KEPT_DELIVERIES = 500;

/** "2025-09-15T17:42:05.123": UTC with milliseconds and no zone, as the chat and notification examples write it. */
const utcWithoutZone = (ms: number) => new Date(ms).toISOString().replace(/Z$/, "");

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** adsInfo: the lead fields the ad carries (its common fields and params), the type in words. */
function adsInfoOf(ad: Ad): Record<string, unknown> | undefined {
  if (!isLeadCategory(ad.category)) return undefined;
  const source = { ...(isRecord(ad.data.params) ? ad.data.params : {}), ...ad.data };
  const info: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS) {
    if (!field.categories.includes(ad.category) || source[field.name] === undefined) continue;
    info[field.name] = source[field.name];
  }
  const typeIndex = AD_TYPES.findIndex((t) => t.code === info.type);
  if (typeIndex >= 0) info.type = LEAD_AD_TYPES[typeIndex].code;
  return info;
}

export interface LeadInput {
  source?: string;
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

export function leadBody(ad: Ad & { listId: string }, input: LeadInput, now: number) {
  const adsInfo = adsInfoOf(ad);
  return {
    source: input.source === "WhatsApp" ? "WhatsApp" : "olx",
    adId: ad.id,
    listId: ad.listId,
    linkAd: adUrl(ad.listId),
    name: input.name ?? "Maria Souza",
    email: input.email ?? "maria.souza@example.com",
    phone: input.phone ?? "11987654321",
    message: input.message ?? "Olá! O anúncio ainda está disponível?",
    createdAt: new Date(now).toISOString(),
    ...(adsInfo ? { adsInfo } : {}),
    externalId: randomId(16),
  };
}

export function chatMessageBody(listId: string, input: LeadInput & { chatId?: string }, now: number) {
  return {
    chatId: input.chatId ?? randomId(16),
    message: input.message ?? "Olá! O anúncio ainda está disponível?",
    senderType: "account",
    email: input.email ?? "maria.souza@exemplo.com.br",
    name: input.name ?? "Maria Souza",
    phone: input.phone ?? "11987654321",
    messageTimestamp: utcWithoutZone(now),
    messageId: randomId(16),
    origin: "buyer",
    listId,
  };
}

export function notificationBody(event: AdStatusEvent) {
  const { ad } = event;
  return {
    id: randomId(16),
    topic: "AD_STATUS",
    created_at: utcWithoutZone(event.at),
    data: {
      ad: {
        id: ad.id,
        list_id: Number(ad.listId),
        category: ad.category,
        status: event.status,
        operation: event.operation,
        ...(event.status === "refused" && ad.reasonTag ? { reason_tag: ad.reasonTag } : {}),
      },
      ...(ad.listId ? { actions: { view: adUrl(ad.listId) } } : {}),
    },
  };
}

/** One POST, no retry; the outcome is kept in the state's delivery log (the last 500). */
export async function deliver(
  state: SandboxState,
  kind: Delivery["kind"],
  url: string,
  body: unknown,
  token: string | undefined,
  now: number,
): Promise<Delivery> {
  const delivery: Delivery = { id: randomId(8), kind, url, at: now, body, ok: false };
  state.deliveries.push(delivery);
  if (state.deliveries.length > KEPT_DELIVERIES) state.deliveries.splice(0, state.deliveries.length - KEPT_DELIVERIES);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}`, "x-sandbox-assumption": TOKEN_ASSUMPTION } : {}) },
      body: JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(LIMITS.leadTimeoutSeconds * 1000),
    });
    await response.body?.cancel();
    delivery.status = response.status;
    delivery.ok = response.status >= 200 && response.status < 300;
  } catch (error) {
    const err = error as Error & { cause?: { code?: string } };
    delivery.error = err.name === "TimeoutError" ? `sem resposta em ${LIMITS.leadTimeoutSeconds} s` : (err.cause?.code ?? err.message);
  }
  return delivery;
}

/** Every AD_STATUS event goes to every notification configuration of its account. */
export function notify(state: SandboxState, events: AdStatusEvent[], now: number): Promise<Delivery[]> {
  // An ad never published has no list_id, which the notification requires: nothing to say about it.
  const sends = events
    .filter((event) => event.ad.listId)
    .flatMap((event) => {
      const account: Account | undefined = state.accounts[event.accountId];
      return Object.values(account?.notificationConfigs ?? {}).map((config) =>
        deliver(state, "notification", config.url, notificationBody(event), config.token, now),
      );
    });
  return Promise.all(sends);
}
