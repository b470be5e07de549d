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
import { dataUrlOf, ROUTE_MANIFEST_FILE } from "./static-export";

/**
 * A page's files: its document and its data file, the page route's answer to Remix's single fetch
 * (turbo-stream), which the export writes at the page's data URL (`dataUrlOf`). No data file where that URL
 * answers no page (one two pages share: app/request-context.server.ts).
 */
interface Prerendered {
  status: number;
  html: Buffer;
  data?: Buffer;
}

/** The route that answers `pathname` (remix.config.js maps "/" to the page module under its own id). */
const pageRouteId = (pathname: string) => (pathname === "/" ? "routes/home" : "routes/$");

/**
 * What lazy route discovery (remix.config.js) asks before a navigation to a path it has not seen:
 * `/__manifest?p=<path>&version=<build>`. A static host ignores the query, so the export has one file for
 * every path: the server's answer for "/" and for a path only the splat route matches together, that is
 * every route of the app (the root, the splat and "/"). Remix's browser code adds the routes it does not
 * know yet and ignores the others, whatever path it asked for.
 */
const ANY_SPLAT_PATH = "/_";

export function createPrerenderer(build: ServerBuild) {
  const handle = createRequestHandler(build, "production");

  /** The route manifest the export serves at /__manifest, as Remix's own handler answers it. */
  async function routeManifest(): Promise<string> {
    const url = new URL(`http://localhost/${ROUTE_MANIFEST_FILE}`);
    for (const path of ["/", ANY_SPLAT_PATH]) url.searchParams.append("p", path);
    url.searchParams.set("version", build.assets.version);
    const answer = await handle(new Request(url), loadContext(url.pathname));
    if (answer.status !== 200) throw new Error(`prerender: ${url.pathname} answered ${answer.status}`);
    return answer.text();
  }

  /**
   * The document at `pathname` and the page route's data; `rejected` renders the error page the server answers
   * with that status. The data is asked as the client asks it: the page route alone (`?_routes=`), since the
   * root's data comes once with the document (root.tsx's shouldRevalidate). A static host ignores that query.
   */
  async function page(pathname: string, rejected?: RejectedStatus): Promise<Prerendered> {
    const url = `http://localhost${pathname}`;
    const dataPath = dataUrlOf(pathname);
    const dataUrl = `http://localhost${dataPath}?_routes=${encodeURIComponent(pageRouteId(pathname))}`;
    const [document, data] = await Promise.all([
      handle(new Request(url), loadContext(pathname, rejected, undefined, { document: true })),
      handle(new Request(dataUrl), loadContext(dataPath, rejected)),
    ]);
    // Single fetch answers a redirect with 202 and the redirect in its body.
    if (document.headers.has("Location") || data.status === 202) throw new Error(`prerender: ${pathname} redirects`);
    const html = Buffer.from(await document.arrayBuffer());
    return { status: document.status, html, data: data.status === document.status ? Buffer.from(await data.arrayBuffer()) : undefined };
  }
  return { page, routeManifest };
}
