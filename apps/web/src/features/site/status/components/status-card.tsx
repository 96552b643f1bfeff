import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type StatusCardProps = {
  title: string;
  eyebrow: string;
  lead: string;
  children: ReactNode;
};

function Wordmark() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center justify-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-blue-700 dark:fill-blue-400" />
        <path d="M9 9h14v4H13v3h8v4h-8v3H9z" className="fill-white dark:fill-slate-950" />
      </svg>
      {t("common.appName")}
    </p>
  );
}

/** The centred card that each stand-alone status page is built from; it holds the page's one <h1>. */
export function StatusCard({ title, eyebrow, lead, children }: StatusCardProps) {
  return (
    <div className="grid min-h-screen place-items-center bg-gradient-to-b from-blue-50 to-slate-100 px-4 py-12 dark:from-slate-900 dark:to-slate-950">
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <Wordmark />
        <div className="mt-8 text-center">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
            {eyebrow}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          <p className="mt-4 text-slate-600 dark:text-slate-300">{lead}</p>
        </div>
        <div className="mt-8 text-slate-700 dark:text-slate-300">{children}</div>
      </div>
    </div>
  );
}
