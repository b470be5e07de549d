/**
 * Hydrates the app root (not the document: see entry.server.tsx). The HTML
 * the document shows, which its hydration data leaves out, is read from the
 * document first and given to the app (document/shown-html.tsx), so that if
 * hydration fails anyway (a translator rewrote a heading) React renders the
 * whole page again, not an empty one.
 */
import { RemixBrowser } from "@remix-run/react";
import { rejectedPath } from "../core/routing";
import { startTransition, StrictMode, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { tolerateMovedNodes } from "./document/moved-nodes";
import { ShownHtmlContext, shownHtmlOf } from "./document/shown-html";

/**
 * React's hydration mismatches (#418 text, #419 server error, #422/#423 root rendered again, #425 text
 * content; their development wording too). An extension or translator that changed the page before the app
 * started causes them; React renders the page again from its data and the reader keeps it whole, so they
 * are expected, not faults: one debug line, out of the reader's console.
 */
const HYDRATION_MISMATCH = /#41[89]\b|#42[2-5]\b|[Hh]ydrat|did not match|does not match/;

/**
 * Hydration errors React recovered from. By default React reports each one as an uncaught error (dozens
 * for one inserted node); a mismatch is noted once at debug level, anything else still reported.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (!HYDRATION_MISMATCH.test(message)) return reportError(error);
  if (recoveredMismatches++ === 0) console.debug("Hidratação refeita no navegador: a página foi alterada antes do app (extensão ou tradutor).", message);
}
let recoveredMismatches = 0;

/**
 * With single fetch, the server writes the hydration data after the app as inline scripts in Suspense
 * boundaries that only the server renders (Remix's stream transfer: entry.server.tsx). In the browser that
 * place holds a boundary whose content never loads, so React keeps the server's scripts as they are (they ran
 * already) instead of counting them as extra nodes, a mismatch that would render the whole app again.
 */
const SERVER_ONLY = new Promise<never>(() => {});
function ServerDataScripts(): never {
  throw SERVER_ONLY;
}

/**
 * A path no page can have (a backslash, NUL, bad percent-encoding: core/routing.ts) is answered with the
 * portal's error page, written whole by the server or the export. The router cannot take such a path in
 * (it reads "/%5C%3Fx" as a URL with an empty host and throws), so that page stays as it was sent, plain
 * links and all, instead of becoming "Application Error".
 */
function hydrate() {
  const shown = shownHtmlOf(document);
  tolerateMovedNodes();
  startTransition(() => {
    hydrateRoot(
      document.getElementById("app")!,
      <StrictMode>
        <ShownHtmlContext.Provider value={shown}>
          {/* Rendered by the server too (entry.server.tsx): a mismatch under a Suspense boundary is rendered again on
              the client and reported to onRecoverableError alone. Without it, the nearest error boundary (each route's)
              took the error first and React logged it as uncaught, once per page load, before rendering again anyway. */}
          <Suspense>
            <RemixBrowser />
            <Suspense>
              <ServerDataScripts />
            </Suspense>
          </Suspense>
        </ShownHtmlContext.Provider>
      </StrictMode>,
      { onRecoverableError },
    );
  });
}

if (!rejectedPath(window.location.pathname)) hydrate();
