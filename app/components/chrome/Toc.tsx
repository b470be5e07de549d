/**
 * "Nesta página": the page's h2–h3 headers (page.headers). On wide screens
 * (≥1440 px) a sticky column whose current section the browser highlights
 * while scrolling (behaviour/scroll-effects.ts); below that, a collapsible
 * box at the top of the article.
 */
import type { PageHeader } from "../../../core/types";

export const tocHeaders = (headers: PageHeader[]) => headers.filter((h) => h.level <= 3);

function TocList({ headers }: { headers: PageHeader[] }) {
  return (
    <ul className="toc-list">
      {headers.map((h) => (
        <li key={h.slug} className={h.level > 2 ? "toc-sub" : undefined}>
          <a href={`#${h.slug}`} className="toc-link">
            {h.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function TocColumn({ headers }: { headers: PageHeader[] }) {
  const shown = tocHeaders(headers);
  if (shown.length < 2) return null;
  return (
    <nav className="toc-column" aria-labelledby="toc-title">
      <p id="toc-title" className="toc-title">
        Nesta página
      </p>
      <TocList headers={shown} />
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
