/** Renders whatever the page loader found: a page in its layout, or the not-found layout. */
import { useLoaderData } from "@remix-run/react";
import type { PageLoaderData } from "../page-loader.server";
import { NotFound } from "./NotFound";
import { PageContent } from "./PageContent";

export function PageView() {
  const { page, status, witty, wittyMessages, missingPath, pages, chrome } = useLoaderData<PageLoaderData>();
  if (!page) return <NotFound status={status} witty={witty} messages={wittyMessages} missingPath={missingPath} pages={pages} />;
  return <PageContent page={page} chrome={chrome} />;
}
