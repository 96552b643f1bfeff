import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";

/** Shown while a board query loads. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-400">
      {t("jobs.loading")}
    </p>
  );
}

/** Shown when a board query failed for another reason than "not found". */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-8 dark:border-red-800 dark:bg-red-950"
    >
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("jobs.errorTitle")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("jobs.errorText")}</p>
      <button type="button" className={buttonClasses("secondary", "mt-4")} onClick={onRetry}>
        {t("jobs.retry")}
      </button>
    </div>
  );
}
