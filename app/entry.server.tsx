/**
 * Renders every document. Pages are complete when their shell is: the MDX is
 * already HTML and no loader defers data, so the document is rendered at once
 * with renderToString (simpler and faster than streaming here).
 *
 * In production a page's HTML never changes while the server runs, so
 * successful documents are kept in a small in-memory cache by URL.
 */
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";

const MAX_CACHED = 300; // ~30 MB at most, even if every URL variant is requested
const cache = new Map<string, string>();
const cacheable = process.env.NODE_ENV === "production";

function render(request: Request, context: EntryContext) {
  return `<!DOCTYPE html>${renderToString(<RemixServer context={context} url={request.url} />)}`;
}

export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  let html: string | undefined;
  if (cacheable && status === 200) {
    html = cache.get(request.url);
    if (html === undefined) {
      html = render(request, context);
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(request.url, html);
    }
  } else {
    html = render(request, context);
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers });
}
