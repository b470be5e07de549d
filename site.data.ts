/**
 * The site's data: titles, locales, navbar, folder titles, the marketplace
 * hosts used in every code sample, the edit-link base (off unless
 * PORTAL_EDIT_LINK_BASE is set) and optional third-party scripts. Plain data,
 * checked when loaded (core/site-config.ts): the app and the server read it;
 * the plugin list, which only the build loads, is in site.config.ts.
 */
import { defineSiteData, type SiteData } from "./core/site-config";

/**
 * Hosts of the marketplace as they appear in samples. Write them in MDX as
 * %AUTH_HOST%, %AUTOUPLOAD_HOST% and %APPS_HOST%: a remark step swaps in
 * these values, so changing one line here re-points every example (and the
 * endpoint blocks and /openapi.json, which take them from here too).
 */
export const hosts = {
  AUTH_HOST: "https://auth.classificados.example",
  AUTOUPLOAD_HOST: "https://apps.classificados.example",
  APPS_HOST: "https://apps.classificados.example",
};

export const siteUrl = "https://integracao.classificados.example";

export const siteData: SiteData = defineSiteData({
  title: "Portal de Integração",
  description: "Documentação para integradores e anunciantes: importação de anúncios, OAuth, destaques, chat, leads, webhooks e mais.",
  lang: "pt-BR",
  siteUrl,
  locales: {
    "/": { lang: "pt-BR", label: "Português" },
  },
  navbar: [{ text: "Integração", link: "/" }],
  // Every folder with a home page names itself here: the home's own title says what the page is ("… visão geral"), so the sidebar and breadcrumbs never read "Autos › Autos".
  folderTitles: {
    anuncio: "Anúncios",
    "anuncio/api": "API de anúncios",
    "anuncio/api/agro": "Agro e indústria",
    "anuncio/api/autoparts": "Peças e acessórios",
    "anuncio/api/autos": "Autos",
    "anuncio/api/electronics": "Celulares",
    "anuncio/api/real_estate": "Imóveis",
    "anuncio/json": "Arquivo JSON",
    "anuncio/json/agro": "Agro e indústria (JSON)",
    "anuncio/json/autoparts": "Peças e acessórios (JSON)",
    "anuncio/json/autos": "Autos (JSON)",
    "anuncio/json/real_estate": "Imóveis (JSON)",
    "anuncio/xml": "Arquivo XML",
    "anuncio/xml/real_estate": "Imóveis (XML)",
    chat: "Integração de chat",
    destaque: "Destaques e saldo",
    faq: "Perguntas frequentes",
    hv: "Histórico veicular",
    lead: "Leads",
    "lead/descriptions": "Descrições de leads",
    "lead/descriptions/autos": "Autos",
    renovacao: "Renovação de anúncios",
    webhooks: "Webhooks de status",
  },
  hosts,
  // No public source names this portal's repository: the "Editar esta página" links and the footer's "Código-fonte" stay off unless a deploy sets one.
  editLinkBase: process.env.PORTAL_EDIT_LINK_BASE || "",
  /** Third-party scripts stay off unless a URL is set here. */
  thirdParty: {
    chatWidgetSrc: process.env.PORTAL_CHAT_WIDGET_SRC || undefined,
    analyticsSrc: process.env.PORTAL_ANALYTICS_SRC || undefined,
  },
});
