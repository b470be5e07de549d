/**
 * The sandbox's whole state, as plain JSON-serialisable data: `--state FILE`
 * writes it as it is and reads it back, so a restart keeps accounts, tokens,
 * ads, imports and configurations. Times are milliseconds on the sandbox
 * clock (clock.ts), which may run ahead of the wall clock.
 */
import { randomBytes } from "node:crypto";

/** Phases of an ad's life in the sandbox; every status the API shows is read from one (ads.ts). */
export type AdPhase = "pending" | "queued" | "published" | "refused" | "deleted" | "expired" | "renewing";

export type VehicleHistoryStatus = "pending_vehicle_data" | "pending" | "available" | "user_excluded" | "ad_excluded" | "error";

export interface VehicleHistory {
  status: VehicleHistoryStatus;
  vehicleTag: string | null;
  renavam?: string;
  cpfCnpj?: string;
  since: number;
}

export interface Ad {
  id: string;
  category: number;
  /** The operation of the last import that touched it. */
  operation: "insert" | "edit" | "delete";
  phase: AdPhase;
  since: number;
  /** Assigned when the ad is first published (a new ad in review has none). */
  listId?: string;
  /** message[] entries: `{error: CODE}`. */
  messages: { error: string }[];
  reasonTag?: string;
  lastUpdate: number;
  importToken: string;
  data: Record<string, unknown>;
  /** Scheduled bump dates (ISO) of the last bump, and when it was applied. */
  bumpDates: string[];
  bumpAppliedAt?: number;
  vehicleHistory?: VehicleHistory;
}

export interface Plan {
  id: string;
  name: string;
  /** False: the plan does not control limits (balance answers 410). */
  controlsLimits: boolean;
  /** Company plans may import; auto-seller plans (Essencial, Plus) may not (statusCode -6). */
  importAllowed: boolean;
  ads: { performed: number; total: number };
  bumps: { plan: { performed: number; total: number }; additional: { performed: number; total: number } };
  /** How many dates a bump schedules (1 to 5, by plan). */
  bumpDates: number;
  lastRenew: number;
  nextRenew: number;
}

export interface Configuration {
  id: string;
  url: string;
  token?: string;
  method?: string;
  media_type?: string;
}

export interface Account {
  id: string;
  userName: string;
  userEmail: string;
  plan: Plan;
  /** "other": the lead configuration does not use the marketplace's format (401 UNAUTHORIZED). */
  leadFormat: "olx" | "other";
  ads: Record<string, Ad>;
  chatWebhook?: string;
  chatReplies: { chatId: string; messageId: string; textMessage: string; at: number }[];
  leadConfigs: Record<string, Configuration>;
  notificationConfigs: Record<string, Configuration>;
}

export interface Client {
  secret: string;
  redirectUris: string[];
}

export interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  accountId: string;
  scopes: string[];
  issuedAt: number;
  used: boolean;
}

export interface ImportBatch {
  accountId: string;
  createdAt: number;
  /** Operation of each ad of the batch, by its id. */
  ads: Record<string, "insert" | "edit" | "delete">;
  /** The result each ad reached for this batch, once processed. */
  results: Record<string, "accepted" | "refused">;
}

export interface Delivery {
  id: string;
  kind: "lead" | "chat" | "notification";
  url: string;
  at: number;
  body: unknown;
  /** HTTP status answered, or the failure (timeout, refused connection). */
  status?: number;
  error?: string;
  ok: boolean;
}

export interface SandboxState {
  version: 1;
  clockOffsetMs: number;
  nextListId: number;
  clients: Record<string, Client>;
  accounts: Record<string, Account>;
  codes: Record<string, AuthorizationCode>;
  tokens: Record<string, { accountId: string; clientId: string; scopes: string[] }>;
  imports: Record<string, ImportBatch>;
  deliveries: Delivery[];
}

export const randomId = (bytes = 16) => randomBytes(bytes).toString("hex");

/** The client and the redirect URI of the portal's examples, so its samples run unchanged. */
export const EXAMPLE_CLIENT = { id: "crm-exemplo-123", secret: "SEU_CLIENT_SECRET", redirectUri: "https://crm.exemplo.com.br/integracao/retorno" };
export const DEFAULT_ACCOUNT = "anunciante-exemplo";

const DAY = 24 * 60 * 60 * 1000;

export function newPlan(now: number, adsTotal = 20, bumpsTotal = 5): Plan {
  return {
    id: randomId(8),
    name: `Plano Profissional ${adsTotal}`,
    controlsLimits: true,
    importAllowed: true,
    ads: { performed: 0, total: adsTotal },
    bumps: { plan: { performed: 0, total: bumpsTotal }, additional: { performed: 0, total: 0 } },
    bumpDates: 3,
    lastRenew: now,
    nextRenew: now + 30 * DAY,
  };
}

export function newAccount(id: string, now: number, plan: Plan = newPlan(now)): Account {
  return {
    id,
    userName: `Anunciante ${id}`,
    userEmail: `${id}@exemplo.com.br`,
    plan,
    leadFormat: "olx",
    ads: {},
    chatReplies: [],
    leadConfigs: {},
    notificationConfigs: {},
  };
}

export function initialState(now: number, options: { adsTotal?: number; bumpsTotal?: number } = {}): SandboxState {
  return {
    version: 1,
    clockOffsetMs: 0,
    nextListId: 1_000_000_001,
    clients: { [EXAMPLE_CLIENT.id]: { secret: EXAMPLE_CLIENT.secret, redirectUris: [EXAMPLE_CLIENT.redirectUri] } },
    accounts: { [DEFAULT_ACCOUNT]: newAccount(DEFAULT_ACCOUNT, now, newPlan(now, options.adsTotal, options.bumpsTotal)) },
    codes: {},
    tokens: {},
    imports: {},
    deliveries: [],
  };
}

/** Reads a saved state; anything that is not one of ours is refused with a pt-BR message. */
export function parseState(text: string, file: string): SandboxState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: o estado salvo não é JSON válido (${(error as Error).message}); apague o arquivo ou use outro --state`);
  }
  const state = value as Partial<SandboxState>;
  if (!state || state.version !== 1 || typeof state.accounts !== "object" || typeof state.clients !== "object") {
    throw new Error(`${file}: não é um estado do sandbox (versão 1); apague o arquivo ou use outro --state`);
  }
  return state as SandboxState;
}
