/**
 * Page translators (Chrome's, Edge's) replace text nodes with their own
 * <font> wrappers. React still holds the original nodes, and removing or
 * inserting next to one that moved throws, which would take the page down on
 * the next navigation. These two guards turn that into a no-op (the
 * translator's node is replaced with the page that follows anyway). The
 * widely used remedy from React's issue #11538.
 */
export function tolerateMovedNodes() {
  const { removeChild, insertBefore } = Node.prototype;
  Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
    if (child.parentNode !== this) return child;
    return removeChild.call(this, child) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, before: Node | null): T {
    if (before && before.parentNode !== this) return insertBefore.call(this, node, null) as T;
    return insertBefore.call(this, node, before) as T;
  };
}
