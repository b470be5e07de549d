import type { HeadersFunction, LinksFunction } from "@remix-run/node";
import { Outlet, Scripts, ScrollRestoration, useLocation, useRouteError } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { Shell } from "./components/Shell";
import { failedAfterShown, markShownWhole, reloadOnce } from "./error-recovery";
import stylesheet from "./styles/tailwind.css";

/** Written once into each document's head by entry.server.tsx (never re-rendered in the browser). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export { loadRoot as loader } from "./root-loader.server";
/** Its loader's Cache-Control: the page route passes it on when only the root's data is asked (`/_root.data?_routes=root`). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The site-wide data never changes between pages: fetched once with the document.
export const shouldRevalidate = () => false;

/**
 * With cookies blocked, merely reading `window.sessionStorage` throws a SecurityError, which Remix's
 * scroll-restoration script (next to run) would leave uncaught on every load. In that case the page gets
 * a storage of its own, in memory, marked so that app/error-recovery.ts knows it forgets across loads.
 */
const SESSION_STORAGE_GUARD =
  `try{window.sessionStorage}catch(_){var m={};Object.defineProperty(window,"sessionStorage",{configurable:true,value:{inMemory:true,` +
  `getItem:function(k){return Object.prototype.hasOwnProperty.call(m,k)?m[k]:null},setItem:function(k,v){m[k]=String(v)},removeItem:function(k){delete m[k]}}})}`;

/**
 * The app lives in <div id="app">: entry.server.tsx writes <html>, <head>
 * and <body> around it, and the Shell keeps the page's title and meta tags
 * up to date on navigation (document/page-head.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SESSION_STORAGE_GUARD }} />
      <ScrollRestoration />
      <Scripts />
    </>
  );
}

export default function App() {
  useEffect(markShownWhole, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * When a loader or a render fails. In development the message names the
 * broken file and line (a page that does not compile), so the author sees it
 * in the browser. A reader sees no developer screen: an error that came after
 * the page was shown (a chunk that failed to load) loads the page again
 * (app/error-recovery.ts), and what the server could not render says so in
 * plain words, with a way back.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (failedAfterShown()) setReloading(reloadOnce());
  }, []);
  const { pathname, search } = useLocation();
  if (isDevelopmentDetail(error) && !failedAfterShown()) return <DeveloperError error={error} />;
  return (
    <main id="conteudo" className="build-error" data-reader-error>
      <h1>{reloading ? "Carregando a página de novo…" : "Não foi possível mostrar esta página"}</h1>
      <p>
        Pode ter sido uma falha de rede ou uma atualização do portal. <a href={`${pathname}${search}`}>Tente de novo</a> ou volte para a{" "}
        <a href="/">página inicial</a>.
      </p>
    </main>
  );
}

/** Remix sends a production server's errors as this message alone; a development server sends the real one (file, line). */
const SANITIZED_MESSAGE = "Unexpected Server Error";
const isDevelopmentDetail = (error: unknown): error is Error => error instanceof Error && error.message !== SANITIZED_MESSAGE;

function DeveloperError({ error }: { error: Error }) {
  return (
    <main id="conteudo" className="build-error">
      <h1>Erro ao montar a página</h1>
      <pre>{error.message}</pre>
      <p>Corrija o arquivo e recarregue: a página é montada de novo no próximo pedido.</p>
    </main>
  );
}
