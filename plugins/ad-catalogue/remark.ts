/**
 * The remark step: every leaf directive of the catalogue family
 * (`::param-table{...}` on its own line) is replaced by the nodes its
 * renderer builds from ad-catalogue/. A misspelt name of the family, a text
 * or container form, or a bad attribute fails the build with the line.
 */
import type { Root } from "mdast";
import type {} from "mdast-util-directive";
import { SKIP, visit } from "unist-util-visit";
import { CATEGORY_DIRECTIVES } from "./directives/categories";
import { DEPRECATED_DIRECTIVES } from "./directives/deprecated";
import { EXAMPLE_DIRECTIVES } from "./directives/examples";
import { FIELD_DIRECTIVES } from "./directives/fields";
import { LEAD_DIRECTIVES } from "./directives/leads";
import { PARAM_DIRECTIVES } from "./directives/params";
import { XML_DIRECTIVES } from "./directives/xml";
import { Directive, DirectiveError } from "./directive";
import { registry } from "./registry";

const DIRECTIVES = registry(
  CATEGORY_DIRECTIVES,
  FIELD_DIRECTIVES,
  PARAM_DIRECTIVES,
  DEPRECATED_DIRECTIVES,
  EXAMPLE_DIRECTIVES,
  XML_DIRECTIVES,
  LEAD_DIRECTIVES,
);

export const AD_CATALOGUE_DIRECTIVES = [...DIRECTIVES.keys()];

/** Names that look like this family's: a misspelling must fail, not vanish. */
const FAMILY = /^(category|channel|common|param|params|deprecated|example|xml|lead)-/;

export default function remarkAdCatalogue() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === "containerDirective" || node.type === "textDirective") {
        if (DIRECTIVES.has(node.name)) throw new DirectiveError(node, `write it as a leaf directive on its own line: ::${node.name}{...}`);
        return;
      }
      if (node.type !== "leafDirective") return;
      const spec = DIRECTIVES.get(node.name);
      if (!spec) {
        if (FAMILY.test(node.name)) throw new DirectiveError(node, `unknown directive (known: ${AD_CATALOGUE_DIRECTIVES.join(", ")})`);
        return;
      }
      const replacement = spec.render(new Directive(node, spec.attributes, spec.required));
      parent.children.splice(index, 1, ...(replacement as typeof parent.children));
      return [SKIP, index + replacement.length];
    });
  };
}
