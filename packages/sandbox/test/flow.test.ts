/**
 * The flow a new integration goes through, end to end over HTTP against a
 * running sandbox: authorize → token → import → status until accepted →
 * bump → lead, chat message and AD_STATUS notification delivered to a local
 * receiver; every answer (and every delivered body) checked against the
 * portal's openapi.json as generated now.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleEnvelope } from "../../../domain/ad-catalogue/index";
import { startSandbox, type RunningSandbox } from "../src/server";
import { EXAMPLE_CLIENT } from "../src/state";
import { SandboxClient, read, startReceiver, type Received } from "./client";
import { webhookProblems } from "./openapi-check";

let running: RunningSandbox;
let api: SandboxClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  running = await startSandbox({ port: 0 });
  api = new SandboxClient(running.url);
  receiver = await startReceiver();
});
afterAll(async () => {
  await running.close();
  await new Promise((done) => receiver.server.close(done));
});

/** The browser half: the consent page, then "Aprovar" (or "Negar"); returns the redirect's query. */
async function authorize(scope: string, decision: "approve" | "deny" = "approve", state = "st-123") {
  const query = new URLSearchParams({ response_type: "code", client_id: EXAMPLE_CLIENT.id, redirect_uri: EXAMPLE_CLIENT.redirectUri, scope, state });
  const page = await read(await fetch(`${running.url}/oauth?${query}`));
  expect(page.status).toBe(200);
  const fields = Object.fromEntries(
    [...page.text.matchAll(/<input (?:type="hidden" )?name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, "&")]),
  );
  const response = await fetch(`${running.url}/oauth/consent`, { method: "POST", body: new URLSearchParams({ ...fields, decision }), redirect: "manual" });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  expect(location.origin + location.pathname).toBe(EXAMPLE_CLIENT.redirectUri);
  return location.searchParams;
}

