import { describe, expect, it } from "vitest";
import { assertCatalogue, catalogueProblems } from "./check";
import { OPERATIONS, WEBHOOKS, getOperation, getWebhook, isUndocumented, type Operation } from "./index";

/** A copy of a real call with one thing changed, so each defect is tested alone. */
const broken = (change: (op: Operation) => Operation) => [change(getOperation("bumps.apply"))];

describe("the call catalogue", () => {
  it("is coherent: paths, statuses and every example match", () => {
    expect(catalogueProblems(undefined, undefined, { deep: true })).toEqual([]);
  });

  it("describes every documented call and the three outbound deliveries", () => {
    expect(OPERATIONS).toHaveLength(35);
    expect(WEBHOOKS.map((w) => w.id)).toEqual(["lead.delivery", "chat.message", "notification.adStatus"]);
    // Calls the specifications name, by method and path.
    const routes = OPERATIONS.map((o) => `${o.method} ${o.path}`);
    for (const route of [
      "GET /oauth",
      "POST /oauth/token",
      "PUT /autoupload/import",
      "POST /autoupload/import/{token}",
      "GET /autoupload/v1/published",
      "GET /autoupload/bump/ads",
      "PUT /autoupload/bump/ad/{ad_id}",
      "PATCH /autoupload/vehicle-histories/{clientAdId}",
      "PATCH /autoupload/ads/renewals",
      "DELETE /autoservice/v1/lead/{id}",
      "PUT /autoservice/v1/notification/{id}",
      "POST /autoupload/cellphone_info/{brand_id}",
    ]) {
      expect(routes).toContain(route);
    }
  });

  it("marks what is not documented instead of inventing it", () => {
    // The DELETE of the vehicle history: neither status nor body shown.
    const remove = getOperation("vehicleHistory.remove");
    expect(remove.answers).toEqual([expect.objectContaining({ status: "2XX", body: expect.objectContaining({ type: "undocumented" }) })]);
    // The balance call names no scope.
    const balance = getOperation("balance.get");
    expect(balance.auth.kind === "bearer" && isUndocumented(balance.auth.scopes)).toBe(true);
    // The chat errors are given by status only.
    expect(
      getOperation("chat.send")
        .errors.filter((e) => e.status === 400)
        .every((e) => isUndocumented(e.reason) && isUndocumented(e.message)),
    ).toBe(true);
    // The notification configuration keeps both readings of its scope: either one.
    const notifications = getOperation("notifications.create");
    expect(notifications.auth).toMatchObject({ kind: "bearer", scopes: { any: ["autoupload", "autoservice"] } });
  });

  it("answers an unknown id with the known ones", () => {
    expect(() => getOperation("bumps.aply")).toThrow(/unknown operation "bumps.aply" \(known: .*bumps\.apply/);
    expect(() => getWebhook("lead")).toThrow(/unknown webhook "lead"/);
  });
});

describe("a defective description fails with the operation's name", () => {
  it("a path parameter missing from its path", () => {
    const problems = catalogueProblems(
      broken((op) => ({ ...op, path: "/autoupload/bump/ad" })),
      [],
    );
    expect(problems).toContain('bumps.apply: path parameter "ad_id" is missing from its path /autoupload/bump/ad');
  });

  it("a parameter without an example, or with one its schema refuses", () => {
    const without = catalogueProblems(
      broken((op) => ({ ...op, pathParams: [{ ...op.pathParams[0], example: undefined }] })),
      [],
    );
    expect(without).toContain('bumps.apply: parameter "ad_id" has no example (give one with param(..., { example }))');
    const wrong = catalogueProblems(
      broken((op) => ({ ...op, pathParams: [{ ...op.pathParams[0], example: 1234567890 }] })),
      [],
    );
    expect(wrong.some((p) => p.startsWith('bumps.apply: the example of parameter "ad_id" does not match its schema'))).toBe(true);
  });

  it("a placeholder in the path with no parameter", () => {
    const problems = catalogueProblems(
      broken((op) => ({ ...op, pathParams: [] })),
      [],
    );
    expect(problems).toContain("bumps.apply: path /autoupload/bump/ad/{ad_id} has {ad_id} but no path parameter describes it");
  });

  it("a response without a status", () => {
    const problems = catalogueProblems(
      broken((op) => ({ ...op, answers: [{ ...op.answers[0], status: undefined as never }] })),
      [],
    );
    expect(problems).toEqual([expect.stringMatching(/^bumps\.apply: answer 1 has no valid status/)]);
  });

  it("an example that does not match its schema", () => {
    const problems = catalogueProblems(
      broken((op) => ({ ...op, answers: [{ ...op.answers[0], examples: [{ summary: "datas como número", value: { next_bumps: [20250915] } }] }] })),
      [],
    );
    expect(problems).toEqual([
      expect.stringMatching(/^bumps\.apply: example "datas como número" of answer 200 does not match its schema: \/next_bumps\/0 must be string/),
    ]);
  });

  it("a body-token call whose body has no token", () => {
    const status = getOperation("import.status");
    const problems = catalogueProblems([{ ...status, body: { ...status.body!, shape: { type: "object", fields: [] }, examples: [] } }], []);
    expect(problems).toContain("import.status: the token travels in the body, but the body has no required access_token field");
  });

  it("a webhook configured by a call that does not exist", () => {
    const problems = catalogueProblems(OPERATIONS, [{ ...getWebhook("lead.delivery"), configuredBy: ["leads.criar"] }]);
    expect(problems).toEqual(['lead.delivery: configured by unknown operation "leads.criar"']);
  });

  it("assertCatalogue throws one error listing them all", () => {
    const ops = broken((op) => ({ ...op, path: "/x", answers: [] }));
    expect(() => assertCatalogue(ops, [])).toThrow(/has 2 problem\(s\):\n  bumps\.apply: path parameter "ad_id" is missing[\s\S]*bumps\.apply: no answer/);
  });
});
