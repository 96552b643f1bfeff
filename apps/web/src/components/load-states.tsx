import { useTranslation } from "react-i18next";
import { buttonClasses } from "./button-classes.ts";

/** A polite, announced placeholder while a list or page loads. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="py-8 text-slate-600 dark:text-slate-400">
      <span
        aria-hidden="true"
        className="me-2 inline-block size-3 animate-pulse rounded-full bg-blue-600 motion-reduce:animate-none dark:bg-blue-400"
      />
      {t("community.loading")}
    </p>
  );
}

/** A failed load with a way to try again, announced as an alert. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="max-w-2xl rounded-xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950"
    >
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">
        {t("community.loadError")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("community.loadErrorText")}</p>
      <button type="button" onClick={onRetry} className={buttonClasses("primary", "mt-4")}>
        {t("community.retry")}
      </button>
    </div>
  );
}
