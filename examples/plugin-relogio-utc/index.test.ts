import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileMdx } from "../../core/compile";
import { siteConfig } from "../../site.config";
import { pluginUiSource } from "../../scripts/plugin-ui";
import { blockWindow, bothZones } from "./block-window";
import relogioUtc from "./index";

const root = join(__dirname, "..", "..");
const at = (iso: string) => Date.parse(iso);

describe("portal-plugin-relogio-utc", () => {
  it("shows a moment in UTC and in Brasília, three hours behind, across midnight too", () => {
    expect(bothZones(at("2026-11-28T14:03:27Z"))).toBe("14:03:27 UTC (11:03:27 em Brasília)");
    expect(bothZones(at("2026-11-28T01:30:00Z"))).toBe("01:30:00 UTC (22:30:00 em Brasília)");
  });

  it("counts the 10-minute block from the 429, down to the second, then says it is over", () => {
    const blockedAt = at("2026-11-28T14:03:27Z");
    expect(blockWindow(blockedAt, blockedAt)).toEqual({ endsAt: "14:13:27 UTC (11:13:27 em Brasília)", left: "10:00" });
    expect(blockWindow(blockedAt, blockedAt + 60_500)).toEqual({ endsAt: "14:13:27 UTC (11:13:27 em Brasília)", left: "9:00" });
    expect(blockWindow(blockedAt, blockedAt + 599_001).left).toBe("0:01");
    expect(blockWindow(blockedAt, blockedAt + 600_000)).toEqual({ endsAt: "14:13:27 UTC (11:13:27 em Brasília)" });
  });

  it("registers its island through the public contract, and takes no options", () => {
    const { islands, islandModules } = pluginUiSource(root, siteConfig.plugins);
    expect(islands).toContain('  "relogio-utc": () => import("./plugin-island-relogio-utc.generated"),');
    expect(islandModules["plugin-island-relogio-utc.generated.tsx"]).toContain('export { default } from "portal-plugin-relogio-utc/island";');
    expect(() => relogioUtc({ minutos: 5 } as never)).toThrow("plugin relogio-utc: opção desconhecida: `minutos`");
  });

  it("leaves the rate limit page building, with its text for readers without the clock, when the plugin is not listed", async () => {
    const plugins = siteConfig.plugins.filter((p) => p.name !== "relogio-utc");
    expect(pluginUiSource(root, plugins).islands).not.toContain("relogio-utc");
    const file = join(root, "content", "faq", "rate_limit.mdx");
    const options = { pageUrl: new URL("/faq/rate_limit.html", siteConfig.siteUrl).href, hosts: siteConfig.hosts, plugins, highlightCache: {}, bundle: false };
    const { html } = await compileMdx("content/faq/rate_limit.mdx", file, readFileSync(file, "utf8"), options);
    expect(html).toMatch(/<div data-island="relogio-utc"><p>Anote o horário do primeiro 429 e some 10 minutos/);
  });
});
