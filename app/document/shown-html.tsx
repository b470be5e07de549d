/**
 * HTML that a document shows and its hydration data leaves out.
 *
 * Pages are HTML built ahead of time (content, sidebar, breadcrumbs, table of
 * contents, footer) carried in loader data, so client-side navigation can
 * insert the next page. In a document, Remix would serialise the same data
 * again for hydration and every page would weigh twice its content, so the
 * server leaves these fields out of the document's data (`withoutShownHtml`),
 * and each <ServerHtml> names its field in an attribute. Before hydrating,
 * the browser puts the HTML it was sent back into the data
 * (`restoreShownHtml`): if hydration fails (an extension or a translator
 * changed the DOM) and React renders again from its data, the page is whole.
 * Data requests (client-side navigation, the export's _data files) carry the
 * fields as usual.
 *
 * <ServerHtml> lives here too, not in a module of its own: the entry, the
 * root and the page route all use this module, and a module of its own would
 * be one more chunk on every page's first load (bench/js-size.ts).
 */
export const SHOWN_HTML_ATTR = "data-shown-html";

/** Where each shown field lives: in the root route's data, or in the page route's (any other route). */
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

type LoaderData = Record<string, Record<string, any> | null | undefined>;

const routeIdsOf = (loaderData: LoaderData, route: "root" | "page") => (route === "root" ? ["root"] : Object.keys(loaderData).filter((id) => id !== "root"));

/** The objects holding `field` (one per route whose data has it), with the key to read or write. */
function holders(loaderData: LoaderData, field: ShownField) {
  const { route, path } = SHOWN_FIELDS[field];
  const key = path[path.length - 1];
  return routeIdsOf(loaderData, route)
    .map((id) => path.slice(0, -1).reduce<any>((owner, k) => owner?.[k], loaderData[id]))
    .filter((owner): owner is Record<string, unknown> => owner !== null && typeof owner === "object")
    .map((owner) => ({ owner, key }));
}

/**
 * Server: a copy of the loader data without the HTML the document shows (an empty field stays: nothing is
 * rendered for it). The objects on the fields' paths are copied, the rest shared: the document is rendered
 * from the data itself.
 */
export function withoutShownHtml(loaderData: LoaderData): LoaderData {
  const copy: Record<string, any> = { ...loaderData };
  for (const { route, path } of Object.values(SHOWN_FIELDS)) {
    for (const id of routeIdsOf(copy, route)) {
      let owner = copy;
      for (const step of [id, ...path.slice(0, -1)]) {
        if (owner[step] === null || typeof owner[step] !== "object") break;
        owner = owner[step] = { ...owner[step] };
      }
    }
  }
  for (const field of Object.keys(SHOWN_FIELDS) as ShownField[]) {
    for (const { owner, key } of holders(copy, field)) {
      if (typeof owner[key] === "string" && owner[key] !== "") delete owner[key];
    }
  }
  return copy;
}

/** Browser, before hydrating: each left-out field back from the element that shows it. */
export function restoreShownHtml(loaderData: LoaderData, root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>(`[${SHOWN_HTML_ATTR}]`)) {
    const field = element.getAttribute(SHOWN_HTML_ATTR) as ShownField;
    if (!(field in SHOWN_FIELDS)) continue;
    for (const { owner, key } of holders(loaderData, field)) {
      if (owner[key] === undefined) owner[key] = element.innerHTML;
    }
  }
}

/**
 * HTML from loader data, in a div that names its field. While the first
 * document hydrates, the field has been put back from this very div, and
 * React does not compare the inside of dangerouslySetInnerHTML when
 * hydrating: the div keeps what the server wrote. After client-side
 * navigation the field is the next page's HTML. An empty string renders
 * nothing, on the server and in the browser alike.
 */
export function ServerHtml({ field, html, className }: { field: ShownField; html: string | undefined; className?: string }) {
  if (html === "") return null;
  return <div className={className} {...{ [SHOWN_HTML_ATTR]: field }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
