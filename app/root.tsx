import type { LinksFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import type { ReactNode } from "react";
import { HeadTags } from "./components/HeadTags";
import { Shell } from "./components/Shell";
import { useCurrentPage, useSiteData } from "./components/site-data";
import stylesheet from "./styles/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export { loadRoot as loader } from "./root-loader.server";

// The site-wide data never changes between pages: fetched once with the document.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const page = useCurrentPage();
  const root = useSiteData();
  const lang = page?.lang ?? root?.site.lang ?? "en-US";
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Theme and remembered code tab, before first paint (see components/head/before-paint.ts). The
            document's data leaves the text out (app/document-data.server.ts): hydration keeps the script written. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: root?.beforePaintScript ?? "" }} />
        <Meta />
        <Links />
        <HeadTags tags={[...(root?.headTags ?? []), ...(page?.headTags ?? [])]} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
