/**
 * HTML that a document shows and its hydration data leaves out.
 *
 * Pages are HTML built ahead of time (content, sidebar, breadcrumbs, table of
 * contents, footer) carried in loader data, so client-side navigation can
 * insert the next page. A document's hydration data would carry the same
 * HTML a second time, so when the request is for a document (the load
 * context then holds a `shownHtml` record: app/request-context.server.ts)
 * the loaders hand these fields to that record instead of returning them
 * (`handOverShownHtml`). The document entry gives the record to the app
 * through a React context; in the browser, the entry reads the same HTML
 * back from the elements that show it (`shownHtmlOf`) and gives it through
 * the same context before hydrating. If hydration fails (an extension or a
 * translator changed the DOM) and React renders again, the page is whole.
 * Data requests (client-side navigation, the export's data files) carry the
 * fields as usual. No hydration data is parsed or rewritten: the loaders
 * return less, through Remix's load context, and React's context carries it.
 *
 * <ServerHtml> lives here too, not in a module of its own: the entry, the
 * root and the page route all use this module, and a module of its own would
 * be one more chunk on every page's first load (bench/js-size.ts).
 */
import { createContext, useContext } from "react";

export const SHOWN_HTML_ATTR = "data-shown-html";

/** Where each shown field lives: in the root route's data, or in the page route's. */
export const SHOWN_FIELDS = {
  sidebar: { route: "root", path: ["sidebarHtml"] },
  footer: { route: "root", path: ["footerHtml"] },
  content: { route: "page", path: ["page", "html"] },
  breadcrumbs: { route: "page", path: ["chrome", "top"] },
  "toc-inline": { route: "page", path: ["chrome", "tocInline"] },
  "toc-column": { route: "page", path: ["chrome", "tocColumn"] },
  "page-footer": { route: "page", path: ["chrome", "bottom"] },
} as const;

export type ShownField = keyof typeof SHOWN_FIELDS;

/** The HTML a document shows, by field: filled by its loaders on the server, read from its elements in the browser. */
export type ShownHtml = Partial<Record<ShownField, string>>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";

/**
 * Server, in a loader: `data` without the HTML fields of `route`, which go into `shown` for the document
 * (a document request: `shown` is the load context's record). Without a record (a data request) the data
 * is returned as it is. The objects on the fields' paths are copied, never changed in place.
 */
export function handOverShownHtml<T extends object>(data: T, route: "root" | "page", shown: ShownHtml | undefined): T {
  if (!shown) return data;
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [field, where] of Object.entries(SHOWN_FIELDS) as [ShownField, (typeof SHOWN_FIELDS)[ShownField]][]) {
    if (where.route !== route) continue;
    let owner = copy;
    for (const step of where.path.slice(0, -1)) {
      const next = owner[step];
      if (!isObject(next)) break;
      owner = owner[step] = { ...next };
    }
    const key = where.path[where.path.length - 1];
    if (typeof owner[key] === "string") {
      shown[field] = owner[key] as string;
      delete owner[key];
    }
  }
  return copy as T;
}

/** Browser, before hydrating: the HTML each field's element shows, as the server wrote it (or as an extension left it). */
export function shownHtmlOf(root: ParentNode = document): ShownHtml {
  const shown: ShownHtml = {};
  for (const element of root.querySelectorAll<HTMLElement>(`[${SHOWN_HTML_ATTR}]`)) {
    const field = element.getAttribute(SHOWN_HTML_ATTR);
    if (field && field in SHOWN_FIELDS) shown[field as ShownField] = element.innerHTML;
  }
  return shown;
}

/** The document's shown HTML, given by entry.server.tsx and entry.client.tsx around the app. */
export const ShownHtmlContext = createContext<ShownHtml>({});

/**
 * HTML from loader data, in a div that names its field. In the document's
 * own render the field is not in the data: the HTML comes from the document
 * (ShownHtmlContext), and React does not compare the inside of
 * dangerouslySetInnerHTML when hydrating, so the div keeps what the server
 * wrote. After client-side navigation the field is the next page's HTML, from
 * its data. An empty string renders nothing, on the server and in the
 * browser alike.
 */
export function ServerHtml({ field, html, className }: { field: ShownField; html: string | undefined; className?: string }) {
  const fromDocument = useContext(ShownHtmlContext)[field];
  const shown = html ?? fromDocument ?? "";
  if (shown === "") return null;
  return <div className={className} {...{ [SHOWN_HTML_ATTR]: field }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: shown }} />;
}
