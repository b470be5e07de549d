import express from "express";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "./test-server";
import { precompressedBrotli } from "./precompressed";

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
