import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NewsletterForm } from "../../features/site/newsletter/components/newsletter-form.tsx";
import { LanguageSelect } from "../settings/language-select.tsx";
import { legalLinks, navigationGroups, type NavLink } from "../navigation.ts";
import { Logo } from "./logo.tsx";

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-sm text-slate-600 hover:text-blue-700 dark:text-slate-300 dark:hover:text-blue-300"
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer
      className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_2fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm text-slate-600 dark:text-slate-300">
            {t("footer.about")}
          </p>
          <div className="mt-8 max-w-sm">
            <NewsletterForm />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {navigationGroups.map((group) => (
            <FooterColumn key={group.label} title={t(group.label)} links={group.links} />
          ))}
          <FooterColumn title={t("footer.legal")} links={legalLinks} />
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-end sm:justify-between sm:px-6">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("footer.copyright", { year: new Date().getFullYear() })}
          </p>
          <LanguageSelect className="w-48" />
        </div>
      </div>
    </footer>
  );
}
