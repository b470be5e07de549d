/** The frame around every page: navbar, sidebar and the main column. */
import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { loadRoot } from "../root-loader.server";
import { Sidebar } from "./Sidebar";

export function Shell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loadRoot>("root");
  return (
    <>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <header className="navbar">
        <Link to="/" className="navbar-brand">
          {root?.site.title}
        </Link>
        <nav aria-label="Principal" className="navbar-links">
          {root?.site.navbar.map((item) => (
            <Link key={item.link} to={item.link}>
              {item.text}
            </Link>
          ))}
        </nav>
      </header>
      <div className="layout">
        <Sidebar nodes={root?.nav ?? []} />
        <main id="conteudo" className="main">
          {children}
        </main>
      </div>
    </>
  );
}
