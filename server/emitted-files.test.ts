/** What plugins emitted at build time is answered by the SSR server from the build's output, with the plugin's headers. */
import express from "express";
import { get } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "./test-server";
import { writeEmittedFiles } from "../core/emitted-files";
import { emittedFiles } from "./emitted-files";

const root = mkdtempSync(join(tmpdir(), "emitted-"));
const dir = join(root, "files");
let origin = "";
let close = () => {};

beforeAll(async () => {
  writeEmittedFiles(dir, [
    {
      path: "/openapi.json",
      contents: '{"openapi":"3.1.0"}\n',
      headers: { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=300" },
      ssr: true,
    },
    { path: "/ferramentas/v-1.0.0.tgz", contents: new Uint8Array([31, 139, 8]), headers: { "Content-Type": "application/gzip" }, ssr: true },
    { path: "/_headers", contents: "/*\n  X-Frame-Options: SAMEORIGIN\n", headers: {}, ssr: false },
  ]);
  const app = express();
  app.use(emittedFiles(dir));
  app.use((_req, res) => void res.status(404).send("página"));
  ({ origin, close } = await listenOnLoopback(app));
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

describe("emitted files on the SSR server", () => {
  it("answers each with the headers its plugin gave, bytes unchanged", async () => {
    const json = await fetch(`${origin}/openapi.json`);
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("access-control-allow-origin")).toBe("*");
    expect(json.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await json.text()).toBe('{"openapi":"3.1.0"}\n');
    const tarball = await fetch(`${origin}/ferramentas/v-1.0.0.tgz`);
    expect(tarball.headers.get("content-type")).toBe("application/gzip");
    expect([...new Uint8Array(await tarball.arrayBuffer())]).toEqual([31, 139, 8]);
  });

  it("revalidates: a second request with the ETag gets 304", async () => {
    const etag = (await fetch(`${origin}/openapi.json`)).headers.get("etag")!;
    // As a browser revalidates: fetch() would add Cache-Control: no-cache, which a file server honours with a 200.
    const status = await new Promise((resolve) =>
      get(`${origin}/openapi.json`, { headers: { "if-none-match": etag } }, (res) => resolve(res.resume().statusCode)),
    );
    expect(status).toBe(304);
  });

  it("leaves files for static hosts alone, and anything not emitted to the pages", async () => {
    expect(await (await fetch(`${origin}/_headers`)).text()).toBe("página");
    expect((await fetch(`${origin}/files.json`)).status).toBe(404);
    expect((await fetch(`${origin}/sitemap.xml`)).status).toBe(404);
  });
});
