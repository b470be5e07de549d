/**
 * /openapi.json in Prism (@stoplight/prism-cli), the mock server integrators
 * point their code at: every documented request example must be accepted,
 * and requests with one thing wrong must be refused, each with few errors
 * (a wrong code in an ad is one error, not one per category).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleEnvelope } from "../ad-catalogue/index";
import { getOperation, OPERATIONS } from "./index";
import { buildOpenApi } from "./openapi";
import type { Operation } from "./types";

const HOSTS = { AUTH_HOST: "https://auth.test.invalid", AUTOUPLOAD_HOST: "https://upload.test.invalid", APPS_HOST: "https://apps.test.invalid" };
const TOKEN = "SEU_ACCESS_TOKEN";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitUntilUp(base: string, prism: ChildProcess, log: () => string) {
  for (let i = 0; i < 240; i++) {
    if (prism.exitCode !== null) throw new Error(`Prism stopped (${prism.exitCode}):\n${log()}`);
    if (
      await fetch(base).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Prism did not start in 60 s:\n${log()}`);
}

interface Call {
  method: string;
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
}

/** The call as the catalogue documents it: parameter examples, the first body example, the token where it goes. */
function documentedCall(op: Operation): Call {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(op.pathParams.find((p) => p.name === name)!.example)));
  const query = Object.fromEntries((op.query ?? []).map((p) => [p.name, [p.example].flat().join(",")]));
  const headers: Record<string, string> = op.auth.kind === "bearer" ? { Authorization: `Bearer ${TOKEN}` } : {};
  const example = op.body?.examples?.[0]?.value;
  if (example === undefined) return { method: op.method, path, query, headers };
  const form = op.body!.mediaType === "application/x-www-form-urlencoded";
  return {
    method: op.method,
    path,
    query,
    headers: { ...headers, "Content-Type": op.body!.mediaType },
    body: form ? new URLSearchParams(example as Record<string, string>).toString() : JSON.stringify(example),
  };
}

interface Verdict {
  status: number;
  /** Prism's list of what is wrong with the request (empty when it passed). */
  violations: { location: string[]; message: string }[];
}

describe("/openapi.json in Prism (mock server)", () => {
  let prism: ChildProcess;
  let base = "";
  let dir = "";
  let output = "";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "prism-"));
    const file = join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(buildOpenApi({ hosts: HOSTS, siteUrl: "https://docs.test.invalid", currentYear: 2026 })));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prism = spawn(join("node_modules", ".bin", "prism"), ["mock", "-h", "127.0.0.1", "-p", String(port), file], { stdio: ["ignore", "pipe", "pipe"] });
    prism.stdout!.on("data", (d) => (output += d));
    prism.stderr!.on("data", (d) => (output += d));
    await waitUntilUp(base, prism, () => output);
  }, 90_000);

  afterAll(() => {
    prism?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function send(call: Call): Promise<Verdict> {
    const url = `${base}${call.path}${call.query && Object.keys(call.query).length ? `?${new URLSearchParams(call.query)}` : ""}`;
    const response = await fetch(url, { method: call.method, headers: call.headers, body: call.body, redirect: "manual" });
    const text = await response.text();
    const header = response.headers.get("sl-violations");
    const fromHeader = header ? (JSON.parse(header) as Verdict["violations"]) : [];
    const fromBody = response.status === 422 ? ((JSON.parse(text) as { validation?: Verdict["violations"] }).validation ?? []) : [];
    return { status: response.status, violations: [...fromHeader, ...fromBody].filter((v) => v.location?.[0] !== "response") };
  }

  // A call whose body the marketplace does not show (the notification's PUT) has no documented request to send.
  const documented = OPERATIONS.filter((op) => !op.body || op.body.examples.length);
  it("has a documented request for all but the calls whose body is not shown", () => {
    expect(OPERATIONS.filter((op) => !documented.includes(op)).map((op) => op.id)).toEqual(["notifications.update"]);
  });

  it.each(documented.map((op) => [op.id, op] as const))("accepts the documented request of %s", async (_id, op) => {
    const verdict = await send(documentedCall(op));
    // Answered with a success or the redirect, as the call documents (GET /oauth, with only a "3XX", was a 400).
    expect({ violations: verdict.violations.map((v) => v.message), answered: verdict.status < 400 }).toEqual({ violations: [], answered: true });
  });

  const envelopeWith = (change: (ad: Record<string, any>) => void) => {
    const envelope = exampleEnvelope([2020]) as { ad_list: Record<string, any>[] };
    change(envelope.ad_list[0]);
    return envelope;
  };
  const importCall = (body: unknown): Call => ({ ...documentedCall(getOperation("import.submit")), body: JSON.stringify(body) });
  const withQuery = (id: string, query: Record<string, string>): Call => {
    const call = documentedCall(getOperation(id));
    return { ...call, query: { ...call.query, ...query } };
  };
  const withoutQuery = (id: string, name: string): Call => {
    const call = documentedCall(getOperation(id));
    return { ...call, query: Object.fromEntries(Object.entries(call.query ?? {}).filter(([k]) => k !== name)) };
  };
  const withBody = (id: string, change: (body: Record<string, any>) => void): Call => {
    const call = documentedCall(getOperation(id));
    const body = JSON.parse(call.body!);
    change(body);
    return { ...call, body: JSON.stringify(body) };
  };

  // [what, request, at most this many violations: one for the field and, in an ad, one for the category's `then`]
  const INVALID: [string, Call, number][] = [
    ["an ad with a code that does not exist", importCall(envelopeWith((ad) => (ad.params.fuel = "99"))), 2],
    ["an ad with a deprecated code", importCall(envelopeWith((ad) => (ad.params.fuel = "4"))), 2],
    ["a used car without its plate", importCall(envelopeWith((ad) => delete ad.params.vehicle_tag)), 6],
    ["an ad of an unknown category", importCall(envelopeWith((ad) => (ad.category = 9999))), 2],
    ["an ad without images", importCall(envelopeWith((ad) => delete ad.images)), 3],
    ["a price in quotes", importCall(envelopeWith((ad) => (ad.price = "52900"))), 2],
    ["an envelope without access_token", importCall({ ad_list: exampleEnvelope([2020]).ad_list }), 1],
    ["an empty ad_list", importCall({ access_token: TOKEN, ad_list: [] }), 1],
    ["the authorization without response_type", withoutQuery("oauth.authorize", "response_type"), 1],
    ["the authorization with response_type token", withQuery("oauth.authorize", { response_type: "token" }), 1],
    ["a scope that does not exist", withQuery("oauth.authorize", { scope: "admin" }), 1],
    ["the listing with 500 ads a page", withQuery("ads.list", { fetch_size: "500" }), 1],
    ["a brand id that is not a number", { ...documentedCall(getOperation("lookups.carModels")), path: "/autoupload/car_info/volkswagen" }, 1],
    ["a lookup without its token", withBody("lookups.carBrands", (b) => delete b.access_token), 1],
    ["a notification configured with GET", withBody("notifications.create", (b) => (b.method = "GET")), 1],
    ["a chat message without its text", withBody("chat.send", (b) => delete b.textMessage), 1],
  ];

  it.each(INVALID)("refuses %s, with few errors", async (_what, call, most) => {
    const verdict = await send(call);
    expect(verdict.status).toBeGreaterThanOrEqual(400);
    expect(verdict.violations.length).toBeGreaterThan(0);
    expect(verdict.violations.length).toBeLessThanOrEqual(most);
  });
});
