/**
 * The sandbox over HTTP, beyond the happy flow: bad input answered with the
 * documented error (never a crash), the rate limit and its blocking, faults a
 * test asks for, the state kept in a file across restarts, and the
 * assumptions header and README kept in step.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exampleEnvelope } from "../../../domain/ad-catalogue/index";
import { OPERATIONS } from "../../../domain/api-catalogue/index";
import { ASSUMPTIONS } from "../src/assumptions";
import { main } from "../src/cli";
import { HOSTS, PORTAL_ORIGIN } from "../src/hosts";
import { startSandbox, type RunningSandbox } from "../src/server";
import { exampleAccessToken } from "../src/example-client";
import { EXAMPLE_CLIENT } from "../src/state";
import { SandboxClient } from "./client";
import { siteConfig } from "../../../site.config";

const running: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

async function start(options: Parameters<typeof startSandbox>[0] = {}) {
  const sandbox = await startSandbox({ port: 0, ...options });
  running.push(sandbox);
  return { sandbox, api: new SandboxClient(sandbox.url) };
}

/** A token with every scope, through the consent form. */
const tokenOf = (base: string, account = "anunciante-exemplo") => exampleAccessToken(base, { account });

/** A raw request, for what fetch will not send (a path it would normalise). */
function rawRequest(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("bad input gets the documented error, never a crash", () => {
  it("answers malformed JSON, a body over 1 MB and a non-object as each call documents", async () => {
    const { sandbox, api } = await start();
    const access = await tokenOf(sandbox.url);
    const bad = await api.call("import.submit", { raw: "{ nope" });
    expect(bad.body).toMatchObject({ statusCode: -1 });
    expect(bad.headers.get("x-sandbox-assumption")).toContain("import-unreadable");
    const huge = await api.call("import.submit", { raw: JSON.stringify({ access_token: access, ad_list: [{ body: "x".repeat(1024 * 1024) }] }) });
    expect(huge.body.statusCode).toBe(-1);
    expect(huge.headers.get("x-sandbox-assumption")).toContain("body-too-large");
    expect((await api.call("renewals.renew", { bearer: access, raw: "[1," })).body).toEqual({ reason: "BAD_REQUEST", message: "Message not documented" });
    expect((await api.call("import.submit", { json: [1, 2] })).body.statusCode).toBe(-6);
    expect((await api.call("import.submit", { json: { access_token: access, ad_list: "x" } })).body.statusCode).toBe(-3);
    expect((await api.call("oauth.token", { raw: "%%%" })).body).toEqual({ error: "invalid_request" });
    expect((await api.call("ads.list", { bearer: access, query: { fetch_size: "201" } })).status).toBe(400);
    expect((await api.call("ads.list", { bearer: access, query: { page_token: "not-a-token" } })).status).toBe(400);
    expect(api.problems).toEqual([]);
    // Still alive.
    expect((await api.call("balance.get", { bearer: access })).status).toBe(200);
  });

  it("answers encoded and impossible paths with 404, and keeps serving", async () => {
    const { sandbox } = await start();
    const port = Number(new URL(sandbox.url).port);
    for (const path of [
      "/%2e%2e/%2e%2e/etc/passwd",
      "/autoupload/ads/%E0%A4%A",
      "/autoupload/vehicle-histories/%00",
      "//autoupload/balance",
      `/${"a".repeat(8000)}`,
    ]) {
      expect([400, 401, 404, 431]).toContain(await rawRequest(port, path));
    }
    expect(await rawRequest(port, "/_sandbox")).toBe(200);
  });
});

describe("only documented answers for configurations", () => {
  it("an unknown notification configuration id gets no undocumented 404; an unknown lead configuration gets the documented one", async () => {
    const { sandbox, api } = await start();
    const bearer = await tokenOf(sandbox.url);
    const read = await api.call("notifications.get", { bearer, params: { id: "nao-existe" } });
    expect(read).toMatchObject({ status: 200, body: { id: "nao-existe" } });
    expect(read.headers.get("x-sandbox-assumption")).toContain("config-unknown-id");
    expect((await api.call("notifications.delete", { bearer, params: { id: "nao-existe" } })).status).toBe(204);
    expect(api.problems).toEqual([]);
    const missing = await api.call("leads.get", { bearer, params: { id: "nao-existe" } });
    // The documented text, with the reason every other documented 404 carries (the error body always has one).
    expect(missing).toMatchObject({ status: 404, body: { reason: "NOT_FOUND", message: "Configurations not found" } });
    expect(missing.headers.get("x-sandbox-assumption")).toContain("reason-undocumented");
    expect((await api.call("leads.delete", { bearer, params: { id: "nao-existe" } })).status).toBe(404);
    expect(api.problems).toEqual([]);
  });
});

describe("rate limit over HTTP", () => {
  it("answers 429 with the documented body past the threshold, and statusCode -2 on the import", async () => {
    const { sandbox, api } = await start({ rateLimit: 2 });
    const access = await tokenOf(sandbox.url);
    const blocked = await api.call("balance.get", { bearer: access });
    expect(blocked).toMatchObject({ status: 429, body: { reason: "RATE_LIMIT", message: "You have exceeded the X requests in X seconds limit!" } });
    expect(Number(blocked.headers.get("retry-after"))).toBe(600);
    expect((await api.call("import.submit", { json: exampleEnvelope(2020, access) })).body).toMatchObject({
      statusCode: -2,
      statusMessage: "The request was blocked",
    });
    expect(api.problems).toEqual([]);
  });
});

describe("faults a test asks for", () => {
  it("answers the next call of an operation with the documented 500, then works again", async () => {
    const { sandbox, api } = await start();
    const access = await tokenOf(sandbox.url);
    await api.control("/faults", { operation: "balance.get", status: 500 });
    expect((await api.call("balance.get", { bearer: access })).body).toEqual({
      reason: "UNEXPECTED_INTERNAL_ERROR",
      message: "Unexpected internal error. Try again later",
    });
    expect((await api.call("balance.get", { bearer: access })).status).toBe(200);
    await api.control("/faults", { operation: "oauth.authorize", error: "temporarily_unavailable" });
    const back = await fetch(`${sandbox.url}/oauth?response_type=code&client_id=${EXAMPLE_CLIENT.id}&scope=chat&state=k`, { redirect: "manual" });
    expect(new URL(back.headers.get("location")!).search).toBe("?error=temporarily_unavailable&state=k");
    expect((await api.control("/faults", { operation: "nao.existe" })).status).toBe(400);
  });
});

describe("state across restarts", () => {
  it("keeps tokens and ads in the --state file", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "sandbox-")), "state.json");
    const first = await start({ stateFile: file });
    const access = await tokenOf(first.sandbox.url);
    expect((await first.api.call("import.submit", { json: exampleEnvelope(2020, access) })).body.statusCode).toBe(0);
    await running.pop()!.close();
    const second = await start({ stateFile: file });
    const listing = await second.api.call("ads.list", { bearer: access });
    expect(listing.body.data.map((a: { id: string }) => a.id)).toEqual(["carro-48213"]);
    writeFileSync(file, "{ broken");
    await expect(startSandbox({ port: 0, stateFile: file })).rejects.toThrow(/não é JSON válido/);
  });
});

