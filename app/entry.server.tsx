/**
 * Renders every document. The app hydrates <div id="app"> in the body, not
 * the whole document: browser extensions and translators add nodes to
 * <head> and <body> before React starts, and React 18, hydrating a whole
 * document, would call that a mismatch and render the page again. So:
 *  - the body's app is rendered by Remix as usual;
 *  - the head is written here: what never changes on the client (charset,
 *    CSP, the before-paint script, stylesheet, plugins' head tags) as plain
 *    HTML, and the title and meta tags by remix-island, between markers the
 *    browser replaces with live <Meta/> after hydration (root.tsx `Head`).
 * Pages are complete when their shell is (the MDX is already HTML, no loader
 * defers data), so renderToString is enough. The server caches finished
 * responses (server/page-responses.ts), so this runs once per URL.
 */
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import type { LinkHTMLAttributes } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { renderHeadToString } from "remix-island";
import { siteConfig } from "../site.config";
import type { HeadTag } from "../core/types";
import { HeadTags } from "./components/HeadTags";
import { BEFORE_PAINT_SCRIPT } from "./components/head/before-paint";
import { contentSecurityPolicy, inlineScriptHashes, thirdPartyOrigins } from "./document/csp";
import { dropShownHtml } from "./document/shown-html";
import { Head } from "./root";

export const APP_ROOT_ID = "app";

/** What the document's static head needs from the loaders: language and head tags. */
function documentFacts(loaderData: Record<string, any>) {
  const root = loaderData.root;
  const leaf = Object.entries(loaderData).find(([id]) => id !== "root")?.[1];
  const page = leaf?.page;
  return {
    lang: String(page?.lang ?? root?.site?.lang ?? "en-US"),
    headTags: [...(root?.headTags ?? []), ...(page?.headTags ?? [])] as HeadTag[],
  };
}

export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const { lang, headTags } = documentFacts(context.staticHandlerContext.loaderData);
  if (context.serverHandoffString) {
    const handoff = JSON.parse(context.serverHandoffString);
    dropShownHtml(handoff.state?.loaderData ?? {});
    context.serverHandoffString = escapeForScript(JSON.stringify(handoff));
  }
  const body = renderToString(<RemixServer context={context} url={request.url} />);
  // remix-island renders the head without the loaders' errors; with one, the data it needs is missing: a plain title then.
  const managedHead = context.staticHandlerContext.errors
    ? `<!--remix-island-start--><title>Erro | ${escapeAttribute(siteConfig.title)}</title><!--remix-island-end-->`
    : renderHeadToString({ request, remixContext: context, Head });
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
  const rest = `${staticHead}${managedHead}</head><body><div id="${APP_ROOT_ID}">${body}</div></body></html>`;
  const thirdParty = thirdPartyOrigins(siteConfig);
  const scriptHashes = inlineScriptHashes(rest);
  // The meta carries the policy where no server sets headers (the static export); it must precede every script.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ scriptHashes, thirdParty, forMeta: true })}">`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", contentSecurityPolicy({ scriptHashes, thirdParty }));
  return new Response(`<!DOCTYPE html><html lang="${escapeAttribute(lang)}"><head><meta charset="utf-8">${meta}${rest}`, { status, headers });
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The escaping Remix applies to its handoff, so the JSON cannot close the <script> it sits in. */
const SCRIPT_UNSAFE: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeForScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]);
