/**
 * The page chrome rendered to HTML on the server (and so in the static
 * export): it ships as data, the browser only inserts it. Keeping these
 * components out of the client bundle is what keeps the first load under
 * budget (bench/js-size.ts); behaviour over this HTML is in ../behaviour/.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { NavNode } from "../../../core/nav";
import type { PageData } from "../../../core/types";
import { Breadcrumbs } from "./Breadcrumbs";
import { PageMeta } from "./PageMeta";
import { PrevNext } from "./PrevNext";
import { Sidebar } from "./Sidebar";
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

export function renderPageChrome(page: PageData, nav: NavNode[], editLinkBase: string): PageChrome {
  return {
    top: renderToStaticMarkup(<Breadcrumbs nav={nav} path={page.path} title={page.title} />),
    tocInline: renderToStaticMarkup(<TocInline headers={page.headers} />),
    tocColumn: renderToStaticMarkup(<TocColumn headers={page.headers} />),
    bottom: renderToStaticMarkup(
      <>
        <PageMeta page={page} editLinkBase={editLinkBase} />
        <PrevNext nav={nav} path={page.path} />
      </>,
    ),
  };
}

export const renderSidebar = (nav: NavNode[], currentPath: string) => renderToStaticMarkup(<Sidebar nodes={nav} current={currentPath} />);
