/**
 * Renders every document. The app hydrates <div id="app"> in the body, not
 * the whole document: browser extensions and translators add nodes to
 * <head> and <body> before React starts, and React 18, hydrating a whole
 * document, would call that a mismatch and render the page again. So the
 * body's app is rendered by Remix as usual, and the head is written here as
 * plain HTML that React never owns: charset, CSP, the before-paint script,
 * stylesheet, plugins' head tags, and the page's title and meta tags
 * (document/page-head.ts, which the Shell updates on navigation).
 * With single fetch, Remix writes the hydration data as a stream of inline
 * scripts inside Suspense boundaries: the body is rendered with
 * renderToPipeableStream and taken only once all of it is ready, so the
 * document is one complete string whose inline scripts the CSP can hash,
 * the same bytes from the server and the export. The server caches finished
 * responses (server/page-responses.ts), so this runs once per URL.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { Suspense, type LinkHTMLAttributes, type ReactNode } from "react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { siteData } from "../site.data";
import type { HeadTag } from "../core/types";
import { HeadTags } from "./components/HeadTags";
import { BEFORE_PAINT_SCRIPT } from "./components/head/before-paint";
import { contentSecurityPolicy, inlineScriptHashes, thirdPartyOrigins } from "./document/csp";
import { pageHead, pageHeadHtml } from "./document/page-head";
import { ShownHtmlContext } from "./document/shown-html";
import { logServerError } from "./log.server";
import escapeHtml from "escape-html";

export const APP_ROOT_ID = "app";

/** @public What the static export uses of this build (app/for-export.server.ts); Remix ignores the extra export. */
export * as forExport from "./for-export.server";

/**
 * Remix's report of an error met while answering. A client's error (a `?_data=` naming no route: 403)
 * is the server's one line already (server/requests.ts), with no stack; a server error is logged with
 * its stack, escaped (its message may quote the client's text). With single fetch, Remix also reports every
 * `?_data=` request as a "Warning:" error and then answers it as before: those come from tabs opened before
 * the switch, whose navigation still works, so they are no fault to log.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  if (error instanceof Error && error.message.startsWith("Warning:") && new URL(request.url).searchParams.has("_data")) return;
  logServerError(error);
}

/**
 * A `?_data=` request comes from a tab opened before single fetch (remix.config.js), whose build asked for
 * loader data that way. Remix would answer it with an empty 200; it gets 410 instead, which that tab's
 * navigation takes as a failure and turns into a full load of its target (app/error-recovery.ts).
 */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (!new URL(request.url).searchParams.has("_data")) return response;
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  return new Response("Este endereço de dados não existe mais: carregue a página inteira.\n", { status: 410, headers });
}

/** What the document's head needs from the loaders: language, title and meta tags, plugins' head tags. */
function documentFacts(loaderData: Record<string, any>, failed: boolean) {
  const root = loaderData.root;
  const leaf = Object.entries(loaderData).find(([id]) => id !== "root")?.[1];
  const page = leaf?.page;
  return {
    lang: String(page?.lang ?? root?.site?.lang ?? "en-US"),
    head: failed ? { title: `Erro | ${siteData.title}`, robots: "noindex" } : pageHead(page, leaf?.status ?? 404, root?.site),
    headTags: [...(root?.headTags ?? []), ...(page?.headTags ?? [])] as HeadTag[],
  };
}

/**
 * How long the hydration data may take to be written (Remix rejects what is still pending after it). Loaders
 * here return plain data, so it is never reached; it bounds a render that would otherwise never end.
 */
export const streamTimeout = 5_000;

/** `element` rendered whole: every Suspense boundary resolved in place, so no script of React's fills one in later. */
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer);
        const sink = new PassThrough();
        text(sink).then(resolve, reject);
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // An error inside a boundary is rendered again in the browser; an error of the whole render rejects above.
        logServerError(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext, loadContext: AppLoadContext) {
  const { lang, head, headTags } = documentFacts(context.staticHandlerContext.loaderData, Boolean(context.staticHandlerContext.errors));
  // The HTML the loaders kept out of their data for this document (document/shown-html.tsx).
  // In a Suspense boundary, as entry.client.tsx hydrates it: a mismatch there is React's to recover from quietly.
  const body = await renderWhole(
    <ShownHtmlContext.Provider value={loadContext.shownHtml ?? {}}>
      <Suspense>
        <RemixServer context={context} url={request.url} />
      </Suspense>
    </ShownHtmlContext.Provider>,
  );
  const links = context.routeModules.root?.links?.() ?? [];
  const staticHead = renderToStaticMarkup(
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* Theme and remembered code tab before first paint (components/head/before-paint.ts). */}
      <script dangerouslySetInnerHTML={{ __html: BEFORE_PAINT_SCRIPT }} />
      {links.map((link, i) => (
        <link key={i} {...(link as LinkHTMLAttributes<HTMLLinkElement>)} />
      ))}
      <HeadTags tags={headTags} />
    </>,
  );
  const rest = `${staticHead}${pageHeadHtml(head)}</head><body><div id="${APP_ROOT_ID}">${body}</div></body></html>`;
  const thirdParty = thirdPartyOrigins(siteData);
  const scriptHashes = inlineScriptHashes(rest);
  // The meta carries the policy where no server sets headers (the static export); it must precede every script.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ scriptHashes, thirdParty, forMeta: true })}">`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", contentSecurityPolicy({ scriptHashes, thirdParty }));
  return new Response(`<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">${meta}${rest}`, { status, headers });
}
