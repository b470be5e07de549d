/** Site-wide data every page needs (titles, navbar, the content tree), sent once with the document. */
import { json } from "@remix-run/node";
import { publicThirdPartyUrls } from "../plugins/third-party-scripts";
import { siteConfig } from "../site.config";
import { getSite } from "./content.server";

export async function loadRoot() {
  const site = await getSite();
  return json({
    site: {
      title: siteConfig.title,
      description: siteConfig.description,
      lang: siteConfig.lang ?? "en-US",
      url: siteConfig.siteUrl,
      navbar: siteConfig.navbar,
      editLinkBase: siteConfig.editLinkBase,
      // Read per process (server start or export), like the CSP in server.ts.
      thirdParty: publicThirdPartyUrls(siteConfig),
    },
    nav: site.nav,
    headTags: site.manifest.headTags,
    assets: site.manifest.assets,
  });
}

