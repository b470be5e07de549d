/**
 * The default layout: breadcrumbs, title with status badge, the rendered MDX
 * (HTML built at build time), edit link and last update, previous/next, and
 * the table of contents. Behaviour over the HTML lives in behaviour/.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import type { NavNode } from "../../core/nav";
import type { PageData } from "../../core/types";
import { applyStoredCodeTab } from "./behaviour/code-tabs";
import { handleContentClick, handleContentKeydown } from "./behaviour/content-clicks";
import { hideEndedReleases } from "./behaviour/release-dates";
import { markScrollableTables } from "./behaviour/scrollable-tables";
import { Breadcrumbs } from "./Breadcrumbs";
import { PageMeta } from "./PageMeta";
import { PrevNext } from "./PrevNext";
import { useSiteData } from "./site-data";
import { StatusBadge } from "./StatusBadge";
import { TocColumn, TocInline } from "./Toc";

// useLayoutEffect warns during SSR; on the server there is nothing to do anyway.
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

export function PageContent({ page }: { page: PageData }) {
  const site = useSiteData();
  const nav = (site?.nav ?? []) as NavNode[];
  const body = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // Before the new page is painted: same release-date rule and code-tab choice as the head script.
  useBeforePaint(() => {
    const root = body.current;
    if (!root) return;
    hideEndedReleases(root);
    applyStoredCodeTab(root);
    markScrollableTables(root);
  }, [page.key]);

  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const onResize = () => markScrollableTables(root);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [page.key]);

  return (
    <div className="doc-layout">
      <article className="doc">
        <Breadcrumbs nav={nav} path={page.path} title={page.title} />
        <header className="doc-header">
          <h1>
            {page.title}
            <StatusBadge status={page.frontmatter.status} className="badge-title" />
          </h1>
          {page.frontmatter.description ? <p className="lead">{page.frontmatter.description}</p> : null}
        </header>
        <TocInline headers={page.headers} />
        <div
          ref={body}
          className="prose prose-portal doc-body"
          onClick={(e) => handleContentClick(e.nativeEvent, e.currentTarget, navigate)}
          onKeyDown={(e) => handleContentKeydown(e.nativeEvent, e.currentTarget)}
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
        <footer className="doc-footer">
          <PageMeta page={page} editLinkBase={site?.site.editLinkBase ?? ""} />
          <PrevNext nav={nav} path={page.path} />
        </footer>
      </article>
      <div className="doc-aside">
        <TocColumn headers={page.headers} key={page.key} />
      </div>
    </div>
  );
}
