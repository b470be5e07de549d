import { describe, expect, it } from "vitest";
import { z } from "zod";
import { definePlugin, PluginError, runHook, type PortalPlugin } from "./plugin";
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
    const plugins: PortalPlugin[] = [
      {
        name: "broken",
        contentLoaded: () => {
          throw new Error("boom");
        },
      },
    ];
    const error = await runHook(plugins, "contentLoaded", {} as never).catch((e) => e);
    expect(error).toBeInstanceOf(PluginError);
    expect(error.message).toBe("[plugin broken] contentLoaded failed: boom");
    expect(error.plugin).toBe("broken");
  });
});

describe("definePlugin", () => {
  const sitemap = definePlugin({
    name: "sitemap",
    options: z.object({ changefreq: z.enum(["daily", "weekly"]).default("weekly"), hosts: z.array(z.string().url()).default([]) }).strict(),
    setup: (options) => ({ pageHeadTags: () => [{ tag: "meta", attrs: { name: "changefreq", content: options.changefreq } }] }),
  });
  const problemWith = (make: () => unknown) => {
    try {
      make();
    } catch (error) {
      return (error as Error).message;
    }
    return "no error";
  };

  it("gives setup the options as parsed, defaults applied, and names the plugin", () => {
    const plugin = sitemap();
    expect(plugin.name).toBe("sitemap");
    expect(plugin.pageHeadTags!(page, config)).toEqual([{ tag: "meta", attrs: { name: "changefreq", content: "weekly" } }]);
    expect(sitemap({ changefreq: "daily" }).pageHeadTags!(page, config)).toEqual([{ tag: "meta", attrs: { name: "changefreq", content: "daily" } }]);
  });

  it("stops on a wrong option with the plugin's name, the option's path and what is wrong, in Portuguese", () => {
    expect(problemWith(() => sitemap({ changefreq: "hourly" as never }))).toBe(
      'plugin sitemap: opção `changefreq` inválida: use um destes valores: "daily", "weekly"',
    );
    expect(problemWith(() => sitemap({ hosts: ["https://a.example", "nao-e-url"] }))).toBe(
      "plugin sitemap: opção `hosts.1` inválida: precisa ser um endereço (URL) absoluto",
    );
    expect(problemWith(() => sitemap({ hosts: 7 as never }))).toBe("plugin sitemap: opção `hosts` inválida: esperava uma lista, recebeu um número");
  });

  it("refuses a stray option, also for a plugin that takes none", () => {
    expect(problemWith(() => sitemap({ chnagefreq: "daily" } as never))).toBe("plugin sitemap: opção desconhecida: `chnagefreq`");
    const plain = definePlugin({ name: "md-redirects", setup: () => ({}) });
    expect(plain()).toEqual({ name: "md-redirects" });
    expect(problemWith(() => plain({ folder: "x" } as never))).toBe("plugin md-redirects: opção desconhecida: `folder`");
  });

  it("names a missing required option", () => {
    const snippets = definePlugin({ name: "snippets", options: z.object({ folder: z.string().min(1) }).strict(), setup: () => ({}) });
    expect(problemWith(() => (snippets as unknown as () => unknown)())).toBe("plugin snippets: opção `folder` inválida: obrigatória, não foi informada");
    expect(problemWith(() => snippets({} as never))).toBe("plugin snippets: opção `folder` inválida: obrigatória, não foi informada");
  });
});
