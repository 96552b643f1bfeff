import { Outlet } from "react-router";
import { LanguageSelect } from "../settings/language-select.tsx";
import { ThemeCustomizer } from "../settings/theme-customizer.tsx";
import { SkipLink } from "../shell/skip-link.tsx";

/**
 * The workspace ({app}.{APP_HOST}) has its own frame, drawn by the workspace feature; this
 * layout only adds what every screen has: skip link, language and theme.
 */
export default function WorkspaceLayout() {
  return (
    <div className="layout-frame flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        <LanguageSelect className="w-48" />
        <ThemeCustomizer />
      </footer>
    </div>
  );
}
