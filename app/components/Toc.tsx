/**
 * "Nesta página": the page's h2–h3 headers (page.headers). On wide screens
 * (≥1440 px) a sticky column with the current section highlighted while
 * scrolling; below that, a collapsible box at the top of the article.
 */
import { Link } from "@remix-run/react";
import type { PageHeader } from "../../core/types";
import { useActiveHeading } from "./hooks/useActiveHeading";

function TocList({ headers, active }: { headers: PageHeader[]; active?: string }) {
  return (
    <ul className="toc-list">
      {headers.map((h) => (
        <li key={h.slug} className={h.level > 2 ? "toc-sub" : undefined}>
          <Link to={{ hash: h.slug }} className="toc-link" aria-current={active === h.slug ? "location" : undefined} preventScrollReset={false}>
            {h.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const tocHeaders = (headers: PageHeader[]) => headers.filter((h) => h.level <= 3);

export function TocColumn({ headers }: { headers: PageHeader[] }) {
  const shown = tocHeaders(headers);
  const active = useActiveHeading(shown.map((h) => h.slug));
  if (shown.length < 2) return null;
  return (
    <nav className="toc-column" aria-labelledby="toc-title">
      <p id="toc-title" className="toc-title">
        Nesta página
      </p>
      <TocList headers={shown} active={active} />
    </nav>
  );
}

export function TocInline({ headers }: { headers: PageHeader[] }) {
  const shown = tocHeaders(headers);
  if (shown.length < 2) return null;
  return (
    <details className="toc-inline">
      <summary>Nesta página</summary>
      <nav aria-label="Nesta página">
        <TocList headers={shown} />
      </nav>
    </details>
  );
}
