/**
 * The static export's renderer (scripts/export.ts): a page's document and
 * its data file, each asked of Remix's own request handler with a real
 * `Request`, exactly as the server asks it (server/app.ts). Nothing of
 * Remix's internals is rebuilt here, so what the export writes is what the
 * server answers by construction; e2e/static-hosting.spec.ts still compares
 * every exported page and data file with the server's answer, byte for byte.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { loadContext, type RejectedStatus } from "./request-context.server";

/** A page's files: its document and its data file, the page route's loader data as JSON. */
interface Prerendered {
  status: number;
  html: Buffer;
  data: string;
}

/** The route that answers `pathname` (remix.config.js maps "/" to the page module under its own id). */
const pageRouteId = (pathname: string) => (pathname === "/" ? "routes/home" : "routes/$");

export function createPrerenderer(build: ServerBuild) {
  const handle = createRequestHandler(build, "production");

  /** The document at `pathname` and the page route's data; `rejected` renders the error page the server answers with that status. */
  return async function prerender(pathname: string, rejected?: RejectedStatus): Promise<Prerendered> {
    const url = `http://localhost${pathname}`;
    const dataUrl = `${url}?_data=${encodeURIComponent(pageRouteId(pathname))}`;
    const [document, data] = await Promise.all([
      handle(new Request(url), loadContext(pathname, rejected)),
      handle(new Request(dataUrl), loadContext(pathname, rejected)),
    ]);
    if (document.headers.has("Location") || data.headers.has("X-Remix-Redirect")) throw new Error(`prerender: ${pathname} redirects`);
    return { status: document.status, html: Buffer.from(await document.arrayBuffer()), data: await data.text() };
  };
}
