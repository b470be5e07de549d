/** Previous and next pages in reading order, at the bottom of the page and on Alt+← / Alt+→. */
import { Link } from "@remix-run/react";
import type { NavNode } from "../../core/nav";
import { useAltArrowNavigation } from "./hooks/useAltArrowNavigation";
import { Icon } from "./Icon";
import { previousAndNext } from "./reading-order";

export function PrevNext({ nav, path }: { nav: NavNode[]; path: string }) {
  const { previous, next } = previousAndNext(nav, path);
  useAltArrowNavigation(nav);
  if (!previous && !next) return null;
  return (
    <nav className="prev-next" aria-label="Páginas vizinhas">
      {previous ? (
        <Link to={previous.path} rel="prev" className="prev-next-link" aria-keyshortcuts="Alt+ArrowLeft">
          <span className="prev-next-label">
            <Icon name="chevronLeft" className="h-4 w-4" /> Anterior
          </span>
          <span className="prev-next-title">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.path} rel="next" className="prev-next-link prev-next-next" aria-keyshortcuts="Alt+ArrowRight">
          <span className="prev-next-label">
            Próxima <Icon name="chevronRight" className="h-4 w-4" />
          </span>
          <span className="prev-next-title">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
