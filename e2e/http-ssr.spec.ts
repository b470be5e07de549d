/**
 * HTTP as an interface, on the Node server: HEAD, conditional requests,
 * caching headers, methods, ranges, the Content-Security-Policy and the log.
 * Runs a production server of its own (the built site) so it can read what
 * the server logs; once, in the "ssr" project.
 */
import { expect, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./fixtures/own-server";
import { createHash } from "node:crypto";

// One worker runs the whole file: the log is read across tests.
test.describe.configure({ mode: "serial" });
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({ port: Number(process.env.E2E_HTTP_PORT ?? 3400), mode: "production", ready: { path: "/", status: 200 } });
});
test.afterAll(() => server?.stop());

const get = (path: string, init?: RequestInit) => fetch(`${server.base}${path}`, { redirect: "manual", ...init });
const WIRE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !WIRE.has(name)));

test("HEAD answers exactly the headers GET would, stores nothing, and never empties a page", async () => {
  // A URL nobody asked for yet: HEAD first, as uptime monitors and link checkers do.
  for (const path of ["/lead/how_to.html", "/lead/how_to.html.data?_routes=routes%2F%24"]) {
    const head = await get(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const first = await get(path);
    const second = await get(path);
    expect(headersOf(head), path).toEqual(headersOf(first));
    expect((await first.text()).length, path).toBeGreaterThan(1000);
    expect((await second.text()).length, path).toBeGreaterThan(1000);
  }
});

test("pages and their data carry a strong ETag and answer If-None-Match with 304", async () => {
  for (const path of [
    "/chat/home.html",
    "/chat/home.html.data?_routes=routes%2F%24",
    "/_root.data?_routes=root",
    "/_root.data?_routes=routes%2Fhome",
    "/chat.data",
  ]) {
    const response = await get(path, { headers: { "accept-encoding": "identity" } });
    const etag = response.headers.get("etag")!;
    expect(etag, path).toMatch(/^"[\w-]{20,}"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(etag).toBe(`"${createHash("sha256").update(body).digest("base64url")}"`);
    // The client's copy, in whatever encoding it has, is still good: 304, naming the encoding it would get now.
    const again = await get(path, { headers: { "if-none-match": etag, "accept-encoding": "br" } });
    expect(again.status, path).toBe(304);
    expect(again.headers.get("etag")).toBe(etag.replace(/"$/, '-br"'));
    expect(await again.text()).toBe("");
    expect((await get(path, { headers: { "if-none-match": `W/${again.headers.get("etag")}` } })).status, path).toBe(304);
    expect((await get(path, { headers: { "if-none-match": '"outra-versao"' } })).status).toBe(200);
  }
});

test("HTML says how long a CDN may keep it and that browsers revalidate; root data too", async () => {
  for (const path of ["/chat/home.html", "/", "/_root.data?_routes=root", "/chat/home.html.data?_routes=routes%2F%24"]) {
    const cacheControl = (await get(path)).headers.get("cache-control") ?? "";
    expect(cacheControl, path).toContain("max-age=0");
    expect(cacheControl, path).toMatch(/s-maxage=\d+/);
    expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
  }
  // Error pages are not kept anywhere.
  expect((await get("/nao-existe.html")).headers.get("cache-control")).toBe("no-store");
});

test("a page's data is Remix's .data, kept per set of routes; an old ?_data= URL gets 410, logged as one line", async () => {
  const pageAlone = await get("/chat/home.html.data?_routes=routes%2F%24");
  expect(pageAlone.status).toBe(200);
  expect(pageAlone.headers.get("content-type")).toBe("text/x-script");
  expect(pageAlone.headers.get("vary")).toBe("Accept-Encoding");
  const everyRoute = await get("/chat/home.html.data");
  // The root's data (the sidebar) comes only when asked for: a cached answer for one set never answers the other.
  expect(await everyRoute.text()).toContain('"sidebarHtml"');
  expect(await pageAlone.text()).not.toContain('"sidebarHtml"');
  expect(await (await get("/chat/home.html.data?_routes=routes%2F%24")).text()).not.toContain('"sidebarHtml"');
  // A folder named like a page shares its data URL with it: neither page's data.
  expect((await get("/anuncio/json/autos.data?_routes=routes%2F%24")).status).toBe(300);
  server.clearLog();
  const old = await get("/chat/home.html?_data=routes%2F%24");
  expect(old.status).toBe(410);
  expect(await old.text()).toContain("carregue a página inteira");
  await expect.poll(() => server.log().split("\n").filter(Boolean).length).toBe(1);
  expect(server.log()).not.toMatch(/\n\s+at /);
});

test("responses are compressed as the client accepts", async () => {
  for (const encoding of ["br", "gzip"]) {
    const response = await get("/chat/home.html", { headers: { "accept-encoding": encoding } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
  }
});

test("files: HEAD carries the Content-Encoding its GET would, and a 304 says it varies by Accept-Encoding", async ({ request }) => {
  const index = "/build/content/search-index.json";
  const [head, full] = await Promise.all([
    get(index, { method: "HEAD", headers: { "accept-encoding": "gzip" } }),
    get(index, { headers: { "accept-encoding": "gzip" } }),
  ]);
  expect(full.headers.get("content-encoding")).toBe("gzip");
  expect(head.headers.get("content-encoding")).toBe("gzip");
  // As a browser revalidates (fetch() would add Cache-Control: no-cache, which static files honour with a 200).
  for (const path of [index, "/favicon.svg", "/chat/home.html"]) {
    const etag = (await request.get(`${server.base}${path}`, { headers: { "accept-encoding": "gzip" } })).headers().etag;
    const again = await request.get(`${server.base}${path}`, { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
    expect(again.status(), path).toBe(304);
    expect(again.headers().vary, path).toContain("Accept-Encoding");
  }
});

test("browsers are told to stay on HTTPS, and features the portal does not use are off", async () => {
  for (const path of ["/chat/home.html", "/favicon.svg", "/nao-existe.html"]) {
    const response = await get(path);
    expect(response.headers.get("strict-transport-security"), path).toMatch(/^max-age=\d{7,}/);
    expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
  }
});

test("only GET and HEAD read a page: OPTIONS says so with 204, other methods get 405 with Allow", async () => {
  const options = await get("/chat/home.html", { method: "OPTIONS" });
  expect(options.status).toBe(204);
  expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  await get("/chat/home.html"); // a GET kept by the server must not answer the others
  for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
    const response = await get("/chat/home.html", { method, body: method === "DELETE" ? undefined : "x=1" });
    expect(response.status, method).toBe(405);
    expect(response.headers.get("allow"), method).toBe("GET, HEAD");
    expect(await response.text(), method).toContain("405 Método não permitido");
  }
});

test("a public file is served however its path is spelled, and a page path that is no file still reaches its page", async () => {
  const [plain, encoded] = await Promise.all([get("/favicon.svg"), get("/fav%69con.svg")]);
  expect(encoded.status).toBe(200);
  expect(encoded.headers.get("content-type")).toContain("image/svg+xml");
  expect(await encoded.text()).toBe(await plain.text());
  expect((await get("/favicon.svg.html")).status).toBe(404);
});

test("a byte range is served, an unsatisfiable one gets 416, on pages and files alike", async () => {
  for (const path of ["/chat/home.html", "/favicon.svg"]) {
    const part = await get(path, { headers: { range: "bytes=0-14", "accept-encoding": "identity" } });
    expect(part.status, path).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(15);
    const beyond = await get(path, { headers: { range: "bytes=99999999-" } });
    expect(beyond.status, path).toBe(416);
    expect(beyond.headers.get("content-range"), path).toMatch(/^bytes \*\/\d+$/);
  }
});

test("paths no page can have get the portal's 400 page, and each client error is one line in the log", async () => {
  server.clearLog();
  for (const path of ["/chat/%0d%0aSet-Cookie:%20x=1", "/a%00b", "/%ff"]) {
    const response = await get(path);
    expect(response.status, path).toBe(400);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text(), path).toContain("400 Requisição inválida");
  }
  await get("/nao-existe.html");
  await get("/chat/home.html", { method: "POST" });
  expect((await get(`/${"x".repeat(9000)}`)).status).toBe(414);
  await expect.poll(() => server.log().split("\n").filter(Boolean).length).toBe(6);
  const lines = server.log().split("\n").filter(Boolean);
  expect(
    lines.every((line) => /^(400|404|405|414) (GET|POST) "[^\n]*"$/.test(line)),
    lines.join("\n"),
  ).toBe(true);
  // A long URL is cut: the log keeps its start and says how long it was.
  expect(lines.at(-1)!.length).toBeLessThan(260);
  expect(lines.at(-1)).toContain("(9001 chars)");
  expect(server.log()).not.toMatch(/\n\s+at /); // no stack trace
});

test("a client's CR/LF never starts a line of the log, a bad ?_data= is one line with no stack, and a flood of one kind is bounded", async () => {
  test.setTimeout(90_000);
  server.clearLog();
  for (const path of ["/chat/home.html?_data=x%0d%0aFORGED%20LINE", "/chat/home.html?_data=routes%2Fnope%0aFORGED", "/chat/%1b%5b31mred.html"]) {
    expect((await get(path)).status, path).toBeGreaterThanOrEqual(400);
  }
  await expect.poll(() => server.log().split("\n").filter(Boolean).length).toBe(3);
  const lines = server.log().split("\n").filter(Boolean);
  expect(
    lines.filter((line) => line.startsWith("FORGED")),
    server.log(),
  ).toEqual([]);
  expect(server.log()).not.toMatch(/\n\s+at /); // no stack trace for a client's error
  expect(server.log()).not.toContain("\x1b");

  // 100 unknown pages in a row (a scanner): a bounded number of lines, and how many were left out.
  server.clearLog();
  for (let i = 0; i < 100; i++) await get(`/varredura-${i}.html`, { method: "HEAD" });
  await expect.poll(() => server.log(), { timeout: 20_000 }).toMatch(/more lines of "404 HEAD"/);
  expect(server.log().split("\n").filter(Boolean).length).toBeLessThan(50);
});

test("the Content-Security-Policy allows no inline script but the document's own, by hash", async () => {
  const response = await get("/anuncio/api/import.html");
  const policy = response.headers.get("content-security-policy")!;
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src "))!;
  expect(scriptSrc).not.toContain("unsafe-inline");
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter(Boolean);
  expect(inline.length).toBeGreaterThan(1);
  for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  // The same policy travels in the page, for static hosts that set no header.
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/);
});
