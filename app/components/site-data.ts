/** Typed access to the two kinds of loader data every component reads: the site (root) and the current page. */
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { PageData } from "../../core/types";
import type { PageLoaderData } from "../page-loader.server";
import type { loadRoot } from "../root-loader.server";

export const useSiteData = () => useRouteLoaderData<typeof loadRoot>("root");

/** The page being shown, or null on the not-found page. */
export function useCurrentPage(): PageData | null {
  const matches = useMatches();
  return (matches[matches.length - 1]?.data as PageLoaderData | undefined)?.page ?? null;
}
