/** Início › folders › page, from the content tree. The last crumb is the page itself. */
import type { NavNode } from "../../../core/nav";
import { Icon } from "./Icon";
import { folderTrail, type Crumb } from "./reading-order";

export function Breadcrumbs({ nav, path, title }: { nav: NavNode[]; path: string; title: string }) {
  if (path === "/") return null;
  // A folder's title often repeats its home page's title: show it once.
  const crumbs: Crumb[] = folderTrail(nav, path).filter((c) => c.title !== title);
  return (
    <nav aria-label="Trilha de navegação" className="breadcrumbs">
      <ol>
        <li>
          <a href="/" className="breadcrumb-home">
            <Icon name="home" className="h-4 w-4" />
            <span className="sr-only">Início</span>
          </a>
        </li>
        {crumbs.map((c) => (
          <li key={c.path}>
            <a href={c.path}>{c.title}</a>
          </li>
        ))}
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
