/**
 * The sandbox as an integrator gets it from the portal: installed from the
 * portal's URL into an empty folder with no registry reachable (the bundle
 * inlines everything), then the installed `sandbox-marketplace` started as
 * `npx --package=<URL> sandbox-marketplace` would start it, answering the
 * documented calls and refusing a bad command line in pt-BR.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installFromPortal, type PortalInstall } from "../../../tests/install-from-portal";
import pkg from "../package.json";

const PORT = Number(process.env.SANDBOX_PACK_PORT ?? 4463);
let installed: PortalInstall;
let bin = "";
const started: ChildProcess[] = [];

beforeAll(async () => {
  installed = await installFromPortal("packages/sandbox", PORT);
  bin = join(installed.project, "node_modules/.bin/sandbox-marketplace");
}, 300_000);
afterAll(() => {
  for (const child of started) child.kill();
  installed?.close();
});

/** Starts the installed command on the port after the portal's and resolves with the base URL it prints. */
function startInstalled(): Promise<{ base: string; banner: string }> {
  const child = spawn(bin, ["--port", String(PORT + 1)], { cwd: installed.project, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let banner = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      banner += chunk.toString();
      const base = /Sandbox do marketplace em (http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
      if (base && banner.includes("APPS_HOST")) resolve({ base, banner });
    });
    child.once("exit", (code) => reject(new Error(`sandbox-marketplace saiu com ${code}: ${banner}`)));
  });
}

describe("the sandbox installed from the portal", () => {
  it("brings only its bundle and README, recorded with the portal's URL and the SHA-512 of what the portal serves", () => {
    const lock = JSON.parse(readFileSync(join(installed.project, "package-lock.json"), "utf8"));
    expect(lock.packages["node_modules/sandbox-marketplace"]).toMatchObject({
      version: pkg.version,
      resolved: installed.url,
      integrity: `sha512-${createHash("sha512").update(installed.published).digest("base64")}`,
    });
    expect(Object.keys(lock.packages).filter((key) => key.startsWith("node_modules/"))).toEqual(["node_modules/sandbox-marketplace"]);
    expect(readdirSync(join(installed.project, "node_modules/sandbox-marketplace")).sort()).toEqual(["README.md", "dist", "package.json"]);
  });

  it("starts, prints which local URL stands for each marketplace host, and answers the documented calls", async () => {
    const { base, banner } = await startInstalled();
    expect(banner).toMatch(/AUTH_HOST\s+https:\/\/auth\.classificados\.example\s+→\s+http:\/\/127\.0\.0\.1:\d+/);
    const consent = await fetch(`${base}/oauth?response_type=code&client_id=crm-exemplo-123&scope=autoupload&state=xyz`);
    expect(consent.status).toBe(200);
    expect(await consent.text()).toContain("Aprovar");
    const refused = await fetch(`${base}/autoupload/import`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ access_token: "nao-existe", ad_list: [] }),
    });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ statusCode: -6 });
  });

  it("refuses a bad command line with a pt-BR message and exit 2", () => {
    const result = spawnSync(bin, ["--port", "abc"], { cwd: installed.project, encoding: "utf8", timeout: 20_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--port deve ser um inteiro");
  });
});
