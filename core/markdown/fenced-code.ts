/**
 * A fenced code block as remark-rehype writes it, `pre > code.language-x`,
 * with the fence's meta (`{1,3} title="x.json"`). Shared by the steps that
 * wrap (rehype-code-blocks.ts) and highlight (rehype-highlight.ts) it.
 */
const LANGUAGE = /^language-(.+)$/;

export interface FencedCode {
  /** The `code` element inside the `pre`. */
  code: any;
  lang?: string;
  meta: string;
}

/** The block's parts when `node` is a fenced block's `pre`, else undefined. */
export function fencedCode(node: any): FencedCode | undefined {
  if (node.tagName !== "pre") return undefined;
  const code = node.children.find((c: any) => c.type === "element" && c.tagName === "code");
  if (!code) return undefined;
  const classes: unknown[] = Array.isArray(code.properties?.className) ? code.properties.className : [];
  return {
    code,
    lang: classes.map((c) => LANGUAGE.exec(String(c))?.[1]).find(Boolean),
    meta: String(code.data?.meta ?? code.properties?.metastring ?? ""),
  };
}

/** A fence's `title="…"`: a code block's title bar, or a code tab's label (remark-portal-directives.ts). */
export const fenceTitle = (meta: string | null | undefined) => /title="([^"]+)"/.exec(meta ?? "")?.[1];

/**
 * A fence's `sandbox="…"`: why the sample runner (scripts/samples.ts) cannot
 * run this block unattended (the browser half of OAuth, the reader's own file
 * or receiver, definitions only). Kept on the block as `data-sandbox`.
 */
export const fenceSandboxMark = (meta: string | null | undefined) => /\bsandbox="([^"]+)"/.exec(meta ?? "")?.[1];
