/** Renewal: only expired ads are renewed; each keeps its id and goes back through review (renewing → published). */
import { LIMITS } from "../../../domain/api-catalogue/index";
import { findAd, moveAd, type AdStatusEvent } from "./ads";
import type { Account, SandboxState } from "./state";

export type RenewalResult =
  | {
      ok: true;
      body: { results: Record<string, { renewed: true } | { reason: string; message: string }>; meta: { success: number; failed: number } };
      events: AdStatusEvent[];
    }
  | { ok: false };

/** PATCH /autoupload/ads/renewals; `ok: false` is the 400 (not 1 to 100 ids as text). */
export function renewAds(state: SandboxState, account: Account, body: unknown, now: number): RenewalResult {
  const ids = typeof body === "object" && body !== null ? (body as { ids?: unknown }).ids : undefined;
  const { min, max } = LIMITS.renewalIds;
  if (!Array.isArray(ids) || ids.length < min || ids.length > max || !ids.every((id) => typeof id === "string" && id !== "")) return { ok: false };
  const results: Record<string, { renewed: true } | { reason: string; message: string }> = {};
  const events: AdStatusEvent[] = [];
  for (const id of ids as string[]) {
    const ad = findAd(account, id);
    if (!ad || ad.phase === "deleted") results[id] = { reason: "AD_NOT_FOUND", message: "Ad not found." };
    else if (ad.phase !== "expired") results[id] = { reason: "AD_NOT_EXPIRED", message: "Ad not expired." };
    else {
      results[id] = { renewed: true };
      events.push(moveAd(state, account.id, ad, "renewing", "expired_reviewed", now));
    }
  }
  const success = Object.values(results).filter((r) => "renewed" in r).length;
  return { ok: true, body: { results, meta: { success, failed: Object.keys(results).length - success } }, events };
}
