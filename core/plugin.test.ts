import { describe, expect, it } from "vitest";
import { PluginError, runHook, type PortalPlugin } from "./plugin";
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
});
