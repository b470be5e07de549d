/**
 * Third-party scripts (spec §2; configured in site.config.ts, off until a URL
 * is set): page analytics on every page, once per document; a chat widget
 * only on pages whose HTML has no iframe. Decided per page in the browser from
 * the page data, so the rule holds on a full load and after client-side
 * navigation alike (React never runs scripts it inserts, so head tags could
 * not). The root loader sends the configured URLs (publicThirdPartyUrls),
 * checked with the rest of site.config.ts (core/site-config.ts).
 */
import type { SiteConfig } from "../../../core/site-config";
export type ThirdPartyId = "analytics" | "chat-widget";

export interface ThirdPartyUrls {
  chatWidgetSrc?: string | null;
  analyticsSrc?: string | null;
}

export const embedsIframe = (html: string) => /<iframe[\s>/]/i.test(html);

/** The scripts a page should have loaded, in load order. */
export function thirdPartyScriptsFor(urls: ThirdPartyUrls, pageHtml: string): { id: ThirdPartyId; src: string }[] {
  const scripts: { id: ThirdPartyId; src: string }[] = [];
  if (urls.analyticsSrc) scripts.push({ id: "analytics", src: urls.analyticsSrc });
  if (urls.chatWidgetSrc && !embedsIframe(pageHtml)) scripts.push({ id: "chat-widget", src: urls.chatWidgetSrc });
  return scripts;
}

/** What the root loader sends to the browser: explicit nulls when off. */
export const publicThirdPartyUrls = (config: Pick<SiteConfig, "thirdParty">): Required<ThirdPartyUrls> => ({
  chatWidgetSrc: config.thirdParty.chatWidgetSrc ?? null,
  analyticsSrc: config.thirdParty.analyticsSrc ?? null,
});

/** Adds the scripts this page wants and takes out the chat widget's tag where it must not be. */
export function syncThirdPartyScripts(urls: ThirdPartyUrls | undefined, pageHtml: string) {
  const wanted = thirdPartyScriptsFor(urls ?? {}, pageHtml);
  for (const id of ["analytics", "chat-widget"] as const) {
    const present = document.querySelector(`script[data-third-party="${id}"]`);
    const want = wanted.find((s) => s.id === id);
    if (want && !present) {
      const script = document.createElement("script");
      script.src = want.src;
      script.async = true;
      script.dataset.thirdParty = id;
      document.body.appendChild(script);
    } else if (!want && present) {
      present.remove();
    }
  }
}
