/** The content tree, with the current page highlighted and its section open. */
import { NavLink, useLocation } from "@remix-run/react";
import type { NavNode } from "../../core/nav";

const contains = (node: NavNode, pathname: string): boolean =>
  node.path === pathname || pathname.replace(/(\.html)?$/, ".html") === node.path || !!node.children?.some((c) => contains(c, pathname));

function Tree({ nodes, pathname }: { nodes: NavNode[]; pathname: string }) {
  return (
    <ul>
      {nodes.map((node) =>
        node.children ? (
          <li key={node.path}>
            <details open={contains(node, pathname)}>
              <summary>{node.title}</summary>
              <Tree nodes={node.children} pathname={pathname} />
            </details>
          </li>
        ) : (
          <li key={node.path}>
            <NavLink to={node.path} className="sidebar-link" end>
              {node.title}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

export function Sidebar({ nodes }: { nodes: NavNode[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Documentação" className="sidebar">
      <Tree nodes={nodes} pathname={pathname} />
    </nav>
  );
}
