/**
 * What a directive renderer gets: its attributes, checked against the ones
 * it declares, and helpers that turn a bad value into an error naming the
 * line (the build adds the file): `line 12: ::param-table: unknown channel "ftp"`.
 */
import type { LeafDirective } from "mdast-util-directive";
import { getCategory, getGroup, type Category, type Channel, type Group } from "../../domain/ad-catalogue/index";

export class DirectiveError extends Error {
  constructor(node: LeafDirective | { name: string; position?: LeafDirective["position"] }, message: string) {
    const line = node.position?.start.line;
    super(`${line ? `line ${line}: ` : ""}::${node.name}: ${message}`);
    this.name = "DirectiveError";
  }
}

export class Directive {
  readonly attributes: Readonly<Record<string, string>>;

  constructor(
    readonly node: LeafDirective,
    allowed: readonly string[],
    required: readonly string[] = [],
  ) {
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(node.attributes ?? {})) {
      if (!allowed.includes(key)) this.fail(`unknown attribute "${key}" (allowed: ${allowed.join(", ") || "none"})`);
      attributes[key] = value ?? "";
    }
    for (const key of required) if (!attributes[key]) this.fail(`attribute "${key}" is required`);
    this.attributes = attributes;
  }

  fail(message: string): never {
    throw new DirectiveError(this.node, message);
  }

  /** Runs a catalogue lookup; its error becomes this directive's error, with the line. */
  check<T>(lookup: () => T): T {
    try {
      return lookup();
    } catch (error) {
      this.fail((error as Error).message);
    }
  }

  /** The `channel` attribute, one of `allowed`; `fallback` when absent (required when there is none). */
  channel<C extends Channel>(allowed: readonly C[], fallback?: C): C {
    const value = (this.attributes.channel ?? fallback) as C | undefined;
    if (!value) this.fail(`attribute "channel" is required (${allowed.join(" or ")})`);
    if (!allowed.includes(value)) this.fail(`unknown channel "${value}" (allowed: ${allowed.join(", ")})`);
    return value;
  }

  /** The channel when the attribute is there, undefined otherwise. */
  optionalChannel<C extends Channel>(allowed: readonly C[]): C | undefined {
    return this.attributes.channel ? this.channel(allowed) : undefined;
  }

  category(code: string): Category {
    return this.check(() => getCategory(code));
  }

  /** A category that the channel accepts. */
  categoryOn(code: string, channel: Channel): Category {
    const category = this.category(code);
    if (!category.channels.includes(channel)) this.fail(`category ${category.code} is not accepted on channel "${channel}"`);
    return category;
  }

  group(id: string): Group {
    return this.check(() => getGroup(id));
  }

  /** A comma-separated attribute as a list ("1020, 1040" → ["1020", "1040"]). */
  list(name: string): string[] {
    return (this.attributes[name] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
}
