/**
 * The content tree (root loader `nav`, ordered by front matter), rendered to
 * HTML on the server with the current page highlighted and every folder above
 * it open. In the browser behaviour/sidebar.ts moves the highlight on
 * client-side navigation and lets the reader open and close folders.
 * Collapsed pages stay in the document (hidden), so they remain links.
 */
import type { NavNode } from "../../../core/nav";
import { ancestorFolders } from "./reading-order";
import { StatusBadge } from "../../../core/components/StatusBadge";

/** Stable id of a folder's list, for aria-controls. */
export const folderListId = (path: string) => `sidebar-${path.replace(/[^a-z0-9]+/gi, "-")}`;

function Tree({ nodes, open, level }: { nodes: NavNode[]; open: Set<string>; level: number }) {
  return (
    <ul className={level === 0 ? "sidebar-tree" : "sidebar-subtree"}>
      {nodes.map((node) => {
        if (!node.children) {
          return (
            <li key={node.path}>
              <a href={node.path} className="sidebar-link">
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
              <a href={node.path} className="sidebar-link sidebar-folder-link">
                {node.title}
              </a>
              <button type="button" className="sidebar-toggle" tabIndex={-1} aria-expanded={expanded} aria-controls={listId} aria-label={`Seção ${node.title}`}>
                <span className="icon icon-chevron" aria-hidden="true" />
              </button>
            </div>
            <div id={listId} hidden={!expanded}>
              <Tree nodes={node.children} open={open} level={level + 1} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Folders to show open for the current page: those above it, and itself when it is a folder. */
export function openFolders(nodes: NavNode[], current: string): Set<string> {
  const open = ancestorFolders(nodes, current);
  if (current.endsWith("/")) open.add(current);
  return open;
}

/** The tree with the given folders open; the current link is marked afterwards (markCurrent). */
export function Sidebar({ nodes, open }: { nodes: NavNode[]; open: Set<string> }) {
  return (
    <nav aria-label="Documentação" className="sidebar-nav">
      <Tree nodes={nodes} open={open} level={0} />
    </nav>
  );
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Marks the link to the current page (aria-current="page") in the rendered tree. */
export function markCurrent(html: string, current: string): string {
  if (!current) return html;
  const link = `<a href="${escapeAttribute(current)}" class="sidebar-link`;
  const at = html.indexOf(link);
  if (at === -1) return html;
  const end = html.indexOf('"', at + link.length);
  return `${html.slice(0, end + 1)} aria-current="page"${html.slice(end + 1)}`;
}
