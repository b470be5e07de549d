/**
 * The frame around every page: skip link, navbar (title, the search plugin's box, the
 * Integração item, theme and full-screen buttons), the sidebar (a column from
 * 720 px, a drawer below; its HTML comes from the server), the main column,
 * the footer (HTML from the server too), back-to-top, and the live region
 * that announces copies. The buttons' and the sidebar's behaviour is plain
 * DOM code installed once (behaviour/install.ts).
 */
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ServerHtml } from "../document/shown-html";
import { contentShown, headShown, installShell, locationShown } from "./behaviour/install";
import { searchBox as SearchBox, searchBoxServer } from "../plugin-ui.generated";
import { useCurrentPage, useCurrentStatus, useSiteData } from "./site-data";
import { useBeforePaint } from "./use-before-paint";
import { useLiveUpdate } from "./use-live-update";

export function Shell({ children }: { children: ReactNode }) {
  const root = useSiteData();
  const page = useCurrentPage();
  const status = useCurrentStatus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => installShell(navigate), [navigate]);
  useLiveUpdate();
  // Runs after the page's own render, before paint, for every page shown (and development's hot update of its HTML).
  useBeforePaint(() => {
    // entry.server.tsx wrote <html lang> and the head for the first page; later pages bring their own.
    document.documentElement.lang = page?.lang ?? root?.site.lang ?? "en-US";
    headShown(page, status, root?.site);
    const content = document.querySelector<HTMLElement>("main .doc-body");
    contentShown(content);
    locationShown(page?.path ?? "", content, root?.site.thirdParty);
  }, [pathname, page?.key, page?.html]);

  // An item is the current page at its own address, and the current area on every page under it ("/" holds all the docs).
  const links = root?.site.navbar.map((item) => (
    <Link
      key={item.link}
      to={item.link}
      className="navbar-link"
      aria-current={pathname === item.link ? "page" : page?.path.startsWith(item.link) ? "true" : undefined}
    >
      {item.text}
    </Link>
  ));
  return (
    <>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <header className="navbar">
        <div className="navbar-inner">
          <button type="button" className="icon-button navbar-menu" aria-label="Menu da documentação" aria-expanded="false" aria-controls="sidebar">
            <span className="icon icon-menu" aria-hidden="true" />
          </button>
          <Link to="/" className="navbar-brand">
            <span className="navbar-logo" aria-hidden="true" />
            <span>{root?.site.title}</span>
          </Link>
          {/* The search plugin's box, from the registry the build writes (scripts/plugin-ui.ts); without the plugin, none. */}
          {SearchBox ? (
            <div className="navbar-search">
              <SearchBox server={searchBoxServer} />
            </div>
          ) : null}
          <nav aria-label="Principal" className="navbar-links">
            {links}
          </nav>
          <div className="navbar-controls">
            <button type="button" className="icon-button theme-switch" aria-label="Mudar o tema" title="Mudar o tema">
              <span className="icon theme-icon" aria-hidden="true" />
            </button>
            <button type="button" className="icon-button fullscreen-toggle" aria-label="Tela cheia" title="Tela cheia" aria-pressed="false">
              <span className="icon" aria-hidden="true" />
            </button>
          </div>
        </div>
      </header>
      <div className="layout">
        <aside id="sidebar" className="sidebar" aria-label="Navegação da documentação">
          <nav aria-label="Principal (menu)" className="drawer-links">
            {links}
          </nav>
          <ServerHtml field="sidebar" html={root?.sidebarHtml} />
        </aside>
        <div className="drawer-backdrop" aria-hidden="true" />
        <main id="conteudo" className="main" tabIndex={-1}>
          {children}
        </main>
        <ServerHtml field="footer" html={root?.footerHtml} className="site-footer-slot" />
      </div>
      <button type="button" className="back-to-top" aria-label="Voltar ao topo" title="Voltar ao topo">
        <span className="icon icon-arrow-up" aria-hidden="true" />
      </button>
      {/* behaviour/announce.ts (LIVE_REGION_ID) writes here. */}
      <div id="anuncios" className="sr-only" role="status" aria-live="polite" />
    </>
  );
}