describe("the package", () => {
  it("serves every call of the catalogue (none answers the unknown-route 404)", async () => {
    const { sandbox } = await start();
    for (const op of OPERATIONS) {
      const path = op.path.replace(/\{\w+\}/g, "x");
      const response = await fetch(`${sandbox.url}${path}`, { method: op.method, redirect: "manual" });
      expect(response.headers.get("x-sandbox-assumption") ?? "", `${op.method} ${op.path}`).not.toContain("unknown-route");
    }
  });

  it("stands for the hosts the portal's samples use", () => {
    expect(HOSTS).toEqual(siteConfig.hosts);
    expect(PORTAL_ORIGIN).toBe(new URL(siteConfig.siteUrl).origin);
  });

  it("explains every assumption id in its README", () => {
    const readme = readFileSync(join(import.meta.dirname, "../README.md"), "utf8");
    for (const id of Object.keys(ASSUMPTIONS)) expect(readme, id).toContain(`\`${id}\``);
  });

  it("refuses a wrong command line with a pt-BR message and exit code 2", async () => {
    expect(await main(["--port", "abc"])).toBe(2);
    expect(await main(["lead"])).toBe(2);
    expect(await main(["voar"])).toBe(2);
  });
});

describe("CORS for the portal's Testar panel", () => {
  const preflight = (url: string, origin: string) =>
    fetch(`${url}/autoupload/balance`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
        "access-control-request-private-network": "true",
      },
    });

  it("lets the published portal and a local portal read its answers, and answers Chrome's private-network preflight", async () => {
    const { sandbox } = await start();
    for (const origin of [PORTAL_ORIGIN, "http://127.0.0.1:5100", "http://localhost:3000"]) {
      const asked = await preflight(sandbox.url, origin);
      expect(asked.status, origin).toBe(204);
      expect(asked.headers.get("access-control-allow-origin")).toBe(origin);
      expect(asked.headers.get("access-control-allow-headers")).toBe("authorization");
      expect(asked.headers.get("access-control-allow-private-network")).toBe("true");
      const answer = await fetch(`${sandbox.url}/autoupload/balance`, { headers: { origin } });
      expect(answer.status).toBe(400);
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
      expect(answer.headers.get("access-control-expose-headers")).toContain("x-sandbox-assumption");
    }
  });

  it("gives another site's page no access", async () => {
    const { sandbox } = await start();
    const asked = await preflight(sandbox.url, "https://outro-site.example");
    expect(asked.headers.get("access-control-allow-origin")).toBeNull();
    const answer = await fetch(`${sandbox.url}/autoupload/balance`, { headers: { origin: "http://127.0.0.1.outro-site.example" } });
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });
});
