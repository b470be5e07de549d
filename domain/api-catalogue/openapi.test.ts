import { validate } from "@readme/openapi-parser";
import { lintFromString, loadConfig } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { OPERATIONS, WEBHOOKS } from "./index";
import { buildOpenApi } from "./openapi";

// Hosts of a test configuration: nothing in the document may come from elsewhere.
const HOSTS = { AUTH_HOST: "https://auth.test.invalid", AUTOUPLOAD_HOST: "https://upload.test.invalid", APPS_HOST: "https://apps.test.invalid" };
const SITE = "https://docs.test.invalid";
const doc = buildOpenApi({ hosts: HOSTS, siteUrl: SITE, currentYear: 2026 }) as any;
const text = JSON.stringify(doc);
const operations = Object.entries(doc.paths as Record<string, any>).flatMap(([path, item]) =>
  ["get", "post", "put", "patch", "delete"].filter((m) => item[m]).map((method) => ({ path, method, item, op: item[method] })),
);
const byId = (id: string) => operations.find((o) => o.op.operationId === id)!;

describe("/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser)", async () => {
    const result = await validate(structuredClone(doc));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("passes Redocly's lint with the project's rules: no error, and only the redirect warns", async () => {
    const config = await loadConfig({ configPath: "redocly.yaml" });
    const problems = await lintFromString({ source: text, absoluteRef: "openapi.json", config });
    const found = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
    // The authorization answers the browser with a redirect, never 2XX.
    expect(found).toEqual(["warn operation-2xx-response #/paths/~1oauth/get/responses"]);
  });

  it("has every operation with its id, method and path, and the three webhooks", () => {
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(OPERATIONS.map((o) => o.id).sort());
    for (const op of OPERATIONS) {
      const found = byId(op.id);
      expect(`${found.method.toUpperCase()} ${found.path}`).toBe(`${op.method} ${op.path}`);
      expect(found.op.summary).toBe(op.summary);
      expect(found.op.externalDocs.url).toBe(`${SITE}${op.page.route}${op.page.anchor ? `#${op.page.anchor}` : ""}`);
    }
    expect(Object.keys(doc.webhooks)).toEqual(WEBHOOKS.map((w) => w.id));
  });

  it("takes every URL from the configured hosts", () => {
    expect(doc.servers.map((s: any) => s.url)).toEqual(["https://auth.test.invalid", "https://upload.test.invalid", "https://apps.test.invalid"]);
    expect(byId("bumps.apply").item.servers).toEqual([{ url: HOSTS.AUTOUPLOAD_HOST }]);
    expect(byId("chat.send").item.servers).toEqual([{ url: HOSTS.APPS_HOST }]);
    const flow = doc.components.securitySchemes.oauth2.flows.authorizationCode;
    expect(flow).toMatchObject({ authorizationUrl: "https://auth.test.invalid/oauth", tokenUrl: "https://auth.test.invalid/oauth/token" });
    expect(Object.keys(flow.scopes)).toEqual(["basic_user_info", "autoupload", "autoservice", "chat"]);
    expect(text).not.toMatch(/classificados\.example\/(autoupload|autoservice|oauth)/);
  });

  it("is usable outside the portal: absolute links, an example on every parameter, a concrete redirect", () => {
    // 116 links were portal-relative (`](/faq/rate_limit.html)`), broken in Postman and in generated comments.
    expect(text).not.toMatch(/\]\(\//);
    expect(text).toContain(`](${SITE}/faq/rate_limit.html)`);
    const parameters = operations.flatMap((o) => o.op.parameters ?? []);
    expect(parameters.length).toBeGreaterThanOrEqual(29);
    expect(parameters.filter((p: any) => p.example === undefined).map((p: any) => p.name)).toEqual([]);
    expect(Object.keys(byId("oauth.authorize").op.responses)).toContain("302");
  });

  it("fails clearly when a host is missing from the configuration", () => {
    expect(() => buildOpenApi({ hosts: { AUTH_HOST: HOSTS.AUTH_HOST }, siteUrl: SITE })).toThrow(
      /host (AUTOUPLOAD_HOST|APPS_HOST) is missing from site\.config\.ts hosts/,
    );
  });

  it("says honestly where the token goes", () => {
    // Bearer calls: the OAuth scheme with their scopes (any of them, or all of them).
    expect(byId("bumps.apply").op.security).toEqual([{ oauth2: ["autoupload"] }]);
    expect(byId("ads.list").op.security).toEqual([{ oauth2: ["autoupload"] }, { oauth2: ["basic_user_info"] }]);
    // Two readings of the notification scope: either one is meant, so either passes.
    expect(byId("notifications.create").op.security).toEqual([{ oauth2: ["autoupload"] }, { oauth2: ["autoservice"] }]);
    expect(byId("balance.get").op.security).toEqual([{ oauth2: [] }]);
    // Body-token calls: no header scheme, a required access_token field and the extension.
    const status = byId("import.status").op;
    expect(status.security).toEqual([]);
    expect(status["x-access-token"]).toEqual({ in: "body", field: "access_token", scopes: ["autoupload"] });
    expect(status.requestBody.content["application/json"].schema.required).toContain("access_token");
    expect(doc.components.schemas.ImportEnvelope.required).toEqual(["access_token", "ad_list"]);
    // The token exchange is a form.
    expect(Object.keys(byId("oauth.token").op.requestBody.content)).toEqual(["application/x-www-form-urlencoded"]);
  });

  it("keys answers whose HTTP code is not documented by their class, and gives no invented body", () => {
    const submit = byId("import.submit").op;
    expect(Object.keys(submit.responses).sort()).toEqual(["2XX", "429"]);
    expect(submit.responses["2XX"].content["application/json"].examples["exemplo-1"].value.statusCode).toBe(0);
    const remove = byId("vehicleHistory.remove").op.responses["2XX"];
    expect(remove.content).toBeUndefined();
    expect(remove.description).toMatch(/não documentada/);
  });

  it("carries the error catalogues with their literal messages", () => {
    const responses = byId("bumps.apply").op.responses;
    expect(Object.keys(responses)).toEqual(["200", "400", "401", "403", "404", "410", "422", "429", "500"]);
    expect(responses["422"].content["application/json"].examples["exemplo-1"].value).toEqual({
      reason: "BUMP_ALREADY_APPLIED_OR_NOT_SYNCHRONIZED",
      message: "Bump already applied or Ad not synchronized.",
    });
    // The 404 of the ad status has no body.
    expect(byId("ads.status").op.responses["404"].content).toBeUndefined();
    // OAuth codes without an HTTP status are listed in the description.
    expect(byId("oauth.authorize").op.description).toMatch(/Erros sem código HTTP documentado:[\s\S]*`access_denied`/);
  });

  it("builds the import envelope from the ad catalogue, one schema per category, enums with their labels", () => {
    const schemas = doc.components.schemas;
    // Each ad picks its category's schema with if/then on `category` (one error for a wrong code, not one per category).
    const items = schemas.ImportEnvelope.properties.ad_list.items;
    expect(items.oneOf).toBeUndefined();
    const refs = items.allOf.map((s: any) => s.then.$ref.replace("#/components/schemas/", ""));
    expect(refs).toEqual(expect.arrayContaining(["AdDelete", "Ad2020", "Ad3060"]));
    expect(items.allOf.find((s: any) => s.then.$ref.endsWith("/Ad2020")).if).toEqual({ properties: { category: { const: 2020 } }, required: ["category"] });
    const fuel = schemas.Ad2020.properties.params.properties.fuel;
    expect(fuel.enum).not.toContain("4"); // deprecated: refused, so not accepted
    // Codes as text, then the same codes as numbers (which the validator only warns about).
    expect(fuel.enum).toEqual(["1", "2", "3", "5", "6", "7", 1, 2, 3, 5, 6, 7]);
    expect(fuel["x-enum-descriptions"]).toHaveLength(fuel.enum.length);
    expect(Object.keys(fuel["x-enumDescriptions"])).toEqual(fuel.enum.filter((c: unknown) => typeof c === "string"));
    // The JSON import file has its own schema: a bare list, ads without `operation`.
    expect(schemas.JsonFile.type).toBe("array");
    expect(schemas.JsonFileAd2020.properties.operation).toBeUndefined();
    expect(schemas.Ad2020.properties.category).toMatchObject({ const: 2020 });
  });

  it("is the same document for the same options (a pure function)", () => {
    expect(JSON.stringify(buildOpenApi({ hosts: HOSTS, siteUrl: SITE, currentYear: 2026 }))).toBe(text);
  });

  it("generates a typed client with openapi-typescript, the generator the page shows", async () => {
    const types = astToString(await openapiTS(structuredClone(doc)));
    expect(types).toContain('"bumps.apply": {');
    expect(types).toContain("next_bumps");
    expect(types).toMatch(/"\/autoupload\/bump\/ad\/\{ad_id\}": \{/);
  }, 60_000);
});
