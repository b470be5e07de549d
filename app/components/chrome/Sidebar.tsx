/**
 * The content tree (root loader `nav`, ordered by front matter), rendered to
 * HTML on the server with the current page highlighted and every folder above
 * it open. In the browser behaviour/sidebar.ts moves the highlight on
 * client-side navigation and lets the reader open and close folders.
 * Collapsed pages stay in the document (hidden), so they remain links.
 */
import type { NavNode } from "../../../core/nav";
import { ancestorFolders } from "./reading-order";
import { StatusBadge } from "./StatusBadge";

/** Stable id of a folder's list, for aria-controls. */
export const folderListId = (path: string) => `sidebar-${path.replace(/[^a-z0-9]+/gi, "-")}`;

function Tree({ nodes, current, open, level }: { nodes: NavNode[]; current: string; open: Set<string>; level: number }) {
  return (
    <ul className={level === 0 ? "sidebar-tree" : "sidebar-subtree"}>
      {nodes.map((node) => {
        const isCurrent = node.path === current ? "page" : undefined;
        if (!node.children) {
          return (
            <li key={node.path}>
              <a href={node.path} className="sidebar-link" aria-current={isCurrent}>
                {node.title}
                <StatusBadge status={node.status} className="badge-sm" />
              </a>
            </li>
          );
        }
        const expanded = open.has(node.path);
        const listId = folderListId(node.path);
        return (
          <li key={node.path} className="sidebar-folder" data-open={expanded || undefined}>
            <div className="sidebar-folder-row">
              <a href={node.path} className="sidebar-link sidebar-folder-link" aria-current={isCurrent}>
                {node.title}
              </a>
              <button type="button" className="sidebar-toggle" aria-expanded={expanded} aria-controls={listId} aria-label={`Seção ${node.title}`}>
                <span className="icon icon-chevron" aria-hidden="true" />
              </button>
            </div>
            <div id={listId} hidden={!expanded}>
              <Tree nodes={node.children} current={current} open={open} level={level + 1} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar({ nodes, current }: { nodes: NavNode[]; current: string }) {
  const open = ancestorFolders(nodes, current);
  if (current.endsWith("/")) open.add(current);
  return (
    <nav aria-label="Documentação" className="sidebar-nav">
      <Tree nodes={nodes} current={current} open={open} level={0} />
    </nav>
  );
}
