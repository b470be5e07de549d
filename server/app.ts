/**
 * The Node server: Express in front of the Remix build. In order, a request
 *  1. is screened (server/requests.ts): OPTIONS answered, other methods and
 *     impossible paths marked for an error page, client errors logged;
 *  2. gets the security headers (helmet, and the CSP of app/document/csp.ts);
 *  3. may be a file of public/ (hashed assets cached a year, the rest
 *     revalidated; compressed), or one the build's plugins emitted
 *     (sitemap.xml, openapi.json, …; server/emitted-files.ts);
 *  4. is a page or its data, rendered by Remix (server/page-responses.ts).
 */
import { broadcastDevReady, createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type * as ForServer from "../app/for-export.server";
import { IMMUTABLE, isHashedAsset } from "../core/hashed-assets";
import { paths, retiredFolders } from "../core/paths";
import { SECURITY_HEADERS } from "../core/security-headers";
import { emittedFiles } from "./emitted-files";
import { precompressedBrotli } from "./precompressed";
import { pageResponses, type RenderPage } from "./page-responses";
import { loadServerBuild } from "./server-build";
import { publicFilePaths, snapshotFolder } from "./public-snapshot";
import { answerErrors, logClientErrors, screenRequests, unlessRejected } from "./requests";

export interface ServerOptions {
  production?: boolean;
  /** Development (server/dev/): a tag written before `</body>` of every document, the live-reload script. */
  devBodyTag?: string;
  /** Development: the app's server-side code (app/for-export.server.ts) loaded from source, instead of the build's. */
  app?: typeof ForServer;
}

export async function createServer({ production = process.env.NODE_ENV === "production", devBodyTag, app }: ServerOptions = {}) {
  const p = paths();
  // Development shows loader errors (a page that does not compile) in full, whatever mode the app was built in.
  const mode = production ? "production" : "development";
  let build = await loadServerBuild(p.remixServerBuild, { fresh: true });
  let handle = createRequestHandler(build, mode);
  let buildTime = statSync(p.remixServerBuild).mtimeMs;
  // The app's own code, from its build: the one copy in this process. The build's copy is compiled for production
  // alone, so development takes it from source: the copy server/dev/index.ts loaded (it updates its content on a
  // save), or one loaded here.
  const { getSite, loadContext, asksForDocument, defaultContentSecurityPolicy, log } = app ?? (production ? appOf(build) : await appFromSource(p.root));
  if (production) {
    // Production loads the manifest now, so a broken one stops the start, not a request; and every page's HTML,
    // which a later build in this folder may replace (build/content/html/ keeps only the current pages' files).
    const site = await getSite();
    for (const page of site.manifest.pages) site.htmlOf(page);
  } else if (process.env.REMIX_DEV_ORIGIN) {
    // Under `remix dev`, tell it the server is up (its origin is set then).
    await broadcastDevReady(build);
  }

  const render: RenderPage = async (req, res) => {
    if (!production && statSync(p.remixServerBuild).mtimeMs !== buildTime) {
      // Development: the Remix build again once it was rebuilt (each load stays in memory: not on every request).
      buildTime = statSync(p.remixServerBuild).mtimeMs;
      build = await loadServerBuild(p.remixServerBuild, { fresh: true });
      handle = createRequestHandler(build, mode);
    }
    const rejected = res.locals.rejectedStatus;
    // A rejected request is rendered at "/", the one path sure to route. The raw URL is appended to the
    // origin (not resolved against it), so "//host/x" stays a path.
    const url = `http://localhost${rejected ? "/" : req.originalUrl}`;
    const request = new Request(url, { headers: { accept: req.get("accept") ?? "*/*" } });
    const response = await handle(request, loadContext(req.path, rejected, res.locals.site, { document: asksForDocument(new URL(url)) }));
    return devBodyTag ? withBodyTag(response, devBodyTag) : response;
  };

  const publicDir = production ? snapshotFolder(p.publicDir, `${p.cache}/serve`) : p.publicDir;
  const defaultCsp = defaultContentSecurityPolicy();
  const server = express();
  server.disable("x-powered-by");
  server.use(logClientErrors(log), screenRequests);
  server.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }), (_req, res, next) => {
    // Documents replace it with their own, listing the hashes of their inline scripts.
    res.setHeader("Content-Security-Policy", defaultCsp);
    res.setHeader("Permissions-Policy", SECURITY_HEADERS["Permissions-Policy"]);
    next();
  });
  const files = fileRoutes(p, publicDir, production, getSite);
  // A HEAD gets the headers its GET would, Content-Encoding included (the compression middleware leaves HEAD
  // alone): the files are asked for as a GET, and Node, which knows the request was a HEAD, sends no body.
  server.use(
    unlessRejected((req, res, next) => {
      if (req.method !== "HEAD") return files(req, res, next);
      req.method = "GET";
      files(req, res, (error?: unknown) => {
        req.method = "HEAD";
        next(error);
      });
    }),
  );

  // The site, asked for once per request: the page's loaders share it.
  server.use((_req, res, next) => {
    res.locals.site = getSite();
    res.locals.site.catch(() => {}); // development with a broken page: the page renderer shows the error
    next();
  });
  server.use(pageResponses({ render, keep: production }));
  server.use(answerErrors(log));
  return server;
}

