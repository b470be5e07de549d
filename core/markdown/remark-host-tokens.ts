/**
 * Swaps %AUTH_HOST%-style tokens for the hosts in site.config.ts, in prose,
 * code and link targets, so one config change re-points every sample.
 */
import { visit } from "unist-util-visit";

export default function remarkHostTokens(hosts: Record<string, string>) {
  const pattern = /%([A-Z][A-Z0-9_]*)%/g;
  const swap = (value: string) => value.replace(pattern, (match, name: string) => hosts[name] ?? match);
  return (tree: any) => {
    visit(tree, (node: any) => {
      if (typeof node.value === "string" && (node.type === "text" || node.type === "code" || node.type === "inlineCode")) {
        node.value = swap(node.value);
      } else if (typeof node.url === "string") {
        node.url = swap(node.url);
      }
    });
  };
}
