import express from "express";
import * as fs from "node:fs";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listenOnLoopback } from "./test-server";
import { precompressedBrotli, type BrotliListing } from "./precompressed";

// Spies on the file-system calls this project's code makes (express's own, a CommonJS require, are not these).
vi.mock("node:fs", async (original) => {
  const real = await original<typeof import("node:fs")>();
  return { ...real, existsSync: vi.fn(real.existsSync), statSync: vi.fn(real.statSync), readdirSync: vi.fn(real.readdirSync) };
});

let root: string;
let origin: string;
let close: () => void;
const SCRIPT = "export const saudação = 1;\n".repeat(100);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "precompressed-"));
  mkdirSync(join(root, "build"));
  writeFileSync(join(root, "build", "a-ABCDEFGH.js"), SCRIPT);
  writeFileSync(join(root, "build", "a-ABCDEFGH.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, "build", "sem-br.js"), SCRIPT);
  writeFileSync(join(root, "segredo.js.br"), brotliCompressSync("fora da pasta"));
  const app = express();
  app.use(
    "/build",
    precompressedBrotli(join(root, "build"), (res) => res.setHeader("Cache-Control", "public, max-age=31536000, immutable")),
  );
  app.use("/build", express.static(join(root, "build")));
  app.use((_req, res) => void res.status(404).send("página"));
  ({ origin, close } = await listenOnLoopback(app));
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding: string) => fetch(`${origin}${path}`, { headers: { "accept-encoding": acceptEncoding } });

describe("precompressedBrotli", () => {
  it("sends the .br to a client that accepts br, with the script's type, its caching and Vary", async () => {
    const response = await get("/build/a-ABCDEFGH.js", "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(await response.text()).toBe(SCRIPT);
    expect(Number(response.headers.get("content-length"))).toBe(readFileSync(join(root, "build", "a-ABCDEFGH.js.br")).length);
  });

  it("sends the file itself, still with Vary, to a client that does not accept br", async () => {
    const response = await get("/build/a-ABCDEFGH.js", "gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(await response.text()).toBe(SCRIPT);
  });

  it("leaves a file without a .br, a path outside its folder and a malformed path to the handlers after it", async () => {
    const plain = await get("/build/sem-br.js", "br");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    expect((await get("/build/..%2fsegredo.js", "br")).status).toBe(404);
    expect((await get("/build/%E0%A4%A.js", "br")).status).toBe(404);
  });

  it("keeps the decoded bytes equal to the file (the .br is the file, compressed)", () => {
    expect(brotliDecompressSync(readFileSync(join(root, "build", "a-ABCDEFGH.js.br"))).toString()).toBe(SCRIPT);
  });
});

describe("precompressedBrotli, listing the .br files once (production)", () => {
  /** A server of `root/build` that finds its .br files as `listing` says; answers 404 after it. */
  async function serve(listing: BrotliListing) {
    const app = express();
    app.use(
      "/build",
      precompressedBrotli(join(root, "build"), () => {}, listing),
    );
    app.use("/build", express.static(join(root, "build")));
    return listenOnLoopback(app);
  }
  const fsCalls = () => [fs.existsSync, fs.statSync, fs.readdirSync].reduce((sum, f) => sum + vi.mocked(f).mock.calls.length, 0);

  it("answers from its start-time list: br with Vary for a file with a .br, the file itself for one without, no disk look-up per request", async () => {
    const server = await serve("at-start");
    try {
      vi.mocked(fs.existsSync).mockClear();
      vi.mocked(fs.statSync).mockClear();
      vi.mocked(fs.readdirSync).mockClear();
      const brotli = await fetch(`${server.origin}/build/a-ABCDEFGH.js`, { headers: { "accept-encoding": "br" } });
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
      expect(await brotli.text()).toBe(SCRIPT);
      const plain = await fetch(`${server.origin}/build/sem-br.js`, { headers: { "accept-encoding": "br, gzip" } });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(SCRIPT);
      expect(fsCalls()).toBe(0);
    } finally {
      server.close();
    }
  });

  it("a .br written after the start is seen by the development server (it rebuilds), not by the production one", async () => {
    const production = await serve("at-start");
    const development = await serve("per-request");
    const late = join(root, "build", "sem-br.js.br");
    writeFileSync(late, brotliCompressSync(SCRIPT));
    try {
      const encodingFrom = async (origin: string) =>
        (await fetch(`${origin}/build/sem-br.js`, { headers: { "accept-encoding": "br" } })).headers.get("content-encoding");
      expect(await encodingFrom(development.origin)).toBe("br");
      expect(await encodingFrom(production.origin)).toBeNull();
    } finally {
      rmSync(late);
      production.close();
      development.close();
    }
  });
});
