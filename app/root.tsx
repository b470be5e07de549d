import type { LinksFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { Shell } from "./components/Shell";
import stylesheet from "./styles/tailwind.css";

/** Written once into each document's head by entry.server.tsx (never re-rendered in the browser). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export { loadRoot as loader } from "./root-loader.server";

// The site-wide data never changes between pages: fetched once with the document.
export const shouldRevalidate = () => false;

/**
 * The app lives in <div id="app">: entry.server.tsx writes <html>, <head>
 * and <body> around it, and the Shell keeps the page's title and meta tags
 * up to date on navigation (document/page-head.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ScrollRestoration />
      <Scripts />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * When a loader fails. In development the message names the broken file and
 * line (a page that does not compile), so the author sees it in the browser;
 * in production Remix hides the details of unexpected errors.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  return (
    <main id="conteudo" className="build-error">
      <h1>{status === 500 ? "Erro ao montar a página" : `Erro ${status}`}</h1>
      <pre>{message}</pre>
      <p>Corrija o arquivo e recarregue: a página é montada de novo no próximo pedido.</p>
    </main>
  );
}
