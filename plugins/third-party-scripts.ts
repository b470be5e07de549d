/**
 * Third-party scripts named in site.config.ts (spec §2), off until a URL is
 * configured (env PORTAL_CHAT_WIDGET_SRC / PORTAL_ANALYTICS_SRC):
 *  - page analytics on every page, once per document;
 *  - a chat widget only on pages whose HTML contains no iframe.
 * The browser decides per page from the page data it already has
 * (app/components/behaviour/third-party.ts, `thirdPartyScriptsFor`), so the
 * rule holds on a full load and after client-side navigation alike; head tags
 * would not, since React never runs scripts it inserts. The URLs reach the
 * browser through the root loader, read when the server (or the export) runs,
 * the same moment server.ts reads them for its Content-Security-Policy.
 * At build time the plugin only checks that configured URLs are usable.
 */
import { definePlugin } from "../core/plugin";
import type { SiteConfig } from "../core/types";
import type { ThirdPartyUrls } from "../app/components/behaviour/third-party";

export { embedsIframe, thirdPartyScriptsFor, type ThirdPartyUrls } from "../app/components/behaviour/third-party";

/** What the root loader sends to the browser: explicit nulls when off. */
export const publicThirdPartyUrls = (config: Pick<SiteConfig, "thirdParty">): Required<ThirdPartyUrls> => ({
  chatWidgetSrc: config.thirdParty.chatWidgetSrc ?? null,
  analyticsSrc: config.thirdParty.analyticsSrc ?? null,
});

export default definePlugin({
  name: "third-party-scripts",
  contentLoaded({ config }) {
    for (const [name, src] of Object.entries(config.thirdParty)) {
      if (!src) continue;
      let url: URL;
      try {
        url = new URL(src);
      } catch {
        throw new Error(`thirdParty.${name} is not an absolute URL: "${src}"`);
      }
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`thirdParty.${name} must be http(s): "${src}"`);
    }
  },
});
