/**
 * Compiles one MDX page with mdx-bundler. The markdown pipeline is the
 * portal's own steps plus whatever the plugins add; the result is plain data
 * (compiled code + outline) so it can be cached by content hash.
 */
import { bundleMDX } from "mdx-bundler";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import { dirname } from "node:path";
import { ContentError, parseFrontMatter, splitFrontMatter } from "./front-matter";
import remarkHostTokens from "./markdown/remark-host-tokens";
import remarkPortalDirectives, { remarkUnknownDirectives } from "./markdown/remark-portal-directives";
import rehypeCodeBlocks from "./markdown/rehype-code-blocks";
import rehypeExternalLinks from "./markdown/rehype-external-links";
import rehypeHighlight, { type HighlightCache } from "./markdown/rehype-highlight";
import rehypePageOutline, { type PageOutline } from "./markdown/rehype-page-outline";
import rehypeTableScroll from "./markdown/rehype-table-scroll";
import rehypeTaskLists from "./markdown/rehype-task-lists";
import type { PortalPlugin } from "./plugin";
import type { FrontMatter } from "./types";

export interface CompiledPage extends PageOutline {
  code: string;
  frontmatter: FrontMatter;
}

export async function compileMdx(
  file: string,
  absoluteFile: string,
  source: string,
  options: { hosts: Record<string, string>; plugins: readonly PortalPlugin[]; highlightCache?: HighlightCache },
): Promise<CompiledPage> {
  const frontmatter = parseFrontMatter(file, source);
  const outline: PageOutline = { headers: [], sections: [], links: [], ids: [] };
  try {
    const { code } = await bundleMDX({
      // The front matter is read above; mdx-bundler would parse its YAML twice more. Blank lines keep error lines right.
      source: withoutFrontMatter(source),
      cwd: dirname(absoluteFile),
      mdxOptions(mdx) {
        mdx.remarkPlugins = [
          ...(mdx.remarkPlugins ?? []),
          remarkGfm,
          remarkDirective,
          ...options.plugins.flatMap((p) => p.remarkPluginsFirst ?? []),
          [remarkHostTokens, options.hosts],
          remarkPortalDirectives,
          ...options.plugins.flatMap((p) => p.remarkPlugins ?? []),
          remarkUnknownDirectives,
        ];
        mdx.rehypePlugins = [
          ...(mdx.rehypePlugins ?? []),
          rehypeCodeBlocks,
          [rehypeHighlight, options.highlightCache],
          [rehypePageOutline, outline],
          [rehypeAutolinkHeadings, {
            behavior: "append",
            test: ["h2", "h3", "h4"],
            properties: { className: ["heading-anchor"], ariaLabel: "Link para esta seção" },
            content: { type: "text", value: "#" },
          }],
          // After the outline: what these add (sr-only text, wrappers) stays out of search.
          rehypeExternalLinks as any,
          rehypeTableScroll,
          rehypeTaskLists,
          ...options.plugins.flatMap((p) => p.rehypePlugins ?? []),
        ];
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

/** mdx-bundler reports esbuild errors (with a location) or unified errors (with line). */
function toContentError(file: string, error: any): ContentError {
  if (error instanceof ContentError) return error;
  const first = error?.errors?.[0];
  const line = first?.location?.line || error?.line || lineFromMessage(first?.text ?? error?.message);
  const reason = first?.text ?? error?.reason ?? error?.message ?? String(error);
  // Keep the author-facing part: "unknown directive …", not the bundler's preamble.
  const message = String(reason).replace(/^Cannot process MDX file with esbuild:\s*/, "").replace(/^(Error: )?(line \d+: |\d+:\d+(-\d+:\d+)?: )?/, "");
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