/**
 * Helmet's and the portal's headers that only a document heeds: a script or style sheet under /build/ goes
 * without them, since each of a page's first-load requests would carry them (about 0.8 KB a response,
 * bench/README.md). Kept: X-Content-Type-Options, Cross-Origin-Resource-Policy, Referrer-Policy (a style
 * sheet's own requests follow it), as deploy/nginx/asset-headers.conf.
 */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Strict-Transport-Security",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "X-DNS-Prefetch-Control",
  "X-Download-Options",
  "X-Permitted-Cross-Domain-Policies",
  "X-XSS-Protection",
];

/** public/ (a snapshot in production), the assets of earlier builds, and the files plugins emitted; compressed. */
function fileRoutes(p: ReturnType<typeof paths>, publicDir: string, production: boolean, getSite: () => Promise<unknown>) {
  const files = express.Router();
  // Set before the answer is known: a 304 carries no Content-Type, so compression would not add it there,
  // and a cache must learn from the 304 what it learned from the 200.
  files.use((_req, res, next) => {
    res.setHeader("Vary", "Accept-Encoding");
    next();
  });
  files.use(compression());
  // A content root of its own (PORTAL_CONTENT_ROOT: benchmarks, tests) emits its assets (search index, tree) there.
  if (p.contentRoot !== p.root)
    files.use(
      "/build/content",
      express.static(p.contentAssets, {
        index: false,
        setHeaders: (res, file) => res.setHeader("Cache-Control", isHashedAsset(file) ? IMMUTABLE : "no-cache"),
      }),
    );
  const assets = production ? `${publicDir}/build` : p.browserBuild;
  const assetHeaders = (res: express.Response, file: string) => {
    res.setHeader("Cache-Control", isHashedAsset(file) ? IMMUTABLE : "no-cache");
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  };
  // The build's brotli of a script or style sheet, to a browser that takes it (the compression middleware leaves it as it is).
  // Production's snapshot never changes: its .br files are listed once; development rebuilds, so it looks each time.
  files.use("/build", precompressedBrotli(assets, assetHeaders, production ? "at-start" : "per-request"));
  files.use("/build", express.static(assets, { index: false, setHeaders: assetHeaders }));
  // Chunks and texts of earlier builds, for pages that were open in a browser across the deploy (scripts/retired-assets.ts).
  for (const retired of retiredFolders(p))
    files.use("/build", express.static(retired, { index: false, setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE) }));
  const servePublic = express.static(publicDir, { maxAge: "1h", index: false, dotfiles: "ignore", redirect: false });
  // Production's snapshot never changes, so a page request skips the file server's disk look-up (a stat per
  // request, measured in bench/README.md, SSR section) unless its path is one of the snapshot's files.
  const snapshotFiles = production ? publicFilePaths(publicDir) : undefined;
  files.use(snapshotFiles ? (req, res, next) => (snapshotFiles.has(decodedPath(req.path)) ? servePublic(req, res, next) : next()) : servePublic);
  // Development: the files come from the in-process content build, brought up to date first (assets under /build/ need none).
  if (!production)
    files.use((req, _res, next) =>
      req.path.startsWith("/build/")
        ? next()
        : void getSite().then(
            () => next(),
            () => next(),
          ),
    );
  files.use(emittedFiles(production ? p.emittedFiles : p.devEmittedFiles, { reread: !production }));
  return files;
}

/** The path as the file server reads it ("%41" is "A"); an undecodable one as it came (the file server refuses it too). */
function decodedPath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A document with `tag` written before its `</body>` (development's live-reload script); other answers as they are. */
async function withBodyTag(response: Response, tag: string): Promise<Response> {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const html = (await response.text()).replace(/<\/body>(?![\s\S]*<\/body>)/, `${tag}</body>`);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** Development: the app's server-side code from source (a computed path, so no bundle of the server holds it). */
const appFromSource = async (root: string) => (await import(pathToFileURL(join(root, "app", "for-export.server.ts")).href)) as typeof ForServer;

/** What the server takes from the app build (app/for-export.server.ts, exported by the document entry). */
const appOf = (build: ServerBuild) => (build.entry.module as unknown as { forExport: typeof ForServer }).forExport;
