/**
 * What the shipped nginx configuration (deploy/nginx/) adds to the static
 * export: `.md` redirects with relative Locations only, compression with
 * Vary (the build's brotli of scripts and style sheets to browsers that accept
 * br), security headers on everything (the document-only ones on documents
 * alone), and methods answered like the Node
 * server. Runs in the "nginx" project only (playwright.config.ts): a plain
 * static host does none of this.
 */
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join, relative } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { manifest } from "./site";

/**
 * The current build's scripts and style sheets (public/build/, which the export copies), as paths under /build/.
 * Not the whole of dist/build/: the chunks of earlier builds kept for open pages (scripts/retired-assets.ts) go as
 * they were made, and a build before the brotli step made none.
 */
function builtAssets(): string[] {
  const publicDir = join(process.cwd(), "public");
  return readdirSync(join(publicDir, "build"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
    .map((entry) => `/${relative(publicDir, join(entry.parentPath, entry.name))}`);
}

test("/x.md answers 301 with a relative Location to /x.html; nothing else becomes a Location", async ({ request, baseURL }) => {
  const moved = await request.get("/anuncio/api/oauth.md", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/anuncio/api/oauth.html");
  for (const path of ["/nao-existe.md", "/chat/index.md", "//evil.example/x.md", "/%5Cevil.example/x.md", "/\\evil.example/chat/home.md"]) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers().location, path).toBeUndefined();
  }
});

test("the API description, the Postman files and the ad schemas carry CORS behind the shipped configuration", async ({ request }) => {
  // Browser tools (an online editor, Postman by URL) load them from another origin; the YAML with its own type, as nginx's mime.types has none.
  for (const [path, type] of [
    ["/openapi.json", "application/json"],
    ["/openapi.yaml", "application/yaml"],
    ["/postman/integracao.postman_collection.json", "application/json"],
    ["/esquemas/envio-api.schema.json", "application/json"],
    ["/esquemas/anuncio-2020-api.schema.json", "application/json"],
  ]) {
    const response = await request.get(path, { headers: { Origin: "https://editor.example" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["access-control-allow-origin"], path).toBe("*");
    expect(response.headers()["content-type"], path).toContain(type);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
  // Pages stay same-origin only.
  expect((await request.get("/chat/home.html", { headers: { Origin: "https://editor.example" } })).headers()["access-control-allow-origin"]).toBeUndefined();
});

test("text is sent compressed, with Vary", async ({ request }) => {
  for (const path of ["/chat/home.html", manifest.assets["search-index"]]) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["content-encoding"], path).toBe("gzip");
    expect(response.headers().vary, path).toContain("Accept-Encoding");
  }
});

test("each script and style sheet goes as the build's brotli to a browser that accepts br, else gzip", async ({ request }) => {
  const assets = builtAssets();
  expect(assets.length).toBeGreaterThan(10);
  for (const path of assets) {
    const file = readFileSync(join(process.cwd(), "dist", path));
    expect(brotliDecompressSync(readFileSync(join(process.cwd(), "dist", `${path}.br`))).equals(file), path).toBe(true);
    const brotli = await request.get(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers()["content-encoding"], path).toBe("br");
    expect(brotli.headers().vary, path).toContain("Accept-Encoding");
    expect((await brotli.body()).equals(file), path).toBe(true); // the client decodes it
  }
  const script = assets.find((path) => path.endsWith(".js") && readFileSync(join(process.cwd(), "dist", path)).length > 1024)!;
  const gzip = await request.get(script, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(gzip.headers().vary).toContain("Accept-Encoding");
  const plain = await request.get(script, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect((await plain.body()).equals(readFileSync(join(process.cwd(), "dist", script)))).toBe(true);
});

test("security headers come with pages, assets and error pages alike; the document-only ones with documents alone", async ({ request }) => {
  const script =
    /src="(\/build\/[^"]+\.js)"/.exec(await (await request.get("/")).text())?.[1] ??
    /href="(\/build\/[^"]+\.js)"/.exec(await (await request.get("/")).text())![1];
  for (const path of ["/chat/home.html", script, manifest.assets["search-index"], "/nao-existe"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("no-referrer");
  }
  for (const path of ["/chat/home.html", "/nao-existe"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
  }
  // Each of a page's ~16 scripts would pay for them, and they do nothing there (bench/README.md, first-load JS).
  for (const path of [script, manifest.assets["search-index"]]) {
    const headers = (await request.get(path)).headers();
    for (const name of ["x-frame-options", "content-security-policy", "permissions-policy", "strict-transport-security"])
      expect(headers[name], `${path}: ${name}`).toBeUndefined();
  }
});

test("OPTIONS says what a page accepts; other methods get 405 with Allow and the portal's page", async ({ request }) => {
  const options = await request.fetch("/chat/home.html", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("GET, HEAD, OPTIONS");
  const post = await request.post("/chat/home.html", { data: "x=1" });
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe("GET, HEAD");
  expect(await post.text()).toContain("405 Método não permitido");
});

test("600 half-open connections (slowloris) neither crowd out readers nor stay open past the header timeout", async ({ baseURL }) => {
  test.setTimeout(60_000);
  const { hostname, port } = new URL(baseURL!);
  const slow: Socket[] = [];
  let closed = 0;
  try {
    for (let i = 0; i < 600; i++) {
      const socket = connect(Number(port), hostname);
      socket.on("error", () => {});
      socket.on("close", () => closed++);
      socket.write("GET / HTTP/1.1\r\nHost: portal\r\n"); // the header never ends
      slow.push(socket);
    }
    // A header line now and then, as slowloris sends, while readers ask for pages.
    const trickle = setInterval(() => slow.forEach((socket) => socket.writable && socket.write("X-Devagar: 1\r\n")), 2000);
    try {
      for (let i = 0; i < 10; i++) {
        const response = await fetch(`${baseURL}/chat/home.html`, { headers: { connection: "close" } });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      // client_header_timeout (10 s) has cut them off.
      await expect.poll(() => closed, { timeout: 20_000 }).toBeGreaterThanOrEqual(slow.length * 0.95);
    } finally {
      clearInterval(trickle);
    }
  } finally {
    slow.forEach((socket) => socket.destroy());
  }
});

test("over HTTPS, browsers are told to stay on it, and features the portal does not use are off", async ({ request }) => {
  for (const path of ["/chat/home.html", "/nao-existe"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["strict-transport-security"], path).toMatch(/^max-age=\d{7,}/);
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
});

test("a 304 says it varies by Accept-Encoding, as its 200 does", async ({ request }) => {
  for (const path of ["/chat/home.html", "/favicon.svg"]) {
    const first = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    const again = await request.get(path, { headers: { "accept-encoding": "gzip", "if-none-match": first.headers().etag } });
    expect(again.status(), path).toBe(304);
    expect(again.headers().vary, path).toContain("Accept-Encoding");
  }
});
