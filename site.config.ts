/**
 * The build's configuration: the site's data (site.data.ts) and the ordered
 * plugin list. Only the build loads it (the content build, `npm run dev`'s
 * in-process builds, tests over the built site): the app and the server read
 * site.data.ts alone, so serving the site loads no plugin.
 */
import { defineSiteConfig, type SiteConfig } from "./core/site-config";
import { paths } from "./core/paths";
import adCatalogue from "./plugins/ad-catalogue/index";
import { apiCatalogue } from "./plugins/api-catalogue/index";
import catalogue from "./plugins/catalogue";
import diagrams from "./plugins/diagrams";
import lastUpdated from "./plugins/last-updated";
import llmsTxt from "./plugins/llms-txt";
import mdRedirects from "./plugins/md-redirects";
import novidades from "./plugins/novidades";
import openapi from "./plugins/openapi";
import releaseDate from "./plugins/release-date";
import search from "./plugins/search";
import sitemap from "./plugins/sitemap";
import snippets from "./plugins/snippets/index";
import packageTarballs from "./plugins/package-tarballs";
// A plugin from its own npm package (examples/plugin-security-txt, an npm workspace): the public contract alone.
import securityTxt from "portal-plugin-security-txt";
// Another, with a browser component: an island a page places with :::island{name="relogio-utc"}.
import relogioUtc from "portal-plugin-relogio-utc";
import staticHosts from "./plugins/static-hosts";
import { hosts, siteData, siteUrl } from "./site.data";

/**
 * The portal's npm packages, each with the folders its bundle inlines (a change there is a new tarball). The
 * install tests (tests/install-from-portal.ts) pack each from this same entry.
 */
export const SERVED_PACKAGES = [
  {
    dir: "packages/validador",
    // Its bundle is made by packages/build-tools, shared with the sandbox.
    inputs: ["domain/ad-catalogue", "domain/text", "packages/build-tools"],
    runArgs: "anuncios.json",
    ciStep: { title: "Validar anúncios", args: "dados/imoveis.xml --format github", file: "validador.tgz" },
  },
  // The sandbox's bundle inlines the call catalogue and the validator's rules.
  { dir: "packages/sandbox", inputs: ["domain", "packages/validador/src", "packages/build-tools"] },
];

export const siteConfig: SiteConfig = defineSiteConfig({
  ...siteData,

  /** Run in this order; see plugins/README.md for the hooks. */
  plugins: [
    snippets({ folder: paths().snippets }),
    adCatalogue(),
    apiCatalogue({ hosts, siteUrl }),
    diagrams(),
    lastUpdated(),
    catalogue(),
    mdRedirects(),
    releaseDate(),
    search(),
    sitemap(),
    openapi(),
    novidades(),
    llmsTxt(),
    staticHosts(),
    // /.well-known/security.txt: where a security researcher reports a flaw; renew `expires` before it passes (RFC 9116 advises under a year ahead).
    securityTxt({ contact: ["mailto:seguranca@classificados.example"], expires: "2027-11-30T23:59:59Z" }),
    // The rate limit's FAQ: the time in UTC and in Brasília, and when a 429's 10-minute block ends.
    relogioUtc(),
    // The portal's npm packages at /ferramentas/<name>-<version>.tgz (SERVED_PACKAGES above).
    packageTarballs({ siteUrl, packages: SERVED_PACKAGES }),
  ],
});
