/**
 * The state machines one by one, without HTTP: OAuth codes, an ad's phases
 * and the import's answers, bumps and balance, renewal, vehicle history and
 * the rate limit, on a clock the test sets.
 */
import { describe, expect, it } from "vitest";
import { exampleEnvelope } from "../../../domain/ad-catalogue/index";
import { advanceAds, adStatusOf, importStatus, listingStatusOf, moveAd, submitImport } from "../src/ads";
import { applyBump, balanceOf, queryBumps, renewPlan } from "../src/bumps";
import { checkAuthorization, exchangeCode, issueCode, registerClient } from "../src/oauth";
import { RateLimiter } from "../src/rate-limit";
import { renewAds } from "../src/renewal";
import { DEFAULT_ACCOUNT, EXAMPLE_CLIENT, initialState, type SandboxState } from "../src/state";
import { activateVehicleHistory, removeVehicleHistory, vehicleHistoryOf } from "../src/vehicle-history";

const T0 = Date.UTC(2026, 0, 10, 12);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const fresh = () => initialState(T0);
const account = (state: SandboxState) => state.accounts[DEFAULT_ACCOUNT];
const authorizeQuery = (extra: Record<string, string> = {}) => ({
  response_type: "code",
  client_id: EXAMPLE_CLIENT.id,
  scope: "autoupload",
  state: "s1",
  ...extra,
});
const tokenForm = (code: string, extra: Record<string, string> = {}) => ({
  code,
  client_id: EXAMPLE_CLIENT.id,
  client_secret: EXAMPLE_CLIENT.secret,
  redirect_uri: EXAMPLE_CLIENT.redirectUri,
  grant_type: "authorization_code",
  ...extra,
});

function codeFor(state: SandboxState, now = T0) {
  const check = checkAuthorization(state, authorizeQuery());
  if (!check.ok) throw new Error(check.error);
  return issueCode(state, check.request, DEFAULT_ACCOUNT, now);
}

describe("OAuth authorization code", () => {
  it("accepts the request without redirect_uri when one URI is registered, and requires it when several are", () => {
    const state = fresh();
    expect(checkAuthorization(state, authorizeQuery())).toMatchObject({ ok: true, request: { redirectUri: EXAMPLE_CLIENT.redirectUri, state: "s1" } });
    expect(registerClient(state, EXAMPLE_CLIENT.id, "s", ["https://a.example/cb", "https://b.example/cb"])).toBeUndefined();
    expect(checkAuthorization(state, authorizeQuery())).toMatchObject({ ok: false, show: true, error: "invalid_request" });
    expect(checkAuthorization(state, authorizeQuery({ redirect_uri: "https://b.example/cb" }))).toMatchObject({ ok: true });
  });

  it("registers 1 to 3 redirect URIs, no more, no fewer", () => {
    const state = fresh();
    expect(registerClient(state, "c", "s", [])).toMatch(/de 1 a 3/);
    expect(registerClient(state, "c", "s", ["https://a/1", "https://a/2", "https://a/3", "https://a/4"])).toMatch(/de 1 a 3/);
    expect(registerClient(state, "c", "s", ["https://a/1", "https://a/2", "https://a/3"])).toBeUndefined();
  });

  it("shows an unregistered redirect URI or unknown client (400), and sends the other errors back with state", () => {
    const state = fresh();
    expect(checkAuthorization(state, authorizeQuery({ redirect_uri: "https://evil.example/cb" }))).toMatchObject({ ok: false, show: true });
    expect(checkAuthorization(state, authorizeQuery({ client_id: "outro" }))).toMatchObject({ ok: false, show: true });
    expect(checkAuthorization(state, authorizeQuery({ response_type: "token" }))).toMatchObject({
      show: false,
      error: "unsupported_response_type",
      state: "s1",
    });
    expect(checkAuthorization(state, authorizeQuery({ scope: "autoupload Chat" }))).toMatchObject({ show: false, error: "invalid_scope" });
    expect(checkAuthorization(state, authorizeQuery({ scope: "" }))).toMatchObject({ show: false, error: "invalid_request" });
  });

  it("exchanges a code once, within 10 minutes, for the same client and redirect URI", () => {
    const state = fresh();
    const code = codeFor(state);
    expect(exchangeCode(state, tokenForm(code, { redirect_uri: "https://outra.example/cb" }), T0)).toEqual({ ok: false, error: "invalid_grant" });
    expect(exchangeCode(state, tokenForm(code), T0 + 10 * MIN)).toMatchObject({ ok: true });
    expect(exchangeCode(state, tokenForm(code), T0 + 10 * MIN)).toEqual({ ok: false, error: "invalid_grant" });
    const late = codeFor(state);
    expect(exchangeCode(state, tokenForm(late), T0 + 10 * MIN + 1)).toEqual({ ok: false, error: "invalid_grant" });
  });

  it("answers the token errors: missing field, grant type, client", () => {
    const state = fresh();
    const code = codeFor(state);
    expect(exchangeCode(state, { ...tokenForm(code), client_secret: "" }, T0)).toEqual({ ok: false, error: "invalid_request" });
    expect(exchangeCode(state, tokenForm(code, { grant_type: "password" }), T0)).toEqual({ ok: false, error: "unsupported_grant_type" });
    expect(exchangeCode(state, tokenForm(code, { client_secret: "errado" }), T0)).toEqual({ ok: false, error: "invalid_client" });
  });
});

