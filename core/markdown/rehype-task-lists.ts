/**
 * GFM task lists render a disabled checkbox with no name; screen readers then
 * announce "checkbox, not checked" with nothing to say what it is. Each box
 * is named by its item's text. Runs after the page outline.
 */
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

export default function rehypeTaskLists() {
  return (tree: any) => {
    visit(tree, "element", (node: any) => {
      if (node.tagName !== "li") return;
      const box = findCheckbox(node);
      if (!box) return;
      const text = toString(node).replace(/\s+/g, " ").trim();
      if (text) box.properties.ariaLabel = text;
    });
  };
}

function findCheckbox(li: any): any {
  for (const child of li.children ?? []) {
    if (child.type !== "element") continue;
    if (child.tagName === "input" && child.properties?.type === "checkbox") return child;
    if (child.tagName === "p") {
      const inner = child.children?.find((c: any) => c.type === "element" && c.tagName === "input" && c.properties?.type === "checkbox");
      if (inner) return inner;
    }
  }
  return undefined;
}
