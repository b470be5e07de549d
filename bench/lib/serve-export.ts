/**
 * The static export served for a browser benchmark: server/static-host.ts's
 * server as it is ("plain"), or with gzip in front of the same handler
 * ("gzip"), level 6 as deploy/nginx and most CDNs compress, so the bytes a
 * browser is counted as fetching are the ones a reader's browser would.
 */
import compression from "compression";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { serveStatic } from "../../server/static-host";

export type ServeMode = "plain" | "gzip";

export function serveExport(dist: string, port: number, mode: ServeMode): Server {
  const server = serveStatic(dist, port);
  if (mode === "gzip") {
    const [handler] = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
    const gzip = compression({ level: 6 });
    server.removeAllListeners("request");
    server.on("request", (req, res) => gzip(req as any, res as any, () => handler(req, res)));
  }
  return server;
}
