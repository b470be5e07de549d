/**
 * The default layout: the title (with its status badge) and description,
 * the page's HTML built at build time, and the chrome the server rendered
 * around it (breadcrumbs, table of contents, edit link, last update,
 * previous/next; chrome/render.server.tsx). Behaviour over all of it lives in
 * behaviour/, started by the Shell (before paint for each page).
 */
import type { PageData } from "../../core/types";
import type { PageChrome } from "./chrome/render.server";
import { useIslands } from "../use-islands";
import { StatusBadge } from "./chrome/StatusBadge";
import { ServerHtml } from "./ServerHtml";

export function PageContent({ page, chrome }: { page: PageData; chrome?: PageChrome }) {
  useIslands(page.key);
  return (
    <div className="doc-layout">
      <article className="doc">
        <ServerHtml html={chrome?.top} />
        <header className="doc-header">
          <h1>
            {page.title}
            <StatusBadge status={page.frontmatter.status} className="badge-title" />
          </h1>
          {page.frontmatter.description ? <p className="lead">{page.frontmatter.description}</p> : null}
        </header>
        <ServerHtml html={chrome?.tocInline} />
        <ServerHtml html={page.html} className="prose prose-portal doc-body" />
        <ServerHtml html={chrome?.bottom} className="doc-footer" />
      </article>
      <ServerHtml html={chrome?.tocColumn} className="doc-aside" />
    </div>
  );
}
