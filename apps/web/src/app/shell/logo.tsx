import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function Logo({ to = "/" }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-lg font-bold text-slate-900 dark:text-white"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-blue-700 dark:fill-blue-500" />
        <path d="M9 8h14v4H13.5v3H21v4h-7.5v5H9z" className="fill-white dark:fill-slate-950" />
      </svg>
      <span className="text-lg tracking-tight">{t("common.appName")}</span>
    </Link>
  );
}
