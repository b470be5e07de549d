/**
 * The static export runs the same app on a host that ignores Remix's
 * `?_data=` requests. The exporter marks its HTML with `data-static-export`
 * and writes each page's loader data to `/_data/<path>.json`; in the export,
 * the page route's clientLoader (routes/$.tsx) reads that file instead of
 * asking the server, so client-side navigation keeps working without one.
 */
export const STATIC_EXPORT_ATTR = "data-static-export";

export const isStaticExport = () => typeof document !== "undefined" && document.documentElement.hasAttribute(STATIC_EXPORT_ATTR);

/** "/chat/home.html" → "/_data/chat/home.html.json"; "/chat/" → "/_data/chat/index.json". */
export function staticDataPath(pathname: string): string {
  const file = pathname.endsWith("/") ? `${pathname}index` : pathname;
  return `/_data${file}.json`;
}

/**
 * The exported data file of the page `request` navigates to. A path with no such file (an unknown page, a
 * `.md` redirect) is refused, so the caller loads it in full and the host answers with its own page.
 */
export async function exportedPageData(request: Request): Promise<unknown> {
  const response = await fetch(staticDataPath(new URL(request.url).pathname), { signal: request.signal });
  if (!response.ok || !response.headers.get("content-type")?.includes("json")) {
    throw new Error(`sem dados exportados para ${new URL(request.url).pathname} (${response.status})`);
  }
  return response.json();
}
