/**
 * `/x.md` answers a permanent redirect to the page `/x.html` (spec §2). Only
 * existing pages get one, so the target is always a same-site path built
 * from a page key, never anything taken from the request.
 */
import { definePlugin } from "../core/plugin";

export default definePlugin({
  name: "md-redirects",
  setup: () => ({
    contentLoaded({ pages, addRedirect }) {
      for (const page of pages) {
        if (page.key === "index" || page.key.endsWith("/index")) continue;
        addRedirect({ from: `/${page.key}.md`, to: page.path, status: 301 });
      }
    },
  }),
});
