/**
 * The one loader behind every documentation URL: redirects first, then the
 * routing rules of core/routing.ts, as resolved once for the request
 * (request-context.server.ts). Unknown or hostile paths, and methods other
 * than GET and HEAD, get a 4xx with the not-found layout, never an exception.
 */
import { data as withStatus, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import type { ClientPage } from "../core/types";
import { siteData } from "../site.data";
import type { PageLink } from "./components/nearest-pages";
import { randomWittyIndex, WITTY_MESSAGES } from "./components/NotFound";
import { renderPageChrome, type PageChrome } from "./components/chrome/render.server";
import { toClientPage } from "./content.server";
import { handOverShownHtml } from "./document/shown-html";
import { portalOf, type PortalRequest } from "./request-context.server";

export interface PageLoaderData {
  page: ClientPage | null;
  status: number;
  /** Which witty line the not-found page shows, and all of them (the static export picks again in the browser). */
  witty?: number;
  wittyMessages?: string[];
  /** On the not-found page: the path that matched nothing, and every page, for the nearest ones (components/nearest-pages.ts). */
  missingPath?: string;
  pages?: PageLink[];
  /** Breadcrumbs, TOC, edit link, last update and previous/next as HTML (app/components/chrome). */
  chrome?: PageChrome;
}

/**
 * Browsers revalidate every time (the ETag makes that a 304), shared caches
 * (CDNs) keep a page 10 minutes and may serve it up to a day while they
 * fetch the new one. See the README's "Deploy".
 */
export const PAGE_CACHE = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";

/** The page route's data for the request worked out in `portal` (a path that only redirects has none). */
export function pageData({ site, resolution }: PortalRequest, requestPath = "/"): PageLoaderData {
  if (resolution.kind === "page") {
    // Development: a page that does not compile fails alone, inside the site's chrome (the route's error boundary).
    const broken = site.broken.get(resolution.key);
    if (broken !== undefined) throw new Error(broken);
    const served = site.byKey.get(resolution.key)!;
    const page = toClientPage(served, site.htmlOf(served));
    return { page, status: 200, chrome: renderPageChrome(page, site.nav, siteData.editLinkBase) };
  }
  const status = resolution.kind === "not-found" ? 404 : resolution.status;
  const pages = site.manifest.pages.filter((p) => !p.frontmatter.noindex).map(({ path, title }) => ({ path, title }));
  return { page: null, status, witty: randomWittyIndex(), wittyMessages: WITTY_MESSAGES, missingPath: requestPath, pages };
}

export async function loadPage({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const portal = await portalOf(request, context);
  if (portal.redirect) throw redirect(portal.redirect.to, portal.redirect.status);
  if (portal.sharedDataUrl) {
    // Not a page's data: the client, failing to read it, loads its target in full (app/error-recovery.ts).
    throw withStatus(`${portal.sharedDataUrl.join(" e ")} pedem os mesmos dados: carregue a página inteira.`, { status: 300 });
  }
  const data = pageData(portal, new URL(request.url).pathname);
  return withStatus<PageLoaderData>(handOverShownHtml(data, "page", context?.shownHtml), {
    status: data.status,
    headers: { "Cache-Control": data.page ? PAGE_CACHE : "no-store" },
  });
}
