/**
 * The frame around every page: skip link, navbar (title, search, the
 * Integração item, theme and full-screen controls), the sidebar (a column
 * from 720 px, a drawer below), the main column, back-to-top, and the live
 * region that announces copies.
 */
import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { NavNode } from "../../core/nav";
import { BackToTop } from "./BackToTop";
import { LIVE_REGION_ID } from "./behaviour/announce";
import { FullscreenToggle } from "./FullscreenToggle";
import { useNavbarAutoHide } from "./hooks/useNavbarAutoHide";
import { useSwipeDrawer } from "./hooks/useSwipeDrawer";
import { Icon } from "./Icon";
import { canonicalPath } from "./reading-order";
import { SearchBox } from "./search/SearchBox";
import { Sidebar } from "./Sidebar";
import { useCurrentPage, useSiteData } from "./site-data";
import { ThemeSwitch } from "./ThemeSwitch";
import { ThirdPartyScripts } from "./ThirdPartyScripts";

export function Shell({ children }: { children: ReactNode }) {
  const root = useSiteData();
  const page = useCurrentPage();
  const { pathname } = useLocation();
  const current = page?.path ?? canonicalPath(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const navbarHidden = useNavbarAutoHide(drawerOpen);
  useSwipeDrawer(drawerOpen, setDrawerOpen);

  // A new page closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    // The page behind an open drawer does not scroll.
    document.documentElement.toggleAttribute("data-drawer-open", drawerOpen);
    if (!drawerOpen) return;
    const start = drawer.current?.querySelector<HTMLElement>("[aria-current=page]") ?? drawer.current?.querySelector<HTMLElement>("a");
    start?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  return (
    <>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <header className="navbar" data-hidden={navbarHidden || undefined}>
        <div className="navbar-inner">
          <button
            ref={menuButton}
            type="button"
            className="icon-button navbar-menu"
            aria-label="Menu da documentação"
            aria-expanded={drawerOpen}
            aria-controls="sidebar"
            onClick={() => setDrawerOpen(!drawerOpen)}
          >
            <Icon name={drawerOpen ? "close" : "menu"} />
          </button>
          <Link to="/" className="navbar-brand">
            <svg className="navbar-logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path d="M9 11h14M9 16h14M9 21h9" stroke="rgb(var(--c-bg))" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <span>{root?.site.title}</span>
          </Link>
          <div className="navbar-search">
            <SearchBox />
          </div>
          <nav aria-label="Principal" className="navbar-links">
            {root?.site.navbar.map((item) => (
              <NavLink key={item.link} to={item.link} className="navbar-link">
                {item.text}
              </NavLink>
            ))}
          </nav>
          <div className="navbar-controls">
            <ThemeSwitch />
            <FullscreenToggle />
          </div>
        </div>
      </header>
      <div className="layout">
        <aside id="sidebar" ref={drawer} className="sidebar" data-open={drawerOpen || undefined} aria-label="Navegação da documentação">
          <nav aria-label="Principal (menu)" className="drawer-links">
            {root?.site.navbar.map((item) => (
              <NavLink key={item.link} to={item.link} className="sidebar-link">
                {item.text}
              </NavLink>
            ))}
          </nav>
          <Sidebar nodes={(root?.nav ?? []) as NavNode[]} current={current} shown={drawerOpen} />
        </aside>
        {drawerOpen ? <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
        <main id="conteudo" className="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <BackToTop />
      <div id={LIVE_REGION_ID} className="sr-only" role="status" aria-live="polite" />
      <ThirdPartyScripts urls={root?.site.thirdParty} pageHtml={page?.html ?? ""} />
    </>
  );
}
