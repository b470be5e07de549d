/**
 * HTML from loader data, in a div that names its field (document/shown-html.ts).
 * While the first document hydrates, the field has been put back from this
 * very div, and React does not compare the inside of dangerouslySetInnerHTML
 * when hydrating: the div keeps what the server wrote. After client-side
 * navigation the field is the next page's HTML. An empty string renders
 * nothing, on the server and in the browser alike.
 */
import { SHOWN_HTML_ATTR, type ShownField } from "../document/shown-html";

export function ServerHtml({ field, html, className }: { field: ShownField; html: string | undefined; className?: string }) {
  if (html === "") return null;
  return <div className={className} {...{ [SHOWN_HTML_ATTR]: field }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
