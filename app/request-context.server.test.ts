/** How a page's data URL (Remix's single fetch: "/x.data") resolves, where Remix has dropped the page's trailing slash. */
import { describe, expect, it } from "vitest";
import type { SiteIndex } from "./content.server";
import { pageOfDataUrl, portalRequest } from "./request-context.server";

/** A site of these page keys: a page and a folder named alike (autos.html, autos/), a folder alone, a page alone. */
const site = (keys: string[]) =>
  Promise.resolve({ byKey: new Map(keys.map((key) => [key, {}])), broken: new Map(), redirects: new Map() } as unknown as SiteIndex);
const SITE = site(["index", "json/autos", "json/autos/index", "ferramentas/index", "chat/home"]);

describe("a page's data URL", () => {
  it("names the page Remix asked for, with no trailing slash", () => {
    expect(pageOfDataUrl("/_root.data")).toBe("/");
    expect(pageOfDataUrl("/chat/home.html.data")).toBe("/chat/home.html");
    expect(pageOfDataUrl("/chat.data")).toBe("/chat");
    expect(pageOfDataUrl("/chat/home.html")).toBeUndefined();
  });

  it("resolves as its page does: the home, a page, a folder asked without its slash", async () => {
    expect((await portalRequest("/_root.data", undefined, SITE)).resolution).toEqual({ kind: "page", key: "index" });
    expect((await portalRequest("/chat/home.html.data", undefined, SITE)).resolution).toEqual({ kind: "page", key: "chat/home" });
    const folder = await portalRequest("/ferramentas.data", undefined, SITE);
    expect(folder.resolution).toEqual({ kind: "page", key: "ferramentas/index" });
    expect(folder.sharedDataUrl).toBeUndefined();
  });

  it("answers no page where a page and a folder share it, so the client loads either in full", async () => {
    expect((await portalRequest("/json/autos.data", undefined, SITE)).sharedDataUrl).toEqual(["/json/autos", "/json/autos/"]);
    // The documents themselves are told apart by their slash.
    expect((await portalRequest("/json/autos/", undefined, SITE)).resolution).toEqual({ kind: "page", key: "json/autos/index" });
    expect((await portalRequest("/json/autos", undefined, SITE)).sharedDataUrl).toBeUndefined();
    expect((await portalRequest("/json/autos.html.data", undefined, SITE)).sharedDataUrl).toBeUndefined();
  });
});
