/**
 * Hydrates the app root (not the document: see entry.server.tsx). Before
 * that, the HTML the document shows goes back into the loader data
 * (document/shown-html.ts), so that if hydration fails anyway (a translator
 * rewrote a heading) React renders the whole page again, not an empty one.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { tolerateMovedNodes } from "./document/moved-nodes";
import { restoreShownHtml } from "./document/shown-html";
import { installStaticDataFetch, isStaticExport } from "./static-export";

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
