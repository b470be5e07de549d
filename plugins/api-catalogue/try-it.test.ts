import { describe, expect, it } from "vitest";
import { getOperation } from "../../domain/api-catalogue/index";
import { DEFAULT_PORT } from "../../packages/sandbox/src/cli";
import { exampleRequest, tryItPanel } from "./try-it";
import { curlLine, DEFAULT_BASE_URL } from "./try-it-request";

describe("the Testar panel's example request", () => {
  it("is the documented example: path values, required query, bearer header, other headers and body", () => {
    expect(exampleRequest(getOperation("bumps.apply"))).toEqual({
      method: "PUT",
      path: "/autoupload/bump/ad/1234567890",
      headers: [["Authorization", "Bearer SEU_ACCESS_TOKEN"]],
    });
    expect(exampleRequest(getOperation("bumps.query")).path).toBe("/autoupload/bump/ads?ad_ids=1234567890%2C1234567891");
    const renewal = exampleRequest(getOperation("renewals.renew"));
    expect(renewal.headers).toEqual([
      ["Authorization", "Bearer SEU_ACCESS_TOKEN"],
      ["x-correlation-id", "123450987"],
      ["Content-Type", "application/json"],
    ]);
    expect(JSON.parse(renewal.body!)).toEqual(getOperation("renewals.renew").body!.examples[0].value);
    const form = exampleRequest(getOperation("oauth.token"));
    expect(form.headers).toEqual([["Content-Type", "application/x-www-form-urlencoded"]]);
    expect(new URLSearchParams(form.body).get("grant_type")).toBe("authorization_code");
  });

  it("puts the token in the body when the call takes it there, with no Authorization header", () => {
    const request = exampleRequest(getOperation("import.submit"));
    expect(request.headers).toEqual([["Content-Type", "application/json"]]);
    expect(JSON.parse(request.body!).access_token).toBe("SEU_ACCESS_TOKEN");
  });

  it("defaults to the sandbox's own default port", () => {
    expect(DEFAULT_BASE_URL).toBe(`http://127.0.0.1:${DEFAULT_PORT}`);
  });

  it("writes a curl line a shell reads back as sent, quotes included", () => {
    const line = curlLine({ method: "POST", path: "/x", headers: [["A", "it's"]], body: `{"a": "l'x"}` }, "http://127.0.0.1:4010/");
    expect(line).toBe(`curl -X POST 'http://127.0.0.1:4010/x' \\\n  -H 'A: it'\\''s' \\\n  --data-raw '{"a": "l'\\''x"}'`);
  });

  it("is written closed, with the example for the island and the curl line for a reader without JavaScript", () => {
    const panel = tryItPanel(getOperation("bumps.apply"));
    expect(panel.tagName).toBe("details");
    expect(panel.properties.open).toBeUndefined();
    const body = panel.children[1];
    expect(body.properties.dataIsland).toBe("try-it");
    expect(JSON.parse(body.properties.dataRequest).path).toBe("/autoupload/bump/ad/1234567890");
    expect(body.children[1].children[0].children[0].value).toContain("curl -X PUT 'http://127.0.0.1:4010/autoupload/bump/ad/1234567890'");
  });
});
