import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "../../components/button-classes.ts";
import { ThemeCustomizer } from "../settings/theme-customizer.tsx";
import { useAuthSession } from "../../lib/auth/auth-store.ts";
import { useSettings } from "../../lib/settings/settings-store.ts";
import { navigationGroups, type NavGroup } from "../navigation.ts";
import { AccountMenu } from "./account-menu.tsx";
import { Logo } from "./logo.tsx";
import { navbarClasses } from "./navbar-classes.ts";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm ${
    isActive
      ? "bg-blue-50 font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

/** A header menu group: opens on click, closes on Escape, outside click or navigation. */
function DesktopGroup({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const panelId = useId();
  const container = useRef<HTMLLIElement>(null);
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it by itself on navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !container.current?.contains(event.target as Node)
      ) {
        setOpenOn(null);
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  return (
    <li className="relative" ref={container}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {t(group.label)}
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClasses}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Signed in: the account menu. Signed out: sign in and start trial. */
function AuthActions({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  if (token) {
    return (
      <div className={className}>
        <AccountMenu />
      </div>
    );
  }
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link to="/login" className={buttonClasses("ghost")}>
        {t("common.signIn")}
      </Link>
      <Link to="/signup" className={buttonClasses("primary")}>
        {t("common.startTrial")}
      </Link>
    </div>
  );
}

function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="border-t border-slate-200 px-4 pb-6 lg:hidden dark:border-slate-800">
      {navigationGroups.map((group) => (
        <div key={group.label} className="mt-4">
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {t(group.label)}
          </p>
          <ul className="mt-1 grid grid-cols-2 gap-1">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClasses} onClick={onNavigate}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <AuthActions className="mt-6 sm:hidden" />
    </div>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { navbar } = useSettings();
  const mobileMenuId = useId();
  const { pathname } = useLocation();
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobileOpenOn === pathname;
  const setMobileOpen = (next: boolean) => setMobileOpenOn(next ? pathname : null);

  return (
    <header
      className={`${navbarClasses(navbar)} border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95`}
      data-testid="site-header"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t("nav.mainLabel")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigationGroups.map((group) => (
              <DesktopGroup key={group.label} group={group} />
            ))}
            <li>
              <NavLink to="/page-pricing" className={linkClasses}>
                {t("nav.pricing")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/blog" className={linkClasses}>
                {t("nav.blog")}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeCustomizer />
          <AuthActions className="hidden sm:flex" />
          <button
            type="button"
            className={buttonClasses("ghost", "p-2 lg:hidden")}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            aria-label={mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {mobileOpen ? (
                <path d="M6 6l12 12M18 6 6 18" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {mobileOpen ? <MobileMenu id={mobileMenuId} onNavigate={() => setMobileOpen(false)} /> : null}
    </header>
  );
}
