import { describe, expect, it } from "vitest";
import { OPERATIONS } from "./index";
import { POSTMAN_ENVIRONMENTS, buildPostmanCollection, buildPostmanEnvironment } from "./postman";

const HOSTS = { AUTH_HOST: "https://auth.test.invalid", AUTOUPLOAD_HOST: "https://upload.test.invalid", APPS_HOST: "https://apps.test.invalid" };
const SITE = "https://docs.test.invalid";
const collection = buildPostmanCollection({ hosts: HOSTS, siteUrl: SITE }) as any;
const requests: any[] = collection.item.flatMap((folder: any) => folder.item.map((i: any) => i.request));
/** What Postman sends: the request's URL with the environment's variables in place. */
const resolve = (text: string, environment: any) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key) => environment.values.find((v: any) => v.key === key)?.value ?? `{{${key}}}`);
const marketplace = buildPostmanEnvironment(HOSTS, POSTMAN_ENVIRONMENTS[0]) as any;
const local = buildPostmanEnvironment(HOSTS, POSTMAN_ENVIRONMENTS[1]) as any;

describe("the Postman collection generated from the catalogue", () => {
  it("is a v2.1 collection with one request per documented call, in folders by area", () => {
    expect(collection.info.schema).toBe("https://schema.getpostman.com/json/collection/v2.1.0/collection.json");
    expect(requests).toHaveLength(OPERATIONS.length);
    expect(collection.item.map((f: any) => f.name)).toContain("Importação de anúncios");
  });

  it.each(OPERATIONS.map((op, i) => [op.id, op, i] as const))("sends %s to its documented host, with the documented body and parameters", (_id, op, i) => {
    const request = requests[i];
    expect(request.method).toBe(op.method);
    expect(resolve(request.url.raw, marketplace).split("?")[0]).toBe(HOSTS[op.host] + op.path.replace(/\{([^}]+)\}/g, ":$1"));
    expect(resolve(request.url.raw, local).startsWith("http://127.0.0.1:4010/")).toBe(true);
    for (const p of op.pathParams) expect(request.url.variable.find((v: any) => v.key === p.name).value).toBe(String(p.example));
    const example = op.body?.examples[0]?.value;
    if (example === undefined) return expect(request.body).toBeUndefined();
    if (request.body.mode === "urlencoded") return expect(Object.fromEntries(request.body.urlencoded.map((f: any) => [f.key, f.value]))).toEqual(example);
    // The advertiser's token is the environment's variable, everything else the documented example.
    expect(JSON.parse(request.body.raw.replaceAll('"{{access_token}}"', '"SEU_ACCESS_TOKEN"'))).toEqual(example);
  });

  it("sends the token in the body, in the header or not at all, as each call documents", () => {
    const authOf = (id: string) => requests[OPERATIONS.findIndex((o) => o.id === id)].auth;
    expect(authOf("bumps.apply")).toBeUndefined(); // inherits the collection's OAuth 2.0
    expect(authOf("import.submit")).toEqual({ type: "noauth" });
    expect(requests[OPERATIONS.findIndex((o) => o.id === "import.submit")].body.raw).toContain('"access_token": "{{access_token}}"');
    expect(collection.auth.oauth2).toEqual(
      expect.arrayContaining([
        { key: "authUrl", value: "{{AUTH_HOST}}/oauth" },
        { key: "accessTokenUrl", value: "{{AUTH_HOST}}/oauth/token" },
      ]),
    );
  });

  it("links every description to the portal with absolute URLs", () => {
    const text = JSON.stringify(collection);
    expect(text).not.toMatch(/\]\(\//);
    expect(text).toContain(`](${SITE}/`);
  });
});
