/**
 * The static export runs the same app on a host that only serves files. The
 * exporter marks its HTML with `data-static-export` and writes each page's
 * data as the file Remix's single fetch asks (`<path>.data`: app/prerender.server.ts),
 * so client-side navigation keeps working without a server.
 */
export const STATIC_EXPORT_ATTR = "data-static-export";

/** Where Remix's lazy route discovery asks for routes (`/__manifest?p=…`), and the export's file answering it. */
export const ROUTE_MANIFEST_FILE = "__manifest";

export const isStaticExport = () => typeof document !== "undefined" && document.documentElement.hasAttribute(STATIC_EXPORT_ATTR);

/** The data URL Remix's single fetch asks for the page at `pathname`: "/" → "/_root.data", "/chat/" → "/chat.data". */
export function dataUrlOf(pathname: string): string {
  return pathname === "/" ? "/_root.data" : `${pathname.replace(/\/$/, "")}.data`;
}
