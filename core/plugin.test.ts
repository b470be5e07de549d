import { describe, expect, it } from "vitest";
import { answerRequest, oncePer, PluginError, runHook, type PortalPlugin } from "./plugin";
import type { Page } from "./types";
import type { SiteConfig } from "./site-config";

const config = {} as SiteConfig;
const page = { key: "a", data: {} } as unknown as Page;

describe("plugin host", () => {
  it("runs a hook of every plugin in list order, skipping plugins without it", async () => {
    const calls: string[] = [];
    const plugins: PortalPlugin[] = [
      { name: "one", extendPageData: (p) => void calls.push(`one:${p.key}`) },
      { name: "none" },
      { name: "two", extendPageData: async (p) => void calls.push(`two:${p.key}`) },
    ];
    await runHook(plugins, "extendPageData", page, config);
    expect(calls).toEqual(["one:a", "two:a"]);
  });

  it("tags an error with the plugin's name and hook", async () => {
    const plugins: PortalPlugin[] = [{ name: "broken", contentLoaded: () => { throw new Error("boom"); } }];
    const error = await runHook(plugins, "contentLoaded", {} as never).catch((e) => e);
    expect(error).toBeInstanceOf(PluginError);
    expect(error.message).toBe("[plugin broken] contentLoaded failed: boom");
    expect(error.plugin).toBe("broken");
  });

  it("lets the first plugin that answers a request win", async () => {
    const plugins: PortalPlugin[] = [
      { name: "quiet", onRequest: () => undefined },
      { name: "health", onRequest: (url) => (url.pathname === "/health" ? new Response("ok") : undefined) },
      { name: "late", onRequest: () => new Response("late") },
    ];
    const api = { config, pages: [], markdownOf: () => undefined };
    expect(await (await answerRequest(plugins, new URL("http://x/health"), api))!.text()).toBe("ok");
    expect(await (await answerRequest(plugins, new URL("http://x/other"), api))!.text()).toBe("late");
    expect(await answerRequest(plugins.slice(0, 1), new URL("http://x/"), api)).toBeUndefined();
  });

  it("builds what a plugin serves once per set of pages, and again after a failure", async () => {
    let builds = 0;
    let fail = true;
    const served = oncePer(async (pages: readonly Page[]) => {
      builds++;
      if (fail) throw new Error("disk full");
      return `${pages.length} pages`;
    });
    const pages = [page];
    await expect(served(pages)).rejects.toThrow("disk full");
    fail = false;
    expect(await served(pages)).toBe("1 pages");
    expect(await served(pages)).toBe("1 pages");
    expect(builds).toBe(2);
    expect(await served([page, page])).toBe("2 pages"); // a new manifest, a new file
    expect(builds).toBe(3);
  });
});
