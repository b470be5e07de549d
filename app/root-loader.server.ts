/** Site-wide data every page needs (titles, navbar, the content tree as sidebar HTML, the footer), sent once with the document. */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { publicThirdPartyUrls } from "./components/behaviour/third-party";
import { siteData } from "../site.data";
import { renderFooter, renderSidebar } from "./components/chrome/render.server";
import { PAGE_CACHE } from "./page-loader.server";
import { portalOf, type PortalRequest } from "./request-context.server";
import { handOverShownHtml } from "./document/shown-html";
import { NAV_TREE_ASSET } from "../core/nav";

/** What every document's root route shows, for the request worked out in `portal`. */
export function rootData({ site, resolution }: PortalRequest) {
  // The sidebar as HTML with this document's page highlighted; the browser moves the highlight afterwards.
  // A page that does not compile (development) is in no sidebar entry.
  const current = resolution.kind === "page" ? (site.byKey.get(resolution.key)?.path ?? "") : "";
  return {
    site: {
      title: siteData.title,
      description: siteData.description,
      lang: siteData.lang ?? "en-US",
      url: siteData.siteUrl,
      navbar: siteData.navbar,
      // Read per process (server start or export), like the CSP in app/document/csp.ts.
      thirdParty: publicThirdPartyUrls(siteData),
    },
    sidebarHtml: renderSidebar(site.nav, current, site.manifest.assets[NAV_TREE_ASSET]),
    footerHtml: renderFooter(siteData.editLinkBase),
    headTags: site.manifest.headTags,
    assets: site.manifest.assets,
  };
}

export async function loadRoot({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  return data(handOverShownHtml(rootData(await portalOf(request, context)), "root", context?.shownHtml), { headers: { "Cache-Control": PAGE_CACHE } });
}
