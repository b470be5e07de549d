/**
 * /openapi.json in Postman's own importer (openapi-to-postmanv2, the version
 * Postman's "Import" runs, with its default options, as a reader gets them):
 * every call must land on its documented host with its documented body.
 */
import { convertV2 } from "openapi-to-postmanv2";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "./index";
import { buildOpenApi } from "./openapi";

// Three different hosts, so a call sent to the wrong one cannot pass by chance.
const HOSTS = { AUTH_HOST: "https://auth.test.invalid", AUTOUPLOAD_HOST: "https://upload.test.invalid", APPS_HOST: "https://apps.test.invalid" };
const SITE = "https://docs.test.invalid";

interface PostmanRequest {
  method: string;
  url: { protocol?: string; host?: string[] | string; path?: string[] };
  body?: { mode: string; raw?: string; urlencoded?: { key: string; value: string }[] };
}
type PostmanItem = { name: string; item?: PostmanItem[]; request?: PostmanRequest };

function importIntoPostman(document: unknown): Promise<PostmanRequest[]> {
  return new Promise((resolve, reject) => {
    convertV2({ type: "json", data: document as object }, {}, (error, result) => {
      if (error || !result?.result) return reject(error ?? new Error(String(result?.reason)));
      const requests: PostmanRequest[] = [];
      const walk = (items: PostmanItem[]) => items.forEach((i) => (i.item ? walk(i.item) : i.request && requests.push(i.request)));
      walk((result.output![0].data as { item: PostmanItem[] }).item);
      resolve(requests);
    });
  });
}

const hostOf = (r: PostmanRequest) => `${r.url.protocol ?? "https"}://${[r.url.host ?? []].flat().join(".")}`;
/** The catalogue's path as Postman writes it: `{id}` becomes `:id`. */
const postmanPath = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

function bodyOf(r: PostmanRequest): unknown {
  if (!r.body) return undefined;
  if (r.body.mode === "urlencoded") return Object.fromEntries((r.body.urlencoded ?? []).map((p) => [p.key, p.value]));
  return r.body.raw ? JSON.parse(r.body.raw) : undefined;
}

describe("/openapi.json imported into Postman (openapi-to-postmanv2, default options)", async () => {
  const requests = await importIntoPostman(buildOpenApi({ hosts: HOSTS, siteUrl: SITE, currentYear: 2026 }));
  const requestOf = (method: string, path: string) => requests.find((r) => r.method === method && `/${(r.url.path ?? []).join("/")}` === postmanPath(path));

  it("makes one request per documented call", () => {
    expect(requests).toHaveLength(OPERATIONS.length);
  });

  it.each(OPERATIONS.map((op) => [op.id, op] as const))("sends %s to its documented host", (_id, op) => {
    const request = requestOf(op.method, op.path);
    expect(request && hostOf(request)).toBe(HOSTS[op.host]);
  });

  it.each(OPERATIONS.filter((op) => op.body?.examples.length).map((op) => [op.id, op] as const))("fills %s with its documented body", (_id, op) => {
    const request = requestOf(op.method, op.path)!;
    const documented = op.body!.examples[0].value;
    // A form body arrives as text fields.
    const expected =
      op.body!.mediaType === "application/x-www-form-urlencoded"
        ? Object.fromEntries(Object.entries(documented as object).map(([k, v]) => [k, String(v)]))
        : documented;
    expect(bodyOf(request)).toEqual(expected);
  });
});