const envelope = (ids: string[], operation = "insert"): { access_token: string; ad_list: Record<string, unknown>[] } => {
  const base = exampleEnvelope(2020, "t") as { ad_list: Record<string, unknown>[] };
  return { access_token: "t", ad_list: ids.map((id) => ({ ...base.ad_list[0], id, operation })) };
};

describe("import and an ad's phases", () => {
  it("moves pending → queued → accepted one step at a time, and the batch from pending to done", () => {
    const state = fresh();
    const { token } = submitImport(state, account(state), envelope(["a1"]), T0);
    const status = (at: number) => importStatus(state, DEFAULT_ACCOUNT, token!, at)!;
    expect(status(T0)).toEqual({ autoupload_status: "pending", ads: { a1: { status: "pending", operation: "insert", message: [] } } });
    expect(advanceAds(state, T0 + MIN, MIN)).toEqual([]);
    expect(status(T0 + MIN).ads.a1.status).toBe("queued");
    const events = advanceAds(state, T0 + 2 * MIN, MIN);
    expect(events.map((e) => [e.status, e.operation])).toEqual([["published", "INSERT"]]);
    expect(status(T0 + 2 * MIN)).toMatchObject({ autoupload_status: "done", ads: { a1: { status: "accepted", list_id: "1000000001" } } });
    const ad = account(state).ads.a1;
    expect([adStatusOf(ad), listingStatusOf(ad)]).toEqual(["accepted", "published"]);
  });

  it("catches up several steps at once when the clock jumps", () => {
    const state = fresh();
    submitImport(state, account(state), envelope(["a1"]), T0);
    expect(advanceAds(state, T0 + 30 * MIN, MIN).map((e) => e.status)).toEqual(["published"]);
    expect(account(state).ads.a1.lastUpdate).toBe(T0 + 2 * MIN);
  });

  it("deletes in one step, and an edit notifies MODIFY", () => {
    const state = fresh();
    submitImport(state, account(state), envelope(["a1"]), T0);
    advanceAds(state, T0 + 2 * MIN, MIN);
    submitImport(state, account(state), envelope(["a1"], "edit"), T0 + 3 * MIN);
    expect(advanceAds(state, T0 + 5 * MIN, MIN).map((e) => e.operation)).toEqual(["MODIFY"]);
    submitImport(state, account(state), envelope(["a1"], "delete"), T0 + 6 * MIN);
    expect(advanceAds(state, T0 + 7 * MIN, MIN).map((e) => [e.status, e.operation])).toEqual([["deleted", "DELETE"]]);
    expect(listingStatusOf(account(state).ads.a1)).toBe("deleted");
  });

  it("answers -3 without ads, -4 with the validator's categories, -6 without permission, -7 without slots", () => {
    const state = fresh();
    const acc = account(state);
    expect(submitImport(state, acc, { access_token: "t", ad_list: [] }, T0).statusCode).toBe(-3);
    const bad = envelope(["a1"]);
    (bad.ad_list[0].params as Record<string, unknown>).fuel = "4";
    delete bad.ad_list[0].zipcode;
    const refused = submitImport(state, acc, bad, T0);
    expect(refused.statusCode).toBe(-4);
    expect(refused.errors[0].messages.map((m) => m.category)).toEqual(expect.arrayContaining(["ERROR_FUEL_4_DEPRECATED", "NO_REGION"]));
    expect(Object.keys(acc.ads)).toEqual([]);
    acc.plan.ads.total = 2;
    const tooMany = submitImport(state, acc, envelope(["a1", "a2", "a3"]), T0);
    expect(tooMany).toMatchObject({ statusCode: -7, statusMessage: 'Trying to import "3" ad(s), but user just have slot for "2" more.' });
    acc.plan.importAllowed = false;
    expect(submitImport(state, acc, envelope(["a1"]), T0).statusCode).toBe(-6);
  });

  it("forgets an import token after 7 days (404)", () => {
    const state = fresh();
    const { token } = submitImport(state, account(state), envelope(["a1"]), T0);
    expect(importStatus(state, DEFAULT_ACCOUNT, token!, T0 + 7 * DAY)).toBeDefined();
    expect(importStatus(state, DEFAULT_ACCOUNT, token!, T0 + 7 * DAY + 1)).toBeUndefined();
    expect(importStatus(state, "outra-conta", token!, T0)).toBeUndefined();
  });
});

