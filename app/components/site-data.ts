/** Typed access to the two kinds of loader data every component reads: the site (root) and the current page. */
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ClientPage } from "../../core/types";
import type { PageLoaderData } from "../page-loader.server";
import type { loadRoot } from "../root-loader.server";

export const useSiteData = () => useRouteLoaderData<typeof loadRoot>("root");

const usePageLoaderData = () => {
  const matches = useMatches();
  return matches[matches.length - 1]?.data as PageLoaderData | undefined;
};

/** The page being shown, or null on an error page. */
export const useCurrentPage = (): ClientPage | null => usePageLoaderData()?.page ?? null;

/** The status of what is shown: 200 for a page, 404 or another 4xx for an error page. */
export const useCurrentStatus = (): number => usePageLoaderData()?.status ?? 404;
