/** The production page cache: one entry per page whatever the spelling, bounded in bytes. */
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { cacheKey, pageResponses } from "./page-responses";
import { listenOnLoopback } from "./test-server";

let close: () => void = () => {};
afterEach(() => close());

/** A server whose pages are rendered by a counter: how many times it rendered each decoded path. */
async function countingServer(maxBytes?: number) {
  const renders: string[] = [];
  const app = express();
  app.use(
    pageResponses({
      keep: true,
      maxBytes,
      render: async (req) => {
        const path = decodeURIComponent(req.path);
        renders.push(path);
        return new Response(`<p>${path}</p>`.padEnd(10_000, " "), { headers: { "content-type": "text/html" } });
      },
    }),
  );
  const { origin: base, close: stop } = await listenOnLoopback(app);
  close = stop;
  return { renders, get: (path: string) => fetch(`${base}${path}`).then(async (r) => ({ status: r.status, body: await r.text() })) };
}

describe("the page cache", () => {
  it("keys an answer on the decoded path and the data asked for, nothing else", () => {
    expect(cacheKey("/chat/hom%65.html")).toBe(cacheKey("/chat/home.html"));
    expect(cacheKey("/chat/home.html?utm_source=x&fbclid=1")).toBe(cacheKey("/chat/home.html"));
    expect(cacheKey("/chat/home.html?_data=routes%2F%24&x=1")).toBe(cacheKey("/chat/home.html?_data=routes/$"));
    expect(cacheKey("/chat/home.html?_data=root")).not.toBe(cacheKey("/chat/home.html?_data=routes%2F%24"));
    // Single fetch: the page route alone, or every route of the page.
    expect(cacheKey("/chat/home.html.data?_routes=routes%2F%24&x=1")).toBe(cacheKey("/chat/home.html.data?_routes=routes/$"));
    expect(cacheKey("/chat/home.html.data?_routes=routes%2F%24")).not.toBe(cacheKey("/chat/home.html.data"));
    expect(cacheKey("/chat/home.html.data")).not.toBe(cacheKey("/chat/home.html"));
    expect(cacheKey("/chat/home.html")).not.toBe(cacheKey("/chat/outra.html"));
    // A path that starts like a host is still a path, and never an error.
    expect(cacheKey("//")).toBe("//?");
    expect(cacheKey("//evil.example/x")).toBe("//evil.example/x?");
  });

  it("never answers lazy route discovery's request for one path with its answer for another", async () => {
    const app = express();
    // Remix's answer names the routes that match the paths asked for (app/prerender.server.ts).
    app.use(pageResponses({ keep: true, render: async (req) => Response.json({ asked: req.query.p }) }));
    const { origin: base, close: stop } = await listenOnLoopback(app);
    close = stop;
    for (const path of ["/", "/chat/home.html", "/"]) {
      expect(await (await fetch(`${base}/__manifest?p=${encodeURIComponent(path)}&version=abc`)).json()).toEqual({ asked: path });
    }
  });

  it("answers 1,000 spellings of one page and any tracking parameter from one rendering", async () => {
    const server = await countingServer();
    const path = "/anuncio/api/autos/sub_auto.html";
    for (let i = 0; i < 1000; i++) {
      const spelled = [...path].map((c, j) => (/[a-z]/.test(c) && (i >> (j % 12)) & 1 ? `%${c.charCodeAt(0).toString(16)}` : c)).join("");
      expect((await server.get(`${spelled}${i % 2 ? `?utm_source=${i}` : ""}`)).status).toBe(200);
    }
    expect(server.renders).toEqual([path]);
  });

  it("holds at most its bound in bytes: the least recently used page is rendered again", async () => {
    // Room for about three pages of 10 kB (and their compressed forms).
    const server = await countingServer(35_000);
    for (const page of ["/a", "/b", "/c", "/d", "/e"]) await server.get(page);
    await server.get("/e");
    await server.get("/a");
    expect(server.renders).toEqual(["/a", "/b", "/c", "/d", "/e", "/a"]);
  });
});
