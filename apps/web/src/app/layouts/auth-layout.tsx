import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSelect } from "../settings/language-select.tsx";
import { ThemeCustomizer } from "../settings/theme-customizer.tsx";
import { legalLinks } from "../navigation.ts";
import { Logo } from "../shell/logo.tsx";
import { PageTransition } from "../shell/page-transition.tsx";
import { SkipLink } from "../shell/skip-link.tsx";

/** Sign-in, sign-up and recovery: a calm centred card. */
export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout-frame flex min-h-screen flex-col bg-gradient-to-br from-blue-50 via-white to-slate-100 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <SkipLink />
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Logo />
        <ThemeCustomizer />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 focus:outline-none sm:items-center"
      >
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <PageTransition />
        </div>
      </main>
      <footer className="flex flex-col items-center gap-4 px-4 py-6 sm:flex-row sm:justify-between sm:px-8">
        <nav aria-label={t("footer.legal")}>
          <ul className="flex flex-wrap gap-4 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-slate-600 hover:text-blue-700 dark:text-slate-300 dark:hover:text-blue-300"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSelect className="w-48" />
      </footer>
    </div>
  );
}
