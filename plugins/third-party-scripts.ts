/**
 * Third-party scripts named in site.config.ts (spec §2): a chat widget on
 * pages without an iframe, and page analytics on every page. Both stay off
 * until a URL is configured.
 */
import { definePlugin } from "../core/plugin";
import type { HeadTag } from "../core/types";

export default definePlugin({
  name: "third-party-scripts",
  pageHeadTags(page, config) {
    const { chatWidgetSrc, analyticsSrc } = config.thirdParty;
    const tags: HeadTag[] = [];
    if (analyticsSrc) tags.push({ tag: "script", attrs: { src: analyticsSrc, async: true, "data-third-party": "analytics" } });
    if (chatWidgetSrc && !/<iframe[\s>]/i.test(page.html)) {
      tags.push({ tag: "script", attrs: { src: chatWidgetSrc, async: true, "data-third-party": "chat-widget" } });
    }
    return tags;
  },
});
