/**
 * HTML from loader data, in a div. While the first document hydrates, the
 * field is undefined (left out of its hydration data, see
 * app/document-data.server.ts): the div then keeps what the server wrote, as
 * React does not compare the inside of dangerouslySetInnerHTML when
 * hydrating. After client-side navigation the field is the next page's HTML.
 * An empty string renders nothing, on the server and in the browser alike.
 */
export function ServerHtml({ html, className }: { html: string | undefined; className?: string }) {
  if (html === "") return null;
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
