import type { MetaFunction } from "@remix-run/node";
import { documentTitle } from "../core/routing";
import { errorTitle } from "./components/NotFound";
import type { PageLoaderData } from "./page-loader.server";

/** Title "Página | Site", description and the canonical (.html) URL. */
export const pageMeta: MetaFunction = ({ data, matches }) => {
  const { page, status = 404 } = (data ?? {}) as Partial<PageLoaderData>;
  const site = (matches.find((m) => m.id === "root")?.data as { site?: { title: string; description: string; url: string } } | undefined)?.site;
  const siteConfig = { title: site?.title ?? "", description: site?.description ?? "", siteUrl: site?.url ?? "http://localhost" };
  if (!page) return [{ title: documentTitle(errorTitle(status), siteConfig.title) }, { name: "robots", content: "noindex" }];
  return [
    { title: documentTitle(page.key === "index" ? undefined : page.title, siteConfig.title) },
    { name: "description", content: page.frontmatter.description ?? siteConfig.description },
    { tagName: "link", rel: "canonical", href: new URL(page.path, siteConfig.siteUrl).href },
  ];
};
