/**
 * Compiles one page: plain Markdown straight to HTML, a page using JSX,
 * expressions, import or export with mdx-bundler. The markdown pipeline is
 * the portal's own steps plus whatever the plugins add, the same both ways,
 * and so is the serializer: React's server renderer with the same components
 * (core/components/mdx.tsx). The result is plain data (HTML or compiled code,
 * and the outline) so it can be cached by content hash.
 */
import type { Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { CONTINUE, EXIT, visit } from "unist-util-visit";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import { dirname } from "node:path";
import { coreMdxComponents } from "./components/mdx";
import { ContentError } from "./content-error";
import { parseFrontMatter, splitFrontMatter } from "./front-matter";
import { hastToMarkdown } from "./markdown/page-markdown";
import remarkHostTokens from "./markdown/remark-host-tokens";
import remarkPortalDirectives, { remarkPlainExpressions, remarkUnknownDirectives } from "./markdown/remark-portal-directives";
import rehypeCodeBlocks from "./markdown/rehype-code-blocks";
import rehypeExternalLinks from "./markdown/rehype-external-links";
import rehypeHighlight, { type HighlightCache } from "./markdown/rehype-highlight";
import rehypePageOutline, { type PageOutline } from "./markdown/rehype-page-outline";
import rehypeTableScroll from "./markdown/rehype-table-scroll";
import rehypeTaskLists from "./markdown/rehype-task-lists";
import type { PortalPlugin } from "./plugin";
import type { FrontMatter, PluggableList } from "./types";

/**
 * A compiled page: `html` and `markdown` when the page is plain Markdown (the
 * usual case), `code` (mdx-bundler's JavaScript, rendered by core/render.tsx,
 * which makes the other two) when it uses what only MDX can render: JSX
 * components, expressions, import or export.
 */
export interface CompiledPage extends PageOutline {
  code?: string;
  html?: string;
  markdown?: string;
  frontmatter: FrontMatter;
}

interface CompileOptions {
  /** The page's absolute URL: its Markdown's links are made absolute (core/markdown/page-markdown.ts). */
  pageUrl: string;
  hosts: Record<string, string>;
  plugins: readonly PortalPlugin[];
  highlightCache?: HighlightCache;
  /** Through mdx-bundler even when the page is plain Markdown (core/compile.test.ts compares both ways). */
  bundle?: boolean;
}

/** The markdown steps every page goes through, whichever way it is compiled. */
const remarkSteps = (options: CompileOptions): PluggableList => [
  remarkGfm,
  remarkDirective,
  ...options.plugins.flatMap((p) => p.remarkPluginsFirst ?? []),
  [remarkHostTokens, options.hosts],
  remarkPortalDirectives,
  remarkPlainExpressions,
  ...options.plugins.flatMap((p) => p.remarkPlugins ?? []),
  remarkUnknownDirectives,
];

const rehypeSteps = (options: CompileOptions, outline: PageOutline): PluggableList => [
  rehypeCodeBlocks,
  [rehypeHighlight, options.highlightCache],
  [rehypePageOutline, outline],
  [
    rehypeAutolinkHeadings,
    {
      behavior: "append",
      test: ["h2", "h3", "h4"],
      properties: { className: ["heading-anchor"], ariaLabel: "Link para esta seção" },
      content: { type: "text", value: "#" },
    },
  ],
  // After the outline: what these add (sr-only text, wrappers) stays out of search.
  rehypeExternalLinks as any,
  rehypeTableScroll,
  rehypeTaskLists,
  ...options.plugins.flatMap((p) => p.rehypePlugins ?? []),
];

const emptyOutline = (): PageOutline => ({ headers: [], sections: [], links: [], ids: [] });

export async function compileMdx(file: string, absoluteFile: string, source: string, options: CompileOptions): Promise<CompiledPage> {
  const frontmatter = parseFrontMatter(file, source);
  // The front matter is read above; the compilers would parse its YAML again. Blank lines keep error lines right.
  const body = withoutFrontMatter(source);
  try {
    const plain = options.bundle ? undefined : await compileMarkdown(body, options);
    if (plain) return { frontmatter, ...plain };
    const outline = emptyOutline();
    // Loaded only for a page that needs it: most pages are plain Markdown, and loading mdx-bundler (and esbuild) took longer than compiling one.
    const { bundleMDX } = await import("mdx-bundler");
    const { code } = await bundleMDX({
      source: body,
      cwd: dirname(absoluteFile),
      mdxOptions(mdx) {
        mdx.remarkPlugins = [...(mdx.remarkPlugins ?? []), ...remarkSteps(options)];
        mdx.rehypePlugins = [...(mdx.rehypePlugins ?? []), ...rehypeSteps(options, outline)];
        return mdx;
      },
      esbuildOptions(esbuild) {
        // Pages never import files (components come from the portal), so the
        // node-resolve plugin only costs time: about half of each bundle call.
        esbuild.plugins = esbuild.plugins?.filter((plugin) => plugin.name !== "node-resolve");
        esbuild.minify = true;
        esbuild.logLevel = "silent";
        return esbuild;
      },
    });
    return { code, frontmatter, ...outline };
  } catch (error: any) {
    throw toContentError(file, error);
  }
}

/** Node types only MDX's JavaScript can render: JSX, `{expressions}`, import and export. */
const MDX_ONLY = new Set(["mdxJsxFlowElement", "mdxJsxTextElement", "mdxFlowExpression", "mdxTextExpression", "mdxjsEsm"]);
const usesMdx = (tree: Parameters<typeof visit>[0]) => {
  let found = false;
  visit(tree, (node) => {
    if (MDX_ONLY.has(node.type)) found = true;
    return found ? EXIT : CONTINUE;
  });
  return found;
};

/**
 * A page with nothing but Markdown goes from the same steps straight to HTML:
 * no JavaScript module and no bundle; its tree becomes React elements
 * (hast-util-to-jsx-runtime, the way MDX's own output builds them) and React's
 * server renderer writes them with the components the MDX path renders with.
 * The source is read as MDX (remark-mdx), so a page means the same thing
 * either way; one that turns out to use JSX, expressions, import or export
 * (also through an included snippet) returns undefined and goes to
 * mdx-bundler. core/compile.test.ts requires both ways to write the same HTML.
 */
async function compileMarkdown(body: string, options: CompileOptions): Promise<(PageOutline & { html: string; markdown: string }) | undefined> {
  const outline = emptyOutline();
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use({ plugins: [...remarkSteps(options), [remarkRehype, { passThrough: [...MDX_ONLY] }], ...rehypeSteps(options, outline)] });
  const mdast = processor.parse(body);
  if (usesMdx(mdast)) return undefined;
  // With the source, so steps that read its lines (an unclosed directive) see what mdx-bundler gives them.
  const hast = (await processor.run(mdast, body)) as Root;
  if (usesMdx(hast)) return undefined;
  // From the same tree, not by reading the HTML again: parsing it was most of the Markdown's cost.
  const markdown = await hastToMarkdown(hast, options.pageUrl);
  return { html: renderToStaticMarkup(toJsxRuntime(hast, JSX_RUNTIME)), markdown, ...outline };
}

/**
 * React's automatic runtime and the portal's components, as the MDX path's
 * compiled code gets them; plugins' components (`mdxComponents`) are named in
 * JSX, which only the MDX path has.
 */
const JSX_RUNTIME = { Fragment, jsx, jsxs, components: coreMdxComponents as Partial<Components> } as Parameters<typeof toJsxRuntime>[1];

/** mdx-bundler reports esbuild errors (with a location) or unified errors (with line). */
function toContentError(file: string, error: any): ContentError {
  if (error instanceof ContentError) return error;
  const first = error?.errors?.[0];
  const line = first?.location?.line || error?.line || lineFromMessage(first?.text ?? error?.message);
  const reason = first?.text ?? error?.reason ?? error?.message ?? String(error);
  // Keep the author-facing part: "unknown directive …", not the bundler's preamble.
  const message = String(reason)
    .replace(/^Cannot process MDX file with esbuild:\s*/, "")
    .replace(/^(Error: )?(line \d+: |\d+:\d+(-\d+:\d+)?: )?/, "");
  return new ContentError(file, line, message.trim());
}

function lineFromMessage(message: string | undefined): number | undefined {
  const m = /line (\d+)|:(\d+):\d+/.exec(message ?? "");
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/** The source with its front matter block turned into as many empty lines. */
function withoutFrontMatter(source: string): string {
  const { block, body } = splitFrontMatter(source);
  return block.replace(/[^\n]/g, "") + body;
}
