/**
 * Renders every document. Pages are complete when their shell is: the MDX is
 * already HTML and no loader defers data, so the document is rendered at once
 * with renderToString (simpler and faster than streaming here). In production,
 * server/response-cache.ts keeps finished responses, so this runs once per URL.
 */
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { withoutShownHtml } from "./document-data.server";

export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  context.serverHandoffString &&= withoutShownHtml(context.serverHandoffString);
  const html = renderToString(<RemixServer context={context} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
