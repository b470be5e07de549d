/**
 * The part of <head> that follows the page: title ("Página | Site"),
 * description, canonical (.html) URL, and `noindex` on error pages. The
 * server writes it into each document (entry.server.tsx); after client-side
 * navigation the browser updates the same elements (`showPageHead`). The
 * rest of <head> never changes and is not touched by React at all, so
 * nothing an extension adds there can disagree with it.
 */
import type { ClientPage } from "../../core/types";
import { errorTitle } from "../components/error-title";
import escapeHtml from "escape-html";

export interface PageHead {
  title: string;
  description?: string;
  canonical?: string;
  robots?: string;
}

interface SiteFacts {
  title: string;
  description: string;
  url: string;
}

/**
 * "OAuth | Portal de Integração"; the site title alone when the page has none or is the home. Here, not in
 * core/routing.ts with the path screening the entry uses: the interactions chunk, which sets the title after
 * a client-side navigation, would share that module with the entry, one more small chunk in every first load.
 */
export function documentTitle(pageTitle: string | undefined, siteTitle: string): string {
  if (!pageTitle || pageTitle === siteTitle) return siteTitle;
  return `${pageTitle} | ${siteTitle}`;
}

export function pageHead(page: ClientPage | null | undefined, status: number, site: SiteFacts | undefined): PageHead {
  const siteTitle = site?.title ?? "";
  if (!page) return { title: documentTitle(errorTitle(status), siteTitle), robots: "noindex" };
  return {
    title: documentTitle(page.key === "index" ? undefined : page.title, siteTitle),
    description: page.frontmatter.description ?? site?.description,
    canonical: new URL(page.path, site?.url ?? "http://localhost").href,
  };
}

/** Marks the elements this module owns, so the browser finds them again. */
const OWNED = "data-page-head";

/** The description, robots and canonical elements. */
const ownedTags = (head: PageHead) =>
  [
    head.description !== undefined && `<meta ${OWNED} name="description" content="${escapeHtml(head.description)}">`,
    head.robots && `<meta ${OWNED} name="robots" content="${escapeHtml(head.robots)}">`,
    head.canonical && `<link ${OWNED} rel="canonical" href="${escapeHtml(head.canonical)}">`,
  ]
    .filter(Boolean)
    .join("");

export const pageHeadHtml = (head: PageHead) => `<title>${escapeHtml(head.title)}</title>${ownedTags(head)}`;

/** Browser: the head of the page now shown. */
export function showPageHead(head: PageHead) {
  document.title = head.title;
  for (const element of document.head.querySelectorAll(`[${OWNED}]`)) element.remove();
  document.head.insertAdjacentHTML("beforeend", ownedTags(head));
}
