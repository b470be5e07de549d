/**
 * The one loader behind every documentation URL: redirects first, then the
 * routing rules of core/routing.ts (plugins' onRequest ran before, in server.ts). Unknown or
 * hostile paths get a 4xx with the not-found layout, never an exception.
 */
import { json, redirect } from "@remix-run/node";
import { resolvePath } from "../core/routing";
import type { PageData } from "../core/types";
import { siteConfig } from "../site.config";
import { randomWittyIndex, WITTY_MESSAGES } from "./components/NotFound";
import { renderPageChrome, type PageChrome } from "./components/chrome/render.server";
import { getSite, toPageData } from "./content.server";

export interface PageLoaderData {
  page: PageData | null;
  status: number;
  /** Which witty line the not-found page shows, and all of them (the static export picks again in the browser). */
  witty?: number;
  wittyMessages?: string[];
  /** Breadcrumbs, TOC, edit link, last update and previous/next as HTML (app/components/chrome). */
  chrome?: PageChrome;
}

const PAGE_CACHE = "public, max-age=300, stale-while-revalidate=86400";

export async function loadPage(request: Request) {
  const url = new URL(request.url);
  const site = await getSite();
  const moved = site.redirects.get(url.pathname);
  if (moved) throw redirect(moved.to, moved.status);

  const resolved = resolvePath(url.pathname, (key) => site.byKey.has(key));
  if (resolved.kind === "page") {
    const page = toPageData(site.byKey.get(resolved.key)!);
    const chrome = renderPageChrome(page, site.nav, siteConfig.editLinkBase);
    return json<PageLoaderData>({ page, status: 200, chrome }, { headers: { "Cache-Control": PAGE_CACHE } });
  }
  const status = resolved.kind === "bad-request" ? resolved.status : 404;
  return json<PageLoaderData>({ page: null, status, witty: randomWittyIndex(), wittyMessages: WITTY_MESSAGES }, { status, headers: { "Cache-Control": "no-store" } });
}
