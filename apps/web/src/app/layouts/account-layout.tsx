import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { buttonClasses } from "../../components/button-classes.ts";
import { ThemeCustomizer } from "../settings/theme-customizer.tsx";
import { requireSession } from "../../lib/auth/require-session.ts";
import { useSettings, type Settings } from "../../lib/settings/settings-store.ts";
import { accountLinks } from "../navigation.ts";
import { AccountMenu } from "../shell/account-menu.tsx";
import { Logo } from "../shell/logo.tsx";
import { navbarClasses } from "../shell/navbar-classes.ts";
import { PageTransition } from "../shell/page-transition.tsx";
import { SkipLink } from "../shell/skip-link.tsx";

/** `semidark` keeps the sidebar dark while the page itself is light. */
function sidebarTone(semidark: boolean): string {
  return semidark
    ? "bg-slate-900 text-slate-200 border-slate-800"
    : "bg-white text-slate-700 border-slate-200 dark:bg-slate-900 dark:text-slate-200 dark:border-slate-800";
}

function linkTone(semidark: boolean, isActive: boolean): string {
  if (isActive)
    return semidark
      ? "bg-blue-600 text-white"
      : "bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200";
  return semidark ? "hover:bg-slate-800" : "hover:bg-slate-100 dark:hover:bg-slate-800";
}

function AccountNav({ settings, collapsed }: { settings: Settings; collapsed: boolean }) {
  const { t } = useTranslation();
  const horizontal = settings.menu === "horizontal";
  return (
    <nav aria-label={t("account.sidebarLabel")}>
      <ul className={horizontal ? "flex gap-1 overflow-x-auto px-4 py-2" : "space-y-1 p-3"}>
        {accountLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              title={collapsed ? t(link.label) : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${linkTone(settings.semidark, isActive)}`
              }
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden="true"
              >
                <path d={link.icon} />
              </svg>
              <span className={collapsed ? "sr-only" : ""}>{t(link.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec §6: every account page needs a token (guard of spec §2). */
export const clientMiddleware = [requireSession];

/** The signed-in area: honours the menu, layout, navbar and semidark settings. */
export default function AccountLayout() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [collapsed, setCollapsed] = useState(false);
  const horizontal = settings.menu === "horizontal";
  const collapsible = settings.menu === "collapsible-vertical";
  const isCollapsed = collapsible && collapsed;

  return (
    <div
      className="layout-frame min-h-screen bg-slate-50 dark:bg-slate-950"
      data-menu={settings.menu}
    >
      <SkipLink />
      <header
        className={`${navbarClasses(settings.navbar)} border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900`}
      >
        <div className="flex h-16 items-center justify-between gap-4 px-4">
          <div className="flex items-center gap-2">
            {collapsible ? (
              <button
                type="button"
                className={buttonClasses("ghost", "p-2")}
                aria-label={isCollapsed ? t("account.expandSidebar") : t("account.collapseSidebar")}
                aria-expanded={!isCollapsed}
                onClick={() => setCollapsed((value) => !value)}
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
              </button>
            ) : null}
            <Logo to="/user-profile" />
          </div>
          <div className="flex items-center gap-1">
            <ThemeCustomizer />
            <AccountMenu />
          </div>
        </div>
        {horizontal ? (
          <div className={`border-t ${sidebarTone(settings.semidark)}`}>
            <AccountNav settings={settings} collapsed={false} />
          </div>
        ) : null}
      </header>
      <div className="flex min-h-[calc(100vh-4rem)]">
        {horizontal ? null : (
          <aside
            className={`hidden shrink-0 border-e md:block ${sidebarTone(settings.semidark)} ${isCollapsed ? "w-16" : "w-64"}`}
            data-testid="account-sidebar"
          >
            <AccountNav settings={settings} collapsed={isCollapsed} />
          </aside>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-8">
          {horizontal ? null : (
            <div className={`mb-6 rounded-xl border md:hidden ${sidebarTone(settings.semidark)}`}>
              <AccountNav settings={settings} collapsed={false} />
            </div>
          )}
          <PageTransition />
        </main>
      </div>
    </div>
  );
}
