/**
 * The one place where the portal is configured: titles, locales, navbar, the
 * marketplace hosts used in every code sample, the edit-link base, optional
 * third-party scripts and the ordered plugin list.
 */
import type { SiteConfig } from "./core/types";
import { definePlugin } from "./core/plugin";
import remarkAdCatalogue from "./plugins/ad-catalogue";
import catalogue from "./plugins/catalogue";
import diagrams from "./plugins/diagrams";
import lastUpdated from "./plugins/last-updated";
import llmsTxt from "./plugins/llms-txt";
import mdRedirects from "./plugins/md-redirects";
import novidades from "./plugins/novidades";
import releaseDate from "./plugins/release-date";
import searchIndex from "./plugins/search-index";
import sitemap from "./plugins/sitemap";
import thirdPartyScripts from "./plugins/third-party-scripts";

export const siteConfig: SiteConfig = {
  title: "Portal de Integração",
  description:
    "Documentação para integradores e anunciantes: importação de anúncios, OAuth, destaques, chat, leads, webhooks e mais.",
  lang: "pt-BR",
  siteUrl: "https://integracao.classificados.example",
  locales: {
    "/": { lang: "pt-BR", label: "Português" },
  },
  navbar: [{ text: "Integração", link: "/" }],
  folderTitles: {
    anuncio: "Anúncios",
    "anuncio/api": "API de anúncios",
    "anuncio/json": "Arquivo JSON",
    "anuncio/xml": "Arquivo XML",
    "anuncio/xml/real_estate": "Imóveis (XML)",
    "lead/descriptions": "Descrições de leads",
    "lead/descriptions/autos": "Autos",
  },
  /**
   * Hosts of the marketplace as they appear in samples. Write them in MDX as
   * %AUTH_HOST%, %AUTOUPLOAD_HOST% and %APPS_HOST%: a remark step swaps in
   * these values, so changing one line here re-points every example.
   */
  hosts: {
    AUTH_HOST: "https://auth.classificados.example",
    AUTOUPLOAD_HOST: "https://apps.classificados.example",
    APPS_HOST: "https://apps.classificados.example",
  },
  editLinkBase: "https://github.com/classificados/portal-integracao/edit/main/content/",
  /** Third-party scripts stay off unless a URL is set here. */
  thirdParty: {
    chatWidgetSrc: process.env.PORTAL_CHAT_WIDGET_SRC || undefined,
    analyticsSrc: process.env.PORTAL_ANALYTICS_SRC || undefined,
  },

  /** Run in this order; see plugins/README.md for the hooks. */
  plugins: [definePlugin({ name: "ad-catalogue", remarkPlugins: [remarkAdCatalogue] }), diagrams, lastUpdated, catalogue, mdRedirects, releaseDate, thirdPartyScripts, searchIndex, sitemap, novidades, llmsTxt],
};
