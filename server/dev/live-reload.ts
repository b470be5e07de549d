/**
 * Development's live reload: the browser keeps a server-sent-events stream
 * open and, when the server says something it shows has changed, either
 * updates the page in place ("update": the app fetches the page's data again
 * and swaps the content, app/components/use-live-update.ts) or loads it
 * again in full ("reload": the app's code or the site's frame changed).
 * Only `npm run dev` (server/dev/index.ts) serves these two paths and writes
 * the script into documents; production and the export never do.
 */
import express, { type Response } from "express";
import { LIVE_UPDATE_EVENT } from "../../app/live-update-event";
import { debugLog } from "./debug-log";

const SCRIPT_PATH = "/__portal-dev/live-reload.js";
const EVENTS_PATH = "/__portal-dev/events";

/**
 * "update" goes to the app as a cancelable event (its name: app/components/use-live-update.ts); when no app
 * cancels it (the page failed before the app started), and on "reload", the page loads again in full. An
 * external file, not an inline script: the documents' CSP lists the hashes of their own inline scripts and
 * allows scripts of the portal's origin.
 */
const BROWSER_SCRIPT = `{
  const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
  events.addEventListener("reload", () => window.location.reload());
  events.addEventListener("update", () => {
    if (window.dispatchEvent(new Event(${JSON.stringify(LIVE_UPDATE_EVENT)}, { cancelable: true }))) window.location.reload();
  });
}
`;

/** What the open pages are told: their content changed (updated in place), or the app or the site's frame did (loaded again). */
export type Refresh = "update" | "reload";

export interface LiveReload {
  /** Serves the script and the event stream. */
  router: express.Router;
  /** The tag that loads the script, for every document's body. */
  bodyTag: string;
  /** Tells every open page to show what changed; `reason` is for the debug log. */
  refresh(how: Refresh, reason: string): void;
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
    refresh(how, reason) {
      for (const page of pages) page.write(`event: ${how}\ndata: ${JSON.stringify(reason)}\n\n`);
      debugLog(`${how} (${reason}) enviado a ${pages.size} página(s) aberta(s)`);
    },
  };
}
