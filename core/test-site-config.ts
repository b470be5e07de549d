/** A small, complete site config for tests that build a throwaway site; each test names only what it cares about. */
import type { SiteConfig } from "./site-config";

export function testSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    title: "Portal",
    description: "d",
    lang: "pt-BR",
    siteUrl: "https://portal.example",
    locales: { "/": { lang: "pt-BR", label: "pt" } },
    navbar: [],
    folderTitles: {},
    hosts: { APPS_HOST: "https://apps.example" },
    editLinkBase: "",
    thirdParty: {},
    plugins: [],
    ...overrides,
  };
}
