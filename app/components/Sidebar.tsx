/**
 * The content tree (root loader `nav`, ordered by front matter). The current
 * page is highlighted and every folder above it is expanded; the reader may
 * open and close the others. Collapsed pages stay in the document (hidden),
 * so they remain links for crawlers and in-page link lookups.
 */
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { NavNode } from "../../core/nav";
import { Icon } from "./Icon";
import { ancestorFolders } from "./reading-order";
import { StatusBadge } from "./StatusBadge";

function Tree({ nodes, current, expanded, toggle, level }: { nodes: NavNode[]; current: string; expanded: Set<string>; toggle: (path: string) => void; level: number }) {
  return (
    <ul className={level === 0 ? "sidebar-tree" : "sidebar-subtree"}>
      {nodes.map((node) => {
        const isCurrent = node.path === current;
        if (!node.children) {
          return (
            <li key={node.path}>
              <Link to={node.path} className="sidebar-link" aria-current={isCurrent ? "page" : undefined}>
                <span>{node.title}</span>
                <StatusBadge status={node.status} className="badge-sm" />
              </Link>
            </li>
          );
        }
        const open = expanded.has(node.path);
        const listId = `sidebar-${node.path.replace(/[^a-z0-9]+/gi, "-")}`;
        return (
          <li key={node.path} className="sidebar-folder" data-open={open || undefined}>
            <div className="sidebar-folder-row">
              <Link to={node.path} className="sidebar-link sidebar-folder-link" aria-current={isCurrent ? "page" : undefined}>
                {node.title}
              </Link>
              <button
                type="button"
                className="sidebar-toggle"
                aria-expanded={open}
                aria-controls={listId}
                aria-label={`${open ? "Recolher" : "Expandir"} ${node.title}`}
                onClick={() => toggle(node.path)}
              >
                <Icon name="chevronRight" className="h-4 w-4" />
              </button>
            </div>
            <div id={listId} hidden={!open}>
              <Tree nodes={node.children} current={current} expanded={expanded} toggle={toggle} level={level + 1} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar({ nodes, current, shown }: { nodes: NavNode[]; current: string; shown: boolean }) {
  const [expanded, setExpanded] = useState(() => withCurrent(new Set(), nodes, current));
  const nav = useRef<HTMLElement>(null);
  // A new page opens its own section; sections the reader opened stay open.
  useEffect(() => setExpanded((open) => withCurrent(open, nodes, current)), [nodes, current]);
  // Keep the current page in sight in a long sidebar, once its section has opened
  // (a later render); folders the reader toggles never scroll it.
  const reveal = useRef(true);
  useEffect(() => void (reveal.current = true), [current, shown]);
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>("[aria-current=page]");
    const scroller = nav.current?.closest<HTMLElement>(".sidebar");
    if (!reveal.current || !link || !scroller || !link.offsetHeight) return;
    reveal.current = false;
    revealInside(scroller, link);
  });
  const toggle = (path: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  return (
    <nav ref={nav} aria-label="Documentação" className="sidebar-nav">
      <Tree nodes={nodes} current={current} expanded={expanded} toggle={toggle} level={0} />
    </nav>
  );
}

function withCurrent(open: Set<string>, nodes: NavNode[], current: string) {
  const needed = ancestorFolders(nodes, current);
  if (current.endsWith("/")) needed.add(current);
  if ([...needed].every((p) => open.has(p))) return open;
  return new Set([...open, ...needed]);
}

/** Scrolls only `scroller` (never the page) so that `el` is visible in it. */
function revealInside(scroller: HTMLElement, el: HTMLElement) {
  const box = scroller.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  if (!box.height || (r.top >= box.top && r.bottom <= box.bottom)) return;
  scroller.scrollTop += r.top - box.top - box.height / 3;
}
