/**
 * /llms.txt (https://llmstxt.org): the site's structure for language models,
 * one line per page, in the sidebar's order: the site's title and summary,
 * then one section per folder ("Anúncios › API de anúncios") listing its
 * pages as `- [Title](url): description`. Built from the content tree that
 * the sidebar uses (core/nav.ts), so it lists exactly what a reader can browse.
 */
import { buildNavTree, type NavNode } from "../../core/nav";
import type { PageFacts } from "../../core/types";
import type { SiteConfig } from "../../core/site-config";

export const LLMS_PATH = "/llms.txt";
export const LLMS_FULL_PATH = "/llms-full.txt";

type Config = Pick<SiteConfig, "title" | "description" | "siteUrl" | "folderTitles">;

/** One line of Markdown: no line breaks inside a list item or a quote. */
const oneLine = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
const item = (title: string, url: string, description?: string) => `- [${oneLine(title)}](${url})${description ? `: ${oneLine(description)}` : ""}`;

interface Section {
  title: string;
  pages: NavNode[];
}

function sections(nodes: NavNode[], trail: string[]): Section[] {
  const pages = nodes.filter((n) => !n.children);
  const own = pages.length ? [{ title: trail.join(" › "), pages }] : [];
  return [...own, ...nodes.filter((n) => n.children).flatMap((folder) => sections(folder.children!, [...trail, folder.title]))];
}

export function llmsIndex(pages: readonly PageFacts[], config: Config): string {
  const url = (path: string) => new URL(path, config.siteUrl).href;
  const tree = buildNavTree(pages, config);
  const home = pages.find((p) => p.key === "index");
  const start = {
    title: "Início",
    pages: [...(home ? [{ title: home.title, path: home.path, description: home.frontmatter.description }] : []), ...tree.filter((n) => !n.children)],
  };
  const folders = tree.filter((n) => n.children).flatMap((folder) => sections(folder.children!, [folder.title]));
  return [
    `# ${config.title}`,
    "",
    `> ${oneLine(config.description)}`,
    "",
    `Documentação em português do Brasil (pt-BR) do programa de integração do marketplace de classificados. O texto completo de todas as páginas, em Markdown, está em [${LLMS_FULL_PATH.slice(1)}](${url(LLMS_FULL_PATH)}).`,
    ...[start, ...folders]
      .filter((s) => s.pages.length)
      .flatMap((s) => ["", `## ${s.title}`, "", ...s.pages.map((p) => item(p.title, url(p.path), p.description))]),
    "",
  ].join("\n");
}
