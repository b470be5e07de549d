/**
 * The page chrome rendered to HTML on the server (and so in the static
 * export): it ships as data, the browser only inserts it. Keeping these
 * components out of the client bundle is what keeps the first load under
 * budget (bench/js-size.ts); behaviour over this HTML is in ../behaviour/.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { NavNode } from "../../../core/nav";
import type { ClientPage } from "../../../core/types";
import { Breadcrumbs } from "./Breadcrumbs";
import { Footer } from "./Footer";
import { PageMeta } from "./PageMeta";
import { PrevNext } from "./PrevNext";
import { markCurrent, openFolders, sidebarHtml } from "./sidebar-html";
import { TocColumn, TocInline } from "./Toc";

/** HTML around a page's content, by slot. */
export interface PageChrome {
  /** Breadcrumbs, above the title. */
  top: string;
  /** The folding "Nesta página" box, under the title (below 1440 px). */
  tocInline: string;
  /** The table-of-contents column (from 1440 px). */
  tocColumn: string;
  /** Edit link, last update, previous/next. */
  bottom: string;
}

/** Chrome by page and tree: a document and its data request (and the export, which makes both) ask for the same page twice. */
const chromeCache = new WeakMap<NavNode[], Map<string, PageChrome>>();

export function renderPageChrome(page: ClientPage, nav: NavNode[], editLinkBase: string): PageChrome {
  const byPage = chromeCache.get(nav) ?? new Map<string, PageChrome>();
  chromeCache.set(nav, byPage);
  let chrome = byPage.get(page.key);
  if (!chrome) byPage.set(page.key, (chrome = renderChrome(page, nav, editLinkBase)));
  return chrome;
}

function renderChrome(page: ClientPage, nav: NavNode[], editLinkBase: string): PageChrome {
  // The home layout is the site's first page: no trail to show, and it is read as a whole, not by section.
  const home = page.frontmatter.layout === "home";
  return {
    top: home ? "" : renderToStaticMarkup(<Breadcrumbs nav={nav} path={page.path} title={page.title} />),
    tocInline: home ? "" : renderToStaticMarkup(<TocInline headers={page.headers} />),
    tocColumn: home ? "" : renderToStaticMarkup(<TocColumn headers={page.headers} />),
    bottom: renderToStaticMarkup(
      <>
        <PageMeta page={page} editLinkBase={editLinkBase} />
        <PrevNext nav={nav} path={page.path} />
      </>,
    ),
  };
}

/** The sidebar with the page's folders open and its link marked: plain string building, cheap enough per request. */
export function renderSidebar(nav: NavNode[], currentPath: string, treeUrl?: string): string {
  return markCurrent(sidebarHtml(nav, openFolders(nav, currentPath), treeUrl, currentPath), currentPath);
}

/** The site footer: the same HTML on every page, rendered once per edit-link base. */
const footers = new Map<string, string>();

export function renderFooter(editLinkBase: string): string {
  let html = footers.get(editLinkBase);
  if (html === undefined) footers.set(editLinkBase, (html = renderToStaticMarkup(<Footer editLinkBase={editLinkBase} />)));
  return html;
}
