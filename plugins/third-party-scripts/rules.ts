/**
 * Third-party scripts (spec §2; configured in site.config.ts, off until a URL
 * is set): page analytics on every page, once per document; a chat widget
 * only on pages whose HTML has no iframe. Decided per page in the browser from
 * the page data, so the rule holds on a full load and after client-side
 * navigation alike (React never runs scripts it inserts, so head tags could
 * not). The plugin (index.ts) checks the configuration; the browser applies
 * these rules (app/components/behaviour/third-party.ts). No DOM or Node here.
 */
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
