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
 * What Remix puts in a document's context is not rebuilt here: one real
 * request for each route a page can match ("/" and the splat) gives Remix's
 * own context, and a page's context is that one with its location, matches,
 * data and status. e2e/static-hosting.spec.ts requires every exported page
 * to be, byte for byte, what the server answers.
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from "@remix-run/node";
import { withoutShownHtml } from "./document/shown-html";
import { pageData } from "./page-loader.server";
import { rootData } from "./root-loader.server";
import { loadContext, type RejectedStatus } from "./request-context.server";

/** Remix's context for a document of one route, and its handoff (`window.__remixContext`) as an object. */
interface RouteTemplate {
  context: EntryContext;
  handoff: { state: Record<string, unknown> };
}

/** Remix's context for the document at `pathname`, as its request handler makes it. */
async function remixContext(build: ServerBuild, pathname: string): Promise<EntryContext> {
  let captured: EntryContext | undefined;
  const entry = build.entry.module;
  const handle = createRequestHandler(
    { ...build, entry: { module: { ...entry, default: (request, status, headers, context, load) => ((captured = context), entry.default(request, status, headers, context, load)) } } },
    "production",
  );
  await handle(new Request(`http://localhost${pathname}`), loadContext(pathname));
  if (!captured?.serverHandoffString) throw new Error(`prerender: Remix rendered no document for ${pathname}`);
  return captured;
}

async function routeTemplate(build: ServerBuild, pathname: string): Promise<RouteTemplate> {
  const context = await remixContext(build, pathname);
  return { context, handoff: JSON.parse(context.serverHandoffString!) };
}

export async function createPrerenderer(build: ServerBuild) {
  // Any path the splat answers (this one is a 404) gives its context as well as a page's.
  const templates = { home: await routeTemplate(build, "/"), splat: await routeTemplate(build, "/404.html") };

  /** The document at `pathname` and the page route's data; `rejected` renders the error page the server answers with that status. */
  return async function prerender(pathname: string, rejected?: RejectedStatus) {
    const { context, handoff } = pathname === "/" ? templates.home : templates.splat;
    const load = loadContext(pathname, rejected);
    const portal = await load.portal!;
    if (portal.redirect) throw new Error(`prerender: ${pathname} redirects to ${portal.redirect.to}`);
    const [root, leaf] = context.staticHandlerContext.matches;
    const page = pageData(portal);
    const loaderData = { [root.route.id]: rootData(portal), [leaf.route.id]: page };
    const params = pathname === "/" ? {} : { "*": pathname.slice(1) };
    const staticHandlerContext = {
      ...context.staticHandlerContext,
      location: { ...context.staticHandlerContext.location, pathname },
      matches: [
        { ...root, params },
        { ...leaf, params, pathname },
      ],
      loaderData,
      statusCode: page.status,
    };
    // The entry leaves the shown HTML out of the handoff; left out here already, that costs it a small parse.
    const serverHandoffString = JSON.stringify({ ...handoff, state: { ...handoff.state, loaderData: withoutShownHtml(loaderData) } });
    const request = new Request(`http://localhost${pathname}`);
    const response = await build.entry.module.default(request, page.status, new Headers(), { ...context, staticHandlerContext, serverHandoffString }, load);
    return { status: page.status, html: Buffer.from(await response.arrayBuffer()), data: JSON.stringify(page) };
  };
}
