/**
 * What one request needs to know, worked out once and handed to every loader
 * of that request (Remix's load context): the site (manifest, content tree)
 * and how the path resolves. The server and the export both create it, so
 * the root and page loaders never repeat the lookup.
 */
import type { AppLoadContext } from "@remix-run/node";
import { rejectedPath, resolvePath, type Resolution } from "../core/routing";
import type { Redirect } from "../core/types";
import { getSite, type SiteIndex } from "./content.server";
import type { ShownHtml } from "./document/shown-html";

/** Statuses the server decides before routing: a path no page can have, or a method other than GET and HEAD. */
export type RejectedStatus = 400 | 405 | 414;

export interface PortalRequest {
  site: SiteIndex;
  /** A redirect for this exact path (`/x.md` → `/x.html`). */
  redirect?: Redirect;
  /**
   * A data URL that two pages ask (`/x.data`, for the page "/x" and the folder "/x/": see `pageOfDataUrl`),
   * those two paths; it answers neither.
   */
  sharedDataUrl?: [string, string];
  resolution: Resolution | { kind: "rejected"; status: RejectedStatus };
}

declare module "@remix-run/node" {
  /** remix.config.js turns single fetch on: loader data is typed as it arrives (plain objects, no JSON round trip). */
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    /** A promise, so a failure (development: a page that does not compile) reaches the loaders, which show it. */
    portal?: Promise<PortalRequest>;
    /**
     * Only when the request is for a document: the loaders put the HTML the document shows here rather than
     * in their data, so the document does not carry it twice (app/document/shown-html.tsx).
     */
    shownHtml?: ShownHtml;
  }
}

/**
 * The page whose data Remix's single fetch asks at `pathname` ("/x.data" → "/x", "/_root.data" → "/"), or
 * undefined for a URL that is no data URL. Remix drops a page's trailing slash before adding ".data", so
 * "/x/" and "/x" both ask "/x.data": the path returned has none.
 */
export function pageOfDataUrl(pathname: string): string | undefined {
  if (!pathname.endsWith(".data")) return undefined;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * `pathname` (a page, or a page's data URL) resolved for `site`. A data URL for "/x" resolves as "/x" does
 * (the page x, else the folder x/), except where both exist: it cannot say which the client meant.
 */
export async function portalRequest(pathname: string, rejectedStatus?: RejectedStatus, siteOfRequest: Promise<SiteIndex> = getSite()): Promise<PortalRequest> {
  const site = await siteOfRequest;
  const page = pageOfDataUrl(pathname) ?? pathname;
  const status = rejectedStatus ?? rejectedPath(page)?.status;
  if (status) return { site, resolution: { kind: "rejected", status } };
  const has = (key: string) => site.byKey.has(key) || site.broken.has(key);
  const resolution = resolvePath(page, has);
  if (page !== pathname && resolution.kind === "page" && !page.endsWith("/")) {
    const ofFolder = resolvePath(`${page}/`, has);
    // "/x" resolves to its folder's index when there is no page x: then both are one page.
    if (ofFolder.kind === "page" && ofFolder.key !== resolution.key) return { site, resolution, sharedDataUrl: [page, `${page}/`] };
  }
  return { site, redirect: site.redirects.get(page), resolution };
}

/**
 * The context of one request; `site` when the caller has already asked for it (the server, for its plugins);
 * `document` when the request asks for a document (`asksForDocument`), not for loader data.
 */
export function loadContext(pathname: string, rejectedStatus?: RejectedStatus, site?: Promise<SiteIndex>, { document = false } = {}): AppLoadContext {
  const portal = portalRequest(pathname, rejectedStatus, site);
  portal.catch(() => {}); // awaited by the loaders; a rejection must not count as unhandled before they run
  return document ? { portal, shownHtml: {} } : { portal };
}

/**
 * Whether Remix answers `url` with a document: not loader data (`<path>.data`, or `?_data=` from a page
 * loaded before single fetch) and not its route manifest (`/__manifest`, lazy route discovery). When unsure, say no: a document
 * whose loaders keep their HTML in their data is only larger, while data without it would be wrong.
 */
export function asksForDocument(url: URL): boolean {
  return !url.searchParams.has("_data") && !url.pathname.endsWith(".data") && url.pathname !== "/__manifest";
}

/** The request's context; a loader called without one (a test) works it out itself. */
export const portalOf = (request: Request, context: AppLoadContext | undefined) => context?.portal ?? portalRequest(new URL(request.url).pathname);
