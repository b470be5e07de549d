/**
 * Previous and next pages in reading order. The browser's Alt+← / Alt+→
 * follow these same links (behaviour/keyboard.ts reads rel=prev/next).
 */
import type { NavNode } from "../../../core/nav";
import { Icon } from "./Icon";
import { previousAndNext } from "./reading-order";

export function PrevNext({ nav, path }: { nav: NavNode[]; path: string }) {
  const { previous, next } = previousAndNext(nav, path);
  if (!previous && !next) return null;
  return (
    <nav className="prev-next" aria-label="Páginas vizinhas">
      {previous ? (
        <a href={previous.path} rel="prev" className="prev-next-link" aria-keyshortcuts="Alt+ArrowLeft">
          <span className="prev-next-label">
            <Icon name="chevronLeft" className="h-4 w-4" /> Anterior
          </span>
          <span className="prev-next-title">{previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={next.path} rel="next" className="prev-next-link prev-next-next" aria-keyshortcuts="Alt+ArrowRight">
          <span className="prev-next-label">
            Próxima <Icon name="chevronRight" className="h-4 w-4" />
          </span>
          <span className="prev-next-title">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
