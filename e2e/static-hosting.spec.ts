/**
 * The static export as any static host serves it: nginx with deploy/nginx/
 * and the plain static host of the "static" project. Statuses, caching
 * headers and the files for Netlify-style hosts. What only the shipped nginx
 * configuration adds (redirects, compression, security headers, methods) is
 * in nginx.spec.ts, which runs in the "nginx" project alone.
 */
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { dataUrlOf } from "../app/static-export";
import { isHashedAsset } from "../core/hashed-assets";
import { SSR_PORT } from "./fixtures/ports";
import { followLinkTo, hydrated, isSameDocument, markDocument } from "./fixtures/reading";
import { manifest, pageAt, withoutWittyLine } from "./site";

test("pages answer 200 as /x.html, /x and /dir/, and unknown paths 404 with the portal's page", async ({ request }) => {
  for (const path of ["/chat/home.html", "/chat/home", "/chat/", "/"]) expect((await request.get(path)).status(), path).toBe(200);
  const missing = await request.get("/nao/existe.html");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("404 Not Found");
});

test("every page's HTML is, byte for byte, what the server answers, marked as the static export", async ({ request }) => {
  // The export renders pages its own way (app/prerender.server.ts): nothing a reader sees may differ from the server's.
  for (const { path } of manifest.pages) {
    const answered = await request.get(`http://127.0.0.1:${SSR_PORT}${path}`);
    expect(answered.status(), path).toBe(200);
    const exported = await (await request.get(path)).text();
    expect(exported.startsWith("<!DOCTYPE html><html data-static-export "), path).toBe(true);
    expect(exported.replace("<html data-static-export ", "<html ") === (await answered.text()), `${path}: the exported page is not the server's`).toBe(true);
  }
});