async function token(scope: string) {
  const code = (await authorize(scope)).get("code")!;
  const answer = await api.call("oauth.token", {
    form: {
      code,
      client_id: EXAMPLE_CLIENT.id,
      client_secret: EXAMPLE_CLIENT.secret,
      redirect_uri: EXAMPLE_CLIENT.redirectUri,
      grant_type: "authorization_code",
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

const advance = (advance: string) => api.control("/clock", { advance });
const arrived = (path: string): Received[] => receiver.received.filter((r) => r.path === path);

describe("a new integration's full flow against the sandbox", () => {
  let access: string;
  let listId: string;
  const adId = "carro-48213";

  it("authorizes, returns state, and exchanges the code once", async () => {
    const back = await authorize("autoupload autoservice chat basic_user_info");
    expect(back.get("state")).toBe("st-123");
    const form = {
      code: back.get("code")!,
      client_id: EXAMPLE_CLIENT.id,
      client_secret: EXAMPLE_CLIENT.secret,
      redirect_uri: EXAMPLE_CLIENT.redirectUri,
      grant_type: "authorization_code",
    };
    const first = await api.call("oauth.token", { form });
    expect(first.body.token_type).toBe("Bearer");
    access = first.body.access_token;
    expect((await api.call("oauth.token", { form })).body).toEqual({ error: "invalid_grant" });
    expect((await authorize("autoupload", "deny")).get("error")).toBe("access_denied");
    const user = await api.call("oauth.basicUserInfo", { json: { access_token: access } });
    expect(user.body).toMatchObject({ user_name: expect.any(String), user_email: expect.any(String) });
  });

  it("registers the integrator's URLs for notifications, leads and chat", async () => {
    const notification = await api.call("notifications.create", {
      bearer: access,
      json: { method: "POST", url: `${receiver.url}/notify`, media_type: "application/json", token: "n-secret" },
    });
    expect(notification.status).toBe(201);
    expect((await api.call("leads.create", { bearer: access, json: { url: `${receiver.url}/lead`, token: "l-secret" } })).status).toBe(201);
    expect((await api.call("chat.activate", { bearer: access, json: { webhook: `${receiver.url}/chat` } })).status).toBe(201);
    expect((await api.call("chat.activate", { bearer: access, json: { webhook: `${receiver.url}/chat` } })).status).toBe(200);
  });

  it("imports a car, and follows the import until the ad is accepted", async () => {
    const sent = await api.call("import.submit", { json: exampleEnvelope(2020, access) });
    expect(sent.body).toMatchObject({ statusCode: 0, statusMessage: "The ads were imported and will be processed", errors: [] });
    const importToken = sent.body.token as string;
    const status = () => api.call("import.status", { params: { token: importToken }, json: { access_token: access } });
    expect((await status()).body).toEqual({ autoupload_status: "pending", ads: { [adId]: { status: "pending", operation: "insert", message: [] } } });
    expect((await api.call("ads.list", { bearer: access })).body.data).toEqual([{ id: adId, status: "pending_review" }]);
    await advance("60s");
    expect((await status()).body.ads[adId].status).toBe("queued");
    await advance("60s");
    const done = (await status()).body;
    expect(done.autoupload_status).toBe("done");
    expect(done.ads[adId]).toMatchObject({ status: "accepted", operation: "insert", list_id: expect.any(String) });
    listId = done.ads[adId].list_id;
    expect((await api.call("ads.status", { bearer: access, params: { list_id: listId } })).body).toMatchObject({
      id: adId,
      list_id: listId,
      status: "accepted",
      message: [],
    });
    expect((await api.call("ads.list", { bearer: access, query: { ads_status: "published" } })).body).toMatchObject({
      data: [{ id: adId, list_id: listId, status: "published" }],
      next_token: null,
    });
  });

  it("delivered the AD_STATUS notification of the publication, with the configuration's token", async () => {
    const [notification] = arrived("/notify");
    expect(notification.body.data.ad).toMatchObject({ id: adId, list_id: Number(listId), category: 2020, status: "published", operation: "INSERT" });
    expect(notification.headers.authorization).toBe("Bearer n-secret");
    expect(webhookProblems("notification.adStatus", notification.body)).toEqual([]);
  });

  it("bumps the ad once in 7 days, using the plan's balance", async () => {
    const bump = await api.call("bumps.apply", { bearer: access, params: { ad_id: adId } });
    expect(bump.status).toBe(200);
    expect(bump.body.next_bumps).toHaveLength(3);
    const again = await api.call("bumps.apply", { bearer: access, params: { ad_id: listId } });
    expect(again).toMatchObject({
      status: 422,
      body: { reason: "BUMP_ALREADY_APPLIED_OR_NOT_SYNCHRONIZED", message: "Bump already applied or Ad not synchronized." },
    });
    const balance = await api.call("balance.get", { bearer: access });
    expect(balance.body.bumps.plan).toEqual({ performed: 1, available: 4, total: 5 });
    expect(balance.body.ads).toEqual({ performed: 1, available: 19, total: 20 });
    const query = await api.call("bumps.query", { bearer: access, query: { ad_ids: `${adId},nao-existe` } });
    expect(query.body).toEqual([
      { id: adId, last_bumps: [], next_bumps: bump.body.next_bumps },
      { id: "nao-existe", reason: "NOT_FOUND" },
    ]);
    await advance("7d");
    expect((await api.call("bumps.apply", { bearer: access, params: { ad_id: adId } })).status).toBe(200);
  });

  it("delivers a lead with adsInfo, and a chat message the seller answers", async () => {
    const lead = await api.control("/leads", { ad: adId, message: "Ainda está disponível?" });
    expect(lead.body.deliveries).toMatchObject([{ ok: true, status: 200 }]);
    const [delivered] = arrived("/lead");
    expect(delivered.body).toMatchObject({
      adId,
      listId,
      source: "olx",
      message: "Ainda está disponível?",
      adsInfo: { subject: "Gol 1.0 Flex 2019 completo", type: "sell", regdate: "2019" },
    });
    expect(delivered.headers.authorization).toBe("Bearer l-secret");
    expect(webhookProblems("lead.delivery", delivered.body)).toEqual([]);
    await api.control("/chat/messages", { ad: listId, message: "Olá!" });
    const [message] = arrived("/chat");
    expect(message.body).toMatchObject({ listId, message: "Olá!", origin: "buyer" });
    expect(webhookProblems("chat.message", message.body)).toEqual([]);
    const reply = await api.call("chat.send", {
      bearer: access,
      json: { textMessage: "Sim!", messageId: message.body.messageId, chatId: message.body.chatId },
    });
    expect(reply.status).toBe(200);
  });

  it("renews only an expired ad, which goes back through review", async () => {
    const notExpired = await api.call("renewals.renew", { bearer: access, json: { ids: [adId, "nao-existe"] } });
    expect(notExpired.body).toEqual({
      results: { [adId]: { reason: "AD_NOT_EXPIRED", message: "Ad not expired." }, "nao-existe": { reason: "AD_NOT_FOUND", message: "Ad not found." } },
      meta: { success: 0, failed: 2 },
    });
    await api.control(`/ads/${adId}/status`, { status: "expired" });
    expect((await api.call("renewals.renew", { bearer: access, json: { ids: [adId] } })).body).toEqual({
      results: { [adId]: { renewed: true } },
      meta: { success: 1, failed: 0 },
    });
    await advance("60s");
    expect(arrived("/notify").map((n) => n.body.data.ad.status)).toEqual(["published", "expired", "expired_reviewed", "published"]);
    for (const n of arrived("/notify")) expect(webhookProblems("notification.adStatus", n.body)).toEqual([]);
  });

  it("runs the vehicle history: activation, no-op while pending, available later", async () => {
    const get = () => api.call("vehicleHistory.get", { bearer: access, params: { clientAdId: adId } });
    expect((await get()).body.data.status).toBe("pending_vehicle_data");
    const data = { renavam: "12345678901", vehicle_tag: "ABC1D23", cpf_cnpj: "12345678909" };
    const activated = await api.call("vehicleHistory.activate", { bearer: access, params: { clientAdId: adId }, json: data });
    expect([activated.status, activated.text]).toEqual([200, ""]);
    const again = await api.call("vehicleHistory.activate", { bearer: access, params: { clientAdId: adId }, json: data });
    expect(again.body).toEqual({ message: expect.any(String) });
    await advance("2m");
    expect((await get()).body.data).toEqual({ list_id: listId, status: "available", vehicle_tag: "ABC1D23" });
  });

  it("answers the documented errors: missing header, bad token, wrong scope, an ad refused by the rules", async () => {
    expect((await api.call("bumps.apply", { params: { ad_id: adId } })).body).toEqual({ reason: "BAD_REQUEST", message: "Check the header field(s)" });
    expect((await api.call("balance.get", { bearer: "nope" })).body).toEqual({ reason: "ACCESS_DENIED", message: "Check the client authentication token" });
    const chatOnly = await token("chat");
    expect((await api.call("ads.list", { bearer: chatOnly })).body.reason).toBe("ACCESS_SCOPE_DENIED");
    const envelope = exampleEnvelope(2020, access) as { ad_list: Record<string, unknown>[] };
    const withoutImages = { ...envelope, ad_list: [{ ...envelope.ad_list[0], id: "carro-2", images: [] }] };
    const refused = await api.call("import.submit", { json: withoutImages });
    expect(refused.body).toMatchObject({
      statusCode: -4,
      errors: [{ id: "carro-2", status: "error", messages: expect.arrayContaining([{ category: "NO_IMAGE" }]) }],
    });
    expect((await api.call("renewals.renew", { bearer: access, json: { ids: [] } })).status).toBe(400);
    expect((await api.call("ads.status", { bearer: access, params: { list_id: "999" } })).status).toBe(404);
  });

  it("gave only answers that openapi.json documents, with bodies that match it", () => {
    expect(api.checked.length).toBeGreaterThan(30);
    expect(api.problems).toEqual([]);
  });
});
