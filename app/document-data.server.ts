/**
 * A document's hydration data without the HTML the document already shows.
 *
 * Pages are HTML built ahead of time (content, sidebar, breadcrumbs, table of
 * contents, footer; the head's before-paint script) carried in loader data, so client-side navigation can
 * insert the next page. In a document, Remix serialises the same data again
 * for hydration, so every page would weigh twice its content. These fields are
 * left out of the document's data, and <ServerHtml> keeps what the server
 * wrote when hydrating. Data requests (client-side navigation, the export's
 * _data files) still carry them.
 */
const PAGE_FIELDS = [["page", "html"], ["chrome", "top"], ["chrome", "tocInline"], ["chrome", "tocColumn"], ["chrome", "bottom"]];
const SHOWN_IN_DOCUMENT: Record<string, string[][]> = {
  root: [["sidebarHtml"], ["beforePaintScript"]],
  "routes/$": PAGE_FIELDS,
  "routes/_index": PAGE_FIELDS,
};

/** The escaping Remix applies to its handoff, so the JSON cannot close the <script> it sits in. */
const SCRIPT_UNSAFE: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeForScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]);

/** Takes Remix's serverHandoffString (escaped JSON, still valid JSON) and returns it without the shown HTML. */
export function withoutShownHtml(handoff: string): string {
  const context = JSON.parse(handoff);
  const loaderData: Record<string, any> = context.state?.loaderData ?? {};
  for (const [routeId, fields] of Object.entries(SHOWN_IN_DOCUMENT)) {
    for (const path of fields) {
      const owner = path.slice(0, -1).reduce((o, k) => o?.[k], loaderData[routeId]);
      const key = path[path.length - 1];
      // An empty field stays: <ServerHtml> renders nothing for it on both sides.
      if (typeof owner?.[key] === "string" && owner[key] !== "") delete owner[key];
    }
  }
  return escapeForScript(JSON.stringify(context));
}
