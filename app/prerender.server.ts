/**
 * The static export's renderer (scripts/export.ts): a page's document and
 * its data file, as the server answers them, without Remix's request
 * handling. Through the request handler, each page's loader data was
 * encoded to JSON by the loaders, decoded by the router, encoded again with
 * the shown HTML for the handoff, escaped, decoded by the entry to leave
 * that HTML out and encoded once more: half of a page's render. Here the
 * loaders' data functions run directly, and the one copy of the data is
 * what the document renders from and the data file holds.
 *
 * What Remix puts in a document's context is not rebuilt here: the first
 * page of each route a page can match ("/" and the splat) goes through
 * Remix's request handler, and the context Remix made for it serves the
 * pages after it, with their location, matches, data and status.
 * e2e/static-hosting.spec.ts requires every exported page and data file to
 * be, byte for byte, what the server answers.
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from "@remix-run/node";
import { withoutShownHtml } from "./document/shown-html";
import { pageData } from "./page-loader.server";
import { rootData } from "./root-loader.server";
import { loadContext, type RejectedStatus } from "./request-context.server";

/** A page's files: its document and its data file, the page route's loader data as JSON. */
interface Prerendered {
  status: number;
  html: Buffer;
  data: string;
}

/** Remix's context for a document of one route, and its handoff (`window.__remixContext`) as an object. */
interface RouteTemplate {
  context: EntryContext;
  handoff: { state: Record<string, unknown> };
}

export function createPrerenderer(build: ServerBuild) {
  const entry = build.entry.module;
  let captured: EntryContext | undefined;
  const handle = createRequestHandler(
    { ...build, entry: { module: { ...entry, default: (request, status, headers, context, load) => ((captured = context), entry.default(request, status, headers, context, load)) } } },
    "production",
  );
  /** The context of the document Remix rendered last, once. */
  const takeCaptured = () => {
    const context = captured;
    captured = undefined;
    return context;
  };
  const templates = new Map<"home" | "splat", RouteTemplate>();

  /** Through Remix, keeping the context it made as the route's template. */
  async function throughRemix(pathname: string, route: "home" | "splat", rejected?: RejectedStatus): Promise<Prerendered> {
    const response = await handle(new Request(`http://localhost${pathname}`), loadContext(pathname, rejected));
    const context = takeCaptured();
    if (!context?.serverHandoffString) throw new Error(`prerender: Remix rendered no document for ${pathname} (${response.status})`);
    templates.set(route, { context, handoff: JSON.parse(context.serverHandoffString) });
    const leaf = context.staticHandlerContext.matches[1].route.id;
    return { status: response.status, html: Buffer.from(await response.arrayBuffer()), data: JSON.stringify(context.staticHandlerContext.loaderData[leaf]) };
  }

  /** The document at `pathname` and the page route's data; `rejected` renders the error page the server answers with that status. */
  return async function prerender(pathname: string, rejected?: RejectedStatus): Promise<Prerendered> {
    const route = pathname === "/" ? "home" : "splat";
    const template = templates.get(route);
    if (!template) return throughRemix(pathname, route, rejected);
    const { context, handoff } = template;
    const load = loadContext(pathname, rejected);
    const portal = await load.portal!;
    if (portal.redirect) throw new Error(`prerender: ${pathname} redirects to ${portal.redirect.to}`);
    const [root, leaf] = context.staticHandlerContext.matches;
    const page = pageData(portal, pathname);
    const loaderData = { [root.route.id]: rootData(portal), [leaf.route.id]: page };
    const params = pathname === "/" ? {} : { "*": pathname.slice(1) };
    const request = new Request(`http://localhost${pathname}`);
    const staticHandlerContext = {
      ...context.staticHandlerContext,
      // As the router has them: the location as requested (URL-encoded), the matches decoded.
      location: { ...context.staticHandlerContext.location, pathname: new URL(request.url).pathname },
      matches: [
        { ...root, params },
        { ...leaf, params, pathname },
      ],
      loaderData,
      statusCode: page.status,
    };
    // The entry leaves the shown HTML out of the handoff; left out here already, that costs it a small parse.
    const serverHandoffString = JSON.stringify({ ...handoff, state: { ...handoff.state, loaderData: withoutShownHtml(loaderData) } });
    const response = await entry.default(request, page.status, new Headers(), { ...context, staticHandlerContext, serverHandoffString }, load);
    return { status: page.status, html: Buffer.from(await response.arrayBuffer()), data: JSON.stringify(page) };
  };
}
