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

/** Statuses the server decides before routing: a path no page can have, or a method other than GET and HEAD. */
export type RejectedStatus = 400 | 405 | 414;

export interface PortalRequest {
  site: SiteIndex;
  /** A redirect for this exact path (`/x.md` → `/x.html`). */
  redirect?: Redirect;
  resolution: Resolution | { kind: "rejected"; status: RejectedStatus };
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** A promise, so a failure (development: a page that does not compile) reaches the loaders, which show it. */
    portal?: Promise<PortalRequest>;
  }
}

export async function portalRequest(pathname: string, rejectedStatus?: RejectedStatus, siteOfRequest: Promise<SiteIndex> = getSite()): Promise<PortalRequest> {
  const site = await siteOfRequest;
  const status = rejectedStatus ?? rejectedPath(pathname)?.status;
  if (status) return { site, resolution: { kind: "rejected", status } };
  return { site, redirect: site.redirects.get(pathname), resolution: resolvePath(pathname, (key) => site.byKey.has(key) || site.broken.has(key)) };
}

/** The context of one request; `site` when the caller has already asked for it (the server, for its plugins). */
export function loadContext(pathname: string, rejectedStatus?: RejectedStatus, site?: Promise<SiteIndex>): AppLoadContext {
  const portal = portalRequest(pathname, rejectedStatus, site);
  portal.catch(() => {}); // awaited by the loaders; a rejection must not count as unhandled before they run
  return { portal };
}

/** The request's context; a loader called without one (a test) works it out itself. */
export const portalOf = (request: Request, context: AppLoadContext | undefined) => context?.portal ?? portalRequest(new URL(request.url).pathname);
