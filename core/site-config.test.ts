/** A wrong site.config.ts stops everything with a message naming the field. */
import { describe, expect, it } from "vitest";
import { definePlugin } from "./plugin";
import { defineSiteConfig } from "./site-config";
import { testSiteConfig } from "./test-site-config";

const problemWith = (overrides: Record<string, unknown>) => {
  try {
    defineSiteConfig({ ...testSiteConfig(), ...overrides } as never);
  } catch (error) {
    return (error as Error).message;
  }
  return "accepted";
};

const sitemap = definePlugin({ name: "sitemap", setup: () => ({}) });

describe("site.config.ts", () => {
  it("accepts a complete configuration", () => {
    expect(problemWith({})).toBe("accepted");
  });

  it("names each wrong field and says what it must be", () => {
    expect(problemWith({ thirdParty: { chatWidgetSrc: "chat.js" } })).toBe("site.config.ts: thirdParty.chatWidgetSrc: must be an absolute http(s) URL");
    expect(problemWith({ thirdParty: { analyticsSrc: "javascript:alert(1)" } })).toBe(
      "site.config.ts: thirdParty.analyticsSrc: must be an absolute http(s) URL",
    );
    expect(problemWith({ hosts: { apps: "https://apps.example" } })).toMatch(/^site\.config\.ts: hosts\.apps: an upper-case name/);
    expect(problemWith({ siteUrl: "portal.example" })).toBe("site.config.ts: siteUrl: must be an absolute http(s) URL");
    expect(problemWith({ locales: { "/en/": { lang: "en-US", label: "English" } } })).toBe('site.config.ts: locales: needs the "/" locale, the fallback');
    expect(problemWith({ navbar: [{ text: "Integração", link: "integracao" }] })).toBe("site.config.ts: navbar.0.link: must be a path on the site");
    expect(problemWith({ titel: "Portal" })).toMatch(/^site\.config\.ts: \(root\): Unrecognized key\(s\) in object: 'titel'/);
  });

  it("refuses two plugins with the same name", () => {
    expect(problemWith({ plugins: [{ name: "sitemap" }, { name: "sitemap" }] })).toBe("site.config.ts: plugins: two plugins have the same name");
  });

  it("names a plugin listed without calling its factory", () => {
    expect(problemWith({ plugins: [sitemap as never] })).toBe("site.config.ts: plugins.0: must be a plugin: call its factory (`sitemap()`, not `sitemap`)");
  });
});
