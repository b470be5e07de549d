/**
 * The production (and development) server: Express in front of the Remix
 * build. Compression (gzip and brotli), security headers, long cache for
 * hashed assets, and a guard so hostile URLs get a 4xx page, never a file
 * from outside the site or a crash.
 */
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pathToFileURL } from "node:url";
import { getSite } from "./app/content.server";
import { paths } from "./core/paths";
import { answerRequest } from "./core/plugin";
import { responseCache } from "./server/response-cache";
import { siteConfig } from "./site.config";

const p = paths();
const production = process.env.NODE_ENV === "production";
const loadBuild = async () => (await import(`${pathToFileURL(p.remixServerBuild).href}?t=${Date.now()}`)) as ServerBuild;

const thirdPartyOrigins = [siteConfig.thirdParty.chatWidgetSrc, siteConfig.thirdParty.analyticsSrc]
  .filter((src): src is string => Boolean(src))
  .map((src) => new URL(src).origin);

export async function createServer() {
  let build = await loadBuild();
  const handleWithRemix: express.RequestHandler = production
    ? responseCache(createRequestHandler({ build, mode: build.mode }))
    : async (req, res, next) => {
        // Development: pick up a new Remix build on every request.
        build = await loadBuild();
        return createRequestHandler({ build, mode: build.mode })(req, res, next);
      };
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Remix hydrates with inline scripts and the theme must apply before paint.
          "script-src": ["'self'", "'unsafe-inline'", ...thirdPartyOrigins],
          "connect-src": ["'self'", ...thirdPartyOrigins],
          "frame-src": ["'self'", "https:"],
          "img-src": ["'self'", "data:", "https:"],
          "upgrade-insecure-requests": null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A path that cannot be decoded goes straight to the app, which answers it
  // with a 400 page (express.static would answer with a bare error).
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      handleWithRemix(req, res, next);
    }
  });
  // Hashed names never change: cached for a year. A content asset with a stable name (the search index) is revalidated.
  const HASHED = /\.[0-9a-f]{8,}\.\w+$|-[A-Z0-9]{8}\.\w+$/;
  app.use(
    "/build",
    express.static(`${p.publicDir}/build`, {
      index: false,
      setHeaders: (res, file) => res.setHeader("Cache-Control", HASHED.test(file) ? "public, max-age=31536000, immutable" : "no-cache"),
    }),
  );
  app.use(express.static(p.publicDir, { maxAge: "1h", index: false, dotfiles: "ignore" }));

  // Plugins may answer a request before any page is looked up (sitemap.xml, ...).
  app.use(async (req, res, next) => {
    try {
      const url = new URL(`http://localhost${req.originalUrl}`);
      const answer = await answerRequest(siteConfig.plugins, url, { config: siteConfig, pages: (await getSite()).manifest.pages });
      if (!answer) return next();
      res.status(answer.status);
      answer.headers.forEach((value, name) => res.setHeader(name, value));
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });
  app.all("*", handleWithRemix);

  // Last resort: anything that escapes still gets an answer and the server keeps running.
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error(error);
    if (!res.headersSent) res.status(400).type("text/plain").send("400 Bad Request");
  });
  if (!production) broadcastDevReady(build);
  return app;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT) || 3000;
  const app = await createServer();
  app.listen(port, () => console.log(`Portal em http://localhost:${port}`));
}
