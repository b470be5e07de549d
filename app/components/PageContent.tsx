/**
 * The default layout: the title (with its status badge) and description,
 * the page's HTML built at build time, and the chrome the server rendered
 * around it (breadcrumbs, table of contents, edit link, last update,
 * previous/next; chrome/render.server.tsx). Behaviour over all of it lives in
 * behaviour/, started by the Shell (before paint for each page).
 */
import type { ClientPage } from "../../core/types";
import type { PageChrome } from "./chrome/render.server";
import { useIslands } from "../use-islands";
import { StatusBadge } from "../../core/components/StatusBadge";
import { ServerHtml } from "../document/shown-html";

export function PageContent({ page, chrome }: { page: ClientPage; chrome?: PageChrome }) {
  useIslands(page.key, page.html);
  return (
    <div className={page.frontmatter.layout === "home" ? "doc-layout doc-layout-home" : "doc-layout"}>
      <article className="doc">
        <ServerHtml field="breadcrumbs" html={chrome?.top} />
        <header className="doc-header">
          <h1>
            <span>{page.title}</span>
            <StatusBadge status={page.frontmatter.status} className="badge-title" />
          </h1>
          {page.frontmatter.description ? <p className="lead">{page.frontmatter.description}</p> : null}
        </header>
        <ServerHtml field="toc-inline" html={chrome?.tocInline} />
        <ServerHtml field="content" html={page.html} className="prose prose-portal doc-body" />
        <ServerHtml field="page-footer" html={chrome?.bottom} className="doc-footer" />
      </article>
      <ServerHtml field="toc-column" html={chrome?.tocColumn} className="doc-aside" />
    </div>
  );
}
