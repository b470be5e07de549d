/**
 * The directive families register here: one record per family file, merged
 * into one table. A renderer gets a checked Directive and returns the block
 * nodes that replace it.
 */
import type { RootContent } from "mdast";
import type { Directive } from "./directive";

export interface DirectiveSpec {
  /** Attributes the directive accepts; any other is an authoring error. */
  attributes: readonly string[];
  /** Attributes that must be present. */
  required?: readonly string[];
  render(directive: Directive): RootContent[];
}

export type DirectiveFamily = Readonly<Record<string, DirectiveSpec>>;

export function registry(...families: DirectiveFamily[]): ReadonlyMap<string, DirectiveSpec> {
  const out = new Map<string, DirectiveSpec>();
  for (const family of families) {
    for (const [name, spec] of Object.entries(family)) {
      if (out.has(name)) throw new Error(`catalogue directive "${name}" is registered twice`);
      out.set(name, spec);
    }
  }
  return out;
}
