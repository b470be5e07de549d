/**
 * Development's live reload: the browser keeps a server-sent-events stream
 * open and loads the page again when the server says something it shows has
 * changed. Only `npm run dev` (server/dev/index.ts) serves these two paths
 * and writes the script into documents; production and the export never do.
 */
import express, { type Response } from "express";

const SCRIPT_PATH = "/__portal-dev/live-reload.js";
const EVENTS_PATH = "/__portal-dev/events";

/**
 * Loads the page again on a "reload" event. An external file, not an inline script: the documents' CSP lists
 * the hashes of their own inline scripts and allows scripts of the portal's origin.
 */
const BROWSER_SCRIPT = `new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener("reload", () => window.location.reload());\n`;

export interface LiveReload {
  /** Serves the script and the event stream. */
  router: express.Router;
  /** The tag that loads the script, for every document's body. */
  bodyTag: string;
  /** Tells every open page to load itself again. */
  reload(reason: string): void;
}

export function liveReload(): LiveReload {
  const pages = new Set<Response>();
  const router = express.Router();
  router.get(SCRIPT_PATH, (_req, res) => {
    res.type("text/javascript").setHeader("Cache-Control", "no-store");
    res.send(BROWSER_SCRIPT);
  });
  router.get(EVENTS_PATH, (req, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
    // The browser tries again this soon when the stream breaks (the dev server restarted).
    res.write("retry: 500\n\n");
    pages.add(res);
    req.on("close", () => pages.delete(res));
  });
  return {
    router,
    bodyTag: `<script src="${SCRIPT_PATH}" defer data-live-reload></script>`,
    reload(reason) {
      for (const page of pages) page.write(`event: reload\ndata: ${JSON.stringify(reason)}\n\n`);
    },
  };
}
