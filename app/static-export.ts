/**
 * The static export runs the same app on a host that ignores Remix's
 * `?_data=` requests. The exporter marks its HTML with `data-static-export`
 * and writes each page's loader data to `/_data/<path>.json`; in the browser
 * those files stand in for the data requests, so client-side navigation
 * keeps working without a server.
 */
export const STATIC_EXPORT_ATTR = "data-static-export";

export const isStaticExport = () => typeof document !== "undefined" && document.documentElement.hasAttribute(STATIC_EXPORT_ATTR);

/** "/chat/home.html" → "/_data/chat/home.html.json"; "/chat/" → "/_data/chat/index.json". */
export function staticDataPath(pathname: string): string {
  const file = pathname.endsWith("/") ? `${pathname}index` : pathname;
  return `/_data${file}.json`;
}

export function installStaticDataFetch() {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !url.searchParams.has("_data")) return realFetch(input, init);
    const response = await realFetch(staticDataPath(url.pathname), { signal: init?.signal });
    if (response.ok && response.headers.get("content-type")?.includes("json")) return response;
    // No data file for this path (an unknown page): let the host answer with a full load.
    window.location.assign(url.pathname + url.hash);
    return new Promise<Response>(() => {});
  };
}
