/**
 * Hydrates the app root (not the document: see entry.server.tsx). Before
 * that, the HTML the document shows goes back into the loader data
 * (document/shown-html.ts), so that if hydration fails anyway (a translator
 * rewrote a heading) React renders the whole page again, not an empty one.
 */
import { RemixBrowser } from "@remix-run/react";
import { rejectedPath } from "../core/routing";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { tolerateMovedNodes } from "./document/moved-nodes";
import { restoreShownHtml } from "./document/shown-html";
import { installStaticDataFetch, isStaticExport } from "./static-export";

/**
 * A path no page can have (a backslash, NUL, bad percent-encoding: core/routing.ts) is answered with the
 * portal's error page, written whole by the server or the export. The router cannot take such a path in
 * (it reads "/%5C%3Fx" as a URL with an empty host and throws), so that page stays as it was sent, plain
 * links and all, instead of becoming "Application Error".
 */
function hydrate() {
  if (isStaticExport()) installStaticDataFetch();
  restoreShownHtml(window.__remixContext.state.loaderData ?? {});
  tolerateMovedNodes();
  startTransition(() => {
    hydrateRoot(
      document.getElementById("app")!,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

if (!rejectedPath(window.location.pathname)) hydrate();
