/** Site-wide data every page needs (titles, navbar, the content tree as sidebar HTML), sent once with the document. */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { resolvePath } from "../core/routing";
import { publicThirdPartyUrls } from "../plugins/third-party-scripts";
import { siteConfig } from "../site.config";
import { renderSidebar } from "./components/chrome/render.server";
import { BEFORE_PAINT_SCRIPT } from "./components/head/before-paint";
import { getSite } from "./content.server";

export async function loadRoot({ request }: Pick<LoaderFunctionArgs, "request">) {
  const site = await getSite();
  // The sidebar as HTML with this document's page highlighted; the browser moves the highlight afterwards.
  const resolved = resolvePath(new URL(request.url).pathname, (key) => site.byKey.has(key));
  const current = resolved.kind === "page" ? site.byKey.get(resolved.key)!.path : "";
  return json({
    site: {
      title: siteConfig.title,
      description: siteConfig.description,
      lang: siteConfig.lang ?? "en-US",
      url: siteConfig.siteUrl,
      navbar: siteConfig.navbar,
      // Read per process (server start or export), like the CSP in server.ts.
      thirdParty: publicThirdPartyUrls(siteConfig),
    },
    sidebarHtml: renderSidebar(site.nav, current),
    // Sent as data so the browser bundle does not carry the script's text twice.
    beforePaintScript: BEFORE_PAINT_SCRIPT,
    headTags: site.manifest.headTags,
    assets: site.manifest.assets,
  });
}