test("every file under /build/ is, byte for byte and type, what the server answers", async ({ request }) => {
  // With the documents above, this is why a test of what one document shows runs on "ssr" alone (@same-bytes):
  // the browser gets the same styles, scripts, chunks and content files from either host.
  test.slow(); // some 160 files from each host
  const files = readdirSync("dist/build", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(10);
  const mediaType = (type: string | undefined) => type?.split(";")[0].trim().toLowerCase();
  const differing = await Promise.all(
    files.map(async (file) => {
      const path = `/${relative("dist", join(file.parentPath, file.name)).split(sep).join("/")}`;
      const [answered, exported] = await Promise.all([request.get(`http://127.0.0.1:${SSR_PORT}${path}`), request.get(path)]);
      if (answered.status() !== 200 || exported.status() !== 200) return `${path}: ${answered.status()} from the server, ${exported.status()} from the host`;
      if (mediaType(exported.headers()["content-type"]) !== mediaType(answered.headers()["content-type"]))
        return `${path}: served as ${exported.headers()["content-type"]}, not ${answered.headers()["content-type"]}`;
      return (await exported.body()).equals(await answered.body()) ? null : `${path}: the exported file is not the server's`;
    }),
  );
  expect(differing.filter(Boolean)).toEqual([]);
});

test("the error pages are the server's, but for the witty line drawn at random", async ({ request }) => {
  // Hosts answer with these files (deploy/nginx's error_page): an unknown path (404) and a method other than GET (405).
  const answers = { "404.html": await request.get(`http://127.0.0.1:${SSR_PORT}/404.html`), "405.html": await request.post(`http://127.0.0.1:${SSR_PORT}/`) };
  for (const [file, answered] of Object.entries(answers)) {
    expect(answered.status(), file).toBe(Number.parseInt(file));
    const exported = withoutWittyLine(readFileSync(`dist/${file}`, "utf8").replace("<html data-static-export ", "<html "));
    expect(exported === withoutWittyLine(await answered.text()), `${file} is not the server's page`).toBe(true);
  }
});

test("every page's data file holds what the server answers to the page's data request, byte for byte", async ({ request }) => {
  // Client-side navigation asks Remix's `<path>.data?_routes=<page route>` of the server and of the export, which
  // serves the file whatever the query: the same bytes, or a page reached by a click would differ from the same
  // page loaded.
  const paths = new Set(manifest.pages.map((pg) => pg.path));
  for (const { path } of manifest.pages) {
    // A folder named like a page (autos/ and autos.html) shares the data URL of autos: no file (the next test).
    if (path !== "/" && path.endsWith("/") && paths.has(`${path.slice(0, -1)}.html`)) continue;
    const route = path === "/" ? "routes/home" : "routes/$";
    const answered = await request.get(`http://127.0.0.1:${SSR_PORT}${dataUrlOf(path)}?_routes=${encodeURIComponent(route)}`);
    expect(answered.status(), path).toBe(200);
    const file = await request.get(`${dataUrlOf(path)}?_routes=${encodeURIComponent(route)}`);
    expect(file.status(), path).toBe(200);
    // Compared as a whole, reported by path: a diff of two 20 KB lines tells less than the page's name.
    expect((await file.text()) === (await answered.text()), `${path}: the data file is not the server's answer`).toBe(true);
  }
});

test("a click on the export reads the next page's data file with the browser's own fetch, no global patched", async ({ page }) => {
  // Remix's own fetch asks `<path>.data?_routes=…`; a static host ignores the query and serves the exported file.
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/chat/home.html");
  await hydrated(page);
  expect(await page.evaluate(() => window.fetch.toString())).toContain("[native code]");
  await markDocument(page);
  const target = "/lead/how_to.html";
  await followLinkTo(page, target);
  await expect(page).toHaveURL(target);
  await expect(page.locator("main h1")).toHaveText(pageAt(target)!.title);
  expect(await isSameDocument(page)).toBe(true);
  expect(asked).toContain(dataUrlOf(target));
});

test("lazy route discovery finds every route in the export: from a page to the home page and back, client-side", async ({ page, request }) => {
  // Before a navigation to a new path, Remix asks /__manifest?p=<path>&version=<build> (remix.config.js). A static
  // host ignores the query: the exported file answers for every path, with all the routes the server knows.
  const asked: string[] = [];
  page.on("response", (response) => new URL(response.url()).pathname === "/__manifest" && asked.push(`${response.status()} ${new URL(response.url()).search}`));
  await page.goto("/chat/home.html");
  await hydrated(page);
  await markDocument(page);
  const version = await page.evaluate(() => (window as any).__remixManifest.version as string);
  await followLinkTo(page, "/");
  await expect(page).toHaveURL("/");
  await expect(page.locator("main h1")).toHaveText(pageAt("/")!.title);
  await followLinkTo(page, "/lead/how_to.html");
  await expect(page.locator("main h1")).toHaveText(pageAt("/lead/how_to.html")!.title);
  expect(await isSameDocument(page), "client-side navigation, not a reload").toBe(true);
  expect(asked.length, "the route manifest was asked for").toBeGreaterThan(0);
  expect(
    asked.every((line) => line.startsWith("200 ")),
    asked.join("\n"),
  ).toBe(true);
  // What the server answers for the home page and a splat path together, byte for byte.
  const answered = await request.get(`http://127.0.0.1:${SSR_PORT}/__manifest?p=%2F&p=%2F_&version=${version}`);
  expect(await (await request.get("/__manifest")).text()).toBe(await answered.text());
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
  for (const asset of assets.filter(isHashedAsset))
    expect((await request.get(asset)).headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  // The search index keeps its name when it changes: revalidated, never immutable.
  expect((await request.get(manifest.assets["search-index"])).headers()["cache-control"]).toBe("no-cache");
});

test("_redirects and _headers tell Netlify-style hosts the same rules", async ({ request }) => {
  const redirects = readFileSync("dist/_redirects", "utf8");
  for (const r of manifest.redirects) expect(redirects).toContain(`${r.from} ${r.to} 301`);
  const headers = readFileSync("dist/_headers", "utf8");
  expect(headers).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff$/m);
  // For HTTPS deployments (browsers ignore it over HTTP), and no feature the portal does not use.
  expect(headers).toMatch(/^ {2}Strict-Transport-Security: max-age=\d{7,}/m);
  expect(headers).toMatch(/^ {2}Permissions-Policy: camera=\(\)/m);
  // Hashed assets are covered by patterns (a trailing * matches the rest), at most 100 rules in all (Cloudflare Pages).
  const immutable = [...headers.matchAll(/^(\/\S*)\n {2}Cache-Control: public, max-age=31536000, immutable$/gm)].map((m) => m[1]);
  const covered = (path: string) => immutable.some((rule) => (rule.endsWith("*") ? path.startsWith(rule.slice(0, -1)) : path === rule));
  const html = await (await request.get("/")).text();
  for (const asset of [...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1]).filter(isHashedAsset)) {
    expect(covered(asset), asset).toBe(true);
  }
  expect(covered(manifest.assets["search-index"])).toBe(false);
  expect(headers.split("\n").filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100);
});

test("only GET and HEAD read files; a range of a missing URL gets the whole 404, not a 206", async ({ request }) => {
  for (const path of ["/", "/chat/home.html"]) {
    const post = await request.post(path, { data: "x=1" });
    expect(post.status(), path).toBe(405);
    expect(post.headers().allow, path).toBe("GET, HEAD");
  }
  const missing = await request.get("/nao-existe.html", { headers: { range: "bytes=0-9" } });
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-range"]).toBeUndefined();
  expect((await missing.body()).length).toBeGreaterThan(1000);
});