function publishedAd(state: SandboxState, id = "a1") {
  submitImport(state, account(state), envelope([id]), T0);
  advanceAds(state, T0 + 2 * MIN, MIN);
  return account(state).ads[id];
}

describe("balance and bumps", () => {
  it("refuses an ad not yet published (422) and one bumped less than 7 days ago (422)", () => {
    const state = fresh();
    submitImport(state, account(state), envelope(["a1"]), T0);
    expect(applyBump(account(state), "a1", T0)).toEqual({ ok: false, status: 422 });
    advanceAds(state, T0 + 2 * MIN, MIN);
    expect(applyBump(account(state), "a1", T0 + 3 * MIN)).toMatchObject({ ok: true });
    expect(applyBump(account(state), "a1", T0 + 3 * MIN + 7 * DAY - 1)).toEqual({ ok: false, status: 422 });
    expect(applyBump(account(state), "a1", T0 + 3 * MIN + 7 * DAY)).toMatchObject({ ok: true });
    expect(applyBump(account(state), "nao-existe", T0)).toEqual({ ok: false, status: 404 });
  });

  it("uses the plan's bumps, then the additional ones, then answers 403; 410 when the plan controls no limits", () => {
    const state = fresh();
    const acc = account(state);
    acc.plan.bumps.plan.total = 1;
    acc.plan.bumps.additional.total = 1;
    for (const id of ["a1", "a2", "a3"]) publishedAd(state, id);
    expect(applyBump(acc, "a1", T0 + 3 * MIN).ok).toBe(true);
    expect(applyBump(acc, "a2", T0 + 3 * MIN).ok).toBe(true);
    expect(applyBump(acc, "a3", T0 + 3 * MIN)).toEqual({ ok: false, status: 403 });
    expect(balanceOf(acc.plan).bumps).toEqual({ plan: { performed: 1, available: 0, total: 1 }, additional: { performed: 1, available: 0, total: 1 } });
    acc.plan.controlsLimits = false;
    expect(applyBump(acc, "a3", T0 + 3 * MIN)).toEqual({ ok: false, status: 410 });
  });

  it("schedules the plan's number of dates inside the 7-day window", () => {
    const state = fresh();
    publishedAd(state);
    account(state).plan.bumpDates = 5;
    const result = applyBump(account(state), "a1", T0);
    if (!result.ok) throw new Error("bump refused");
    expect(result.nextBumps).toHaveLength(5);
    expect(Date.parse(result.nextBumps[4]) - T0).toBeLessThan(7 * DAY);
  });

  it("answers the first 10 ids of a query and ignores the rest", () => {
    const state = fresh();
    publishedAd(state);
    const ids = Array.from({ length: 12 }, (_, i) => `x${i}`);
    const items = queryBumps(account(state), ["a1", ...ids], T0);
    expect(items).toHaveLength(10);
    expect(items[1]).toEqual({ id: "x0", reason: "NOT_FOUND" });
  });

  it("renews the balance on next_renew_date", () => {
    const state = fresh();
    const plan = account(state).plan;
    plan.bumps.plan.performed = 3;
    renewPlan(plan, plan.nextRenew);
    expect(plan.bumps.plan.performed).toBe(0);
    expect(plan.lastRenew).toBe(T0 + 30 * DAY);
  });
});

