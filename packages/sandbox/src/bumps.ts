/**
 * Plan balance and bumps: a bump uses the plan's balance first, then the
 * additional one, schedules its dates inside a 7-day window, and the same ad
 * takes a new bump only once that window has closed. The balance renews on
 * next_renew_date (every 30 days in the sandbox).
 */
import { LIMITS } from "../../../domain/api-catalogue/index";
import { findAd } from "./ads";
import type { Account, Plan } from "./state";

const DAY = 24 * 60 * 60 * 1000;
const WINDOW_MS = LIMITS.bumpWindowDays * DAY;

const balance = (b: { performed: number; total: number }) => ({ performed: b.performed, available: Math.max(0, b.total - b.performed), total: b.total });
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** Brings the plan's renewal dates up to `now`, emptying what was used. */
export function renewPlan(plan: Plan, now: number) {
  while (plan.nextRenew <= now) {
    plan.lastRenew = plan.nextRenew;
    plan.nextRenew += 30 * DAY;
    plan.ads.performed = 0;
    plan.bumps.plan.performed = 0;
    plan.bumps.additional.performed = 0;
  }
}

/** GET /autoupload/balance body. */
export function balanceOf(plan: Plan) {
  return {
    id: plan.id,
    name: plan.name,
    ads: balance(plan.ads),
    bumps: { plan: balance(plan.bumps.plan), additional: balance(plan.bumps.additional) },
    last_renew_date: iso(plan.lastRenew),
    next_renew_date: iso(plan.nextRenew),
  };
}

export type BumpResult = { ok: true; nextBumps: string[] } | { ok: false; status: 403 | 404 | 410 | 422 };

/** PUT /autoupload/bump/ad/{ad_id}. */
export function applyBump(account: Account, adId: string, now: number): BumpResult {
  const plan = account.plan;
  if (!plan.controlsLimits) return { ok: false, status: 410 };
  const ad = findAd(account, adId);
  if (!ad || ad.phase === "deleted") return { ok: false, status: 404 };
  // Not synchronized: the ad is not published (yet, or any more).
  if (ad.phase !== "published") return { ok: false, status: 422 };
  if (ad.bumpAppliedAt !== undefined && now - ad.bumpAppliedAt < WINDOW_MS) return { ok: false, status: 422 };
  const pool =
    plan.bumps.plan.performed < plan.bumps.plan.total
      ? plan.bumps.plan
      : plan.bumps.additional.performed < plan.bumps.additional.total
        ? plan.bumps.additional
        : undefined;
  if (!pool) return { ok: false, status: 403 };
  pool.performed += 1;
  const count = Math.min(LIMITS.bumpDates.max, Math.max(LIMITS.bumpDates.min, plan.bumpDates));
  // The dates split the window evenly; the last one falls inside it.
  ad.bumpDates = Array.from({ length: count }, (_, i) => iso(now + Math.round(((i + 1) * WINDOW_MS) / (count + 1))));
  ad.bumpAppliedAt = now;
  return { ok: true, nextBumps: ad.bumpDates };
}

/** GET /autoupload/bump/ads: the first 10 ids; the rest are ignored, as documented. */
export function queryBumps(account: Account, ids: string[], now: number) {
  return ids.slice(0, LIMITS.bumpQueryMaxAds).map((id) => {
    const ad = findAd(account, id);
    if (!ad || ad.phase === "deleted") return { id, reason: "NOT_FOUND" };
    if (ad.phase !== "published") return { id, reason: "UNPROCESSABLE_AD" };
    const nowIso = iso(now);
    return { id, last_bumps: ad.bumpDates.filter((d) => d <= nowIso), next_bumps: ad.bumpDates.filter((d) => d > nowIso) };
  });
}
