/**
 * `::snippet{name="rate-limit"}` on its own line is replaced by the Markdown
 * of snippets/rate-limit.md, parsed by the page's own parser (MDX, GFM,
 * directives). It runs before the portal's other markdown steps, so a
 * snippet gets host tokens, admonitions and catalogue directives like the
 * page's own text. One fact written once, shown on every page that needs it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Processor } from "unified";
import { SKIP, visit } from "unist-util-visit";

type Node = any;

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface SnippetOptions {
  /** Folder of the snippet files (`<name>.md`), outside the page tree. */
  dir: string;
}

export function snippetFile(dir: string, name: string): string {
  return join(dir, `${name}.md`);
}

function fail(node: Node, message: string): never {
  const line = node.position?.start?.line;
  throw new Error(`${line ? `line ${line}: ` : ""}::snippet: ${message}`);
}

function nameOf(node: Node, dir: string): string {
  const attributes = node.attributes ?? {};
  const extra = Object.keys(attributes).filter((key) => key !== "name");
  if (extra.length) fail(node, `unknown attribute "${extra[0]}" (allowed: name)`);
  const name = attributes.name ?? "";
  if (!NAME.test(name)) fail(node, `name="..." must be a snippet name in lower case with hyphens, got "${name}"`);
  if (!existsSync(snippetFile(dir, name))) fail(node, `unknown snippet "${name}" (no file ${name}.md in ${dir})`);
  return name;
}

/** Every node of the snippet is placed at the include's line, so errors and the link check point at the page. */
function placeAt(tree: Node, position: Node) {
  visit(tree, (node: Node) => {
    node.position = position;
  });
}

export default function remarkSnippets(this: Processor, options: SnippetOptions) {
  const processor = this;
  return (tree: Node) => {
    visit(tree, (node: Node, index, parent: Node) => {
      if (node.name !== "snippet" || !String(node.type).endsWith("Directive")) return;
      if (node.type !== "leafDirective") fail(node, `write it as a leaf directive on its own line: ::snippet{name="..."}`);
      if (!parent || index === undefined) return;
      const name = nameOf(node, options.dir);
      const included: Node = processor.parse(readFileSync(snippetFile(options.dir, name), "utf8"));
      visit(included, (inner: Node) => {
        if (inner.name === "snippet" && String(inner.type).endsWith("Directive"))
          fail(node, `snippet "${name}" includes another snippet; snippets do not nest`);
      });
      placeAt(included, node.position);
      parent.children.splice(index, 1, ...included.children);
      return [SKIP, index + included.children.length];
    });
  };
}