describe("renewal", () => {
  it("takes 1 to 100 ids and renews only expired ads, each answered", () => {
    const state = fresh();
    const ad = publishedAd(state);
    expect(renewAds(state, account(state), { ids: [] }, T0).ok).toBe(false);
    expect(renewAds(state, account(state), { ids: Array.from({ length: 101 }, (_, i) => `${i}`) }, T0).ok).toBe(false);
    expect(renewAds(state, account(state), { ids: Array.from({ length: 100 }, (_, i) => `${i}`) }, T0).ok).toBe(true);
    moveAd(state, DEFAULT_ACCOUNT, ad, "expired", "expired", T0 + 3 * MIN);
    const result = renewAds(state, account(state), { ids: ["a1", "zz"] }, T0 + 4 * MIN);
    if (!result.ok) throw new Error("refused");
    expect(result.body.meta).toEqual({ success: 1, failed: 1 });
    expect(result.events.map((e) => e.status)).toEqual(["expired_reviewed"]);
    expect(advanceAds(state, T0 + 5 * MIN, MIN).map((e) => e.status)).toEqual(["published"]);
    expect(account(state).ads.a1.listId).toBe(ad.listId);
  });
});

describe("vehicle history", () => {
  const data = { renavam: "12345678901", vehicle_tag: "ABC1D23", cpf_cnpj: "12345678909" };

  it("waits for the vehicle data, then inspection, then is available; activation does nothing when pending or available", () => {
    const state = fresh();
    publishedAd(state);
    const acc = account(state);
    expect(vehicleHistoryOf(acc, "a1")!.data).toEqual({ list_id: null, status: "pending_vehicle_data", vehicle_tag: "ABC1D23" });
    expect(activateVehicleHistory(acc, "a1", { ...data, vehicle_tag: "abc1d23" }, T0)).toBe("invalid");
    expect(activateVehicleHistory(acc, "a1", data, T0)).toBe("activated");
    expect(activateVehicleHistory(acc, "a1", data, T0)).toBe("unchanged");
    advanceAds(state, T0 + 2 * MIN, MIN);
    expect(vehicleHistoryOf(acc, "a1")!.data.status).toBe("available");
    expect(activateVehicleHistory(acc, "a1", data, T0)).toBe("unchanged");
    expect(removeVehicleHistory(acc, "a1", T0)).toBe(true);
    expect(vehicleHistoryOf(acc, "a1")!.data.status).toBe("user_excluded");
    expect(activateVehicleHistory(acc, "a1", data, T0)).toBe("activated");
  });

  it("asks for the report at import with vehicle_history 1, and marks it ad_excluded when the ad is deleted", () => {
    const state = fresh();
    const env = envelope(["a1"]);
    Object.assign(env.ad_list[0].params as object, { vehicle_history: "1", renavam: "12345678901", cpf_cnpj: "12345678909" });
    expect(submitImport(state, account(state), env, T0).statusCode).toBe(0);
    expect(vehicleHistoryOf(account(state), "a1")!.data.status).toBe("pending");
    submitImport(state, account(state), envelope(["a1"], "delete"), T0 + MIN);
    advanceAds(state, T0 + 2 * MIN, MIN);
    expect(vehicleHistoryOf(account(state), "a1")!.data.status).toBe("ad_excluded");
    expect(vehicleHistoryOf(account(state), "nao-existe")).toBeUndefined();
  });
});

describe("rate limit", () => {
  it("blocks an IP past the threshold for the blocking time, and not another IP", () => {
    const limiter = new RateLimiter({ requests: 3, windowMs: MIN, blockMs: 10 * MIN });
    expect([1, 2, 3].map(() => limiter.blocked("a", T0))).toEqual([false, false, false]);
    expect(limiter.blocked("a", T0)).toBe(true);
    expect(limiter.blocked("b", T0)).toBe(false);
    expect(limiter.secondsLeft("a", T0 + MIN)).toBe(540);
    expect(limiter.blocked("a", T0 + 10 * MIN - 1)).toBe(true);
    expect(limiter.blocked("a", T0 + 10 * MIN)).toBe(false);
  });
});
