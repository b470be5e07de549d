/**
 * The default layout: the title (with its status badge) and description,
 * the page's HTML built at build time, and the chrome the server rendered
 * around it (breadcrumbs, table of contents, edit link, last update,
 * previous/next; chrome/render.server.tsx). Behaviour over all of it lives in
 * behaviour/, started by the Shell (before paint for each page).
 */
import type { PageData } from "../../core/types";
import type { PageChrome } from "./chrome/render.server";
import { useIslands } from "../islands";

const BADGES: Record<string, string> = { new: "Novo", deprecated: "Descontinuado" };

const Html = ({ html, className }: { html: string; className?: string }) => (html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null);

export function PageContent({ page, chrome }: { page: PageData; chrome?: PageChrome }) {
  useIslands(page.key);
  const status = page.frontmatter.status;
  return (
    <div className="doc-layout">
      <article className="doc">
        <Html html={chrome?.top ?? ""} />
        <header className="doc-header">
          <h1>
            {page.title}
            {status && BADGES[status] ? <span className={`badge badge-${status} badge-title`}>{BADGES[status]}</span> : null}
          </h1>
          {page.frontmatter.description ? <p className="lead">{page.frontmatter.description}</p> : null}
        </header>
        <Html html={chrome?.tocInline ?? ""} />
        <div className="prose prose-portal doc-body" dangerouslySetInnerHTML={{ __html: page.html }} />
        <Html html={chrome?.bottom ?? ""} className="doc-footer" />
      </article>
      <Html html={chrome?.tocColumn ?? ""} className="doc-aside" />
    </div>
  );
}
