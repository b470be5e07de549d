/**
 * The static export on real hosting: nginx with deploy/nginx/ (and the plain
 * static host of the "static" project). What a CDN or a reader's browser
 * sees: statuses, redirects, caching and compression headers, security
 * headers, the portal's own error pages, and the files for Netlify-style hosts.
 */
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { isHashedAsset } from "../core/hashed-assets";
import { manifest } from "./site";

const onNginx = (name: string) => name === "nginx";

test("pages answer 200 as /x.html, /x and /dir/, and unknown paths 404 with the portal's page", async ({ request }) => {
  for (const path of ["/chat/home.html", "/chat/home", "/chat/", "/"]) expect((await request.get(path)).status(), path).toBe(200);
  const missing = await request.get("/nao/existe.html");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("404 Not Found");
});

test("/x.md answers 301 with a relative Location to /x.html; nothing else becomes a Location", async ({ request, baseURL }, info) => {
  test.skip(!onNginx(info.project.name), "a plain static host serves a redirect page instead (routing.spec.ts)");
  const moved = await request.get("/anuncio/api/oauth.md", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/anuncio/api/oauth.html");
  for (const path of ["/nao-existe.md", "/chat/index.md", "//evil.example/x.md", "/%5Cevil.example/x.md", "/\\evil.example/chat/home.md"]) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers().location, path).toBeUndefined();
  }
});

test("HTML is revalidated on every visit (ETag, 304), hashed assets are kept a year", async ({ request }) => {
  const page = await request.get("/chat/home.html");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const etag = page.headers().etag;
  expect(etag).toBeTruthy();
  expect((await request.get("/chat/home.html", { headers: { "if-none-match": etag } })).status()).toBe(304);

  const html = await page.text();
  const assets = [...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets.filter(isHashedAsset)) expect((await request.get(asset)).headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  // The search index keeps its name when it changes: revalidated, never immutable.
  expect((await request.get(manifest.assets["search-index"])).headers()["cache-control"]).toBe("no-cache");
});

test("text is sent compressed, with Vary", async ({ request }, info) => {
  test.skip(!onNginx(info.project.name), "the plain static host sends files as they are");
  for (const path of ["/chat/home.html", manifest.assets["search-index"]]) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["content-encoding"], path).toBe("gzip");
    expect(response.headers().vary, path).toContain("Accept-Encoding");
  }
});

test("security headers come with pages, assets and error pages alike", async ({ request }, info) => {
  test.skip(!onNginx(info.project.name), "a plain static host sets no headers (the pages carry their CSP in a <meta>)");
  const script = /src="(\/build\/[^"]+\.js)"/.exec(await (await request.get("/")).text())?.[1] ?? /href="(\/build\/[^"]+\.js)"/.exec(await (await request.get("/")).text())![1];
  for (const path of ["/chat/home.html", script, manifest.assets["search-index"], "/nao-existe"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
  }
});

test("OPTIONS says what a page accepts; other methods get 405 with Allow and the portal's page", async ({ request }, info) => {
  test.skip(!onNginx(info.project.name), "the plain static host is a stand-in for any host");
  const options = await request.fetch("/chat/home.html", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("GET, HEAD, OPTIONS");
  const post = await request.post("/chat/home.html", { data: "x=1" });
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe("GET, HEAD");
  expect(await post.text()).toContain("405 Método não permitido");
});

test("_redirects and _headers tell Netlify-style hosts the same rules", async ({ request }) => {
  const redirects = readFileSync("dist/_redirects", "utf8");
  for (const r of manifest.redirects) expect(redirects).toContain(`${r.from} ${r.to} 301`);
  const headers = readFileSync("dist/_headers", "utf8");
  expect(headers).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff$/m);
  const html = await (await request.get("/")).text();
  for (const asset of [...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1]).filter(isHashedAsset)) {
    expect(headers, asset).toContain(`${asset}\n  Cache-Control: public, max-age=31536000, immutable`);
  }
  expect(headers).not.toContain(`${manifest.assets["search-index"]}\n`);
});
