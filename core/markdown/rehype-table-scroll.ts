/**
 * Puts every table in a `div.table-scroll` that scrolls sideways, so wide
 * parameter tables never widen the page on a phone. The browser makes the
 * wrapper focusable only when it really overflows (keyboard scrolling).
 */
import { visit } from "unist-util-visit";

export default function rehypeTableScroll() {
  return (tree: any) => {
    visit(tree, "element", (node: any, index, parent: any) => {
      if (node.tagName !== "table" || !parent || index === undefined) return;
      parent.children[index] = { type: "element", tagName: "div", properties: { className: ["table-scroll"] }, children: [node] };
      return "skip";
    });
  };
}
