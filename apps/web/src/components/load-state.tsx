import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "./button-classes.ts";

/**
 * The app's one set of load states: loading, failed (with a retry), empty, and `LoadState`,
 * which picks between them for a query. `compact` fits them inside a card or panel; without
 * it they stand alone on a page.
 */
type Compact = { compact?: boolean };

/** A polite, announced placeholder while a list or page loads. */
export function LoadingState({ label, compact }: { label?: string } & Compact) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      aria-live="polite"
      className={`${compact ? "py-4 text-sm" : "py-8"} text-slate-600 dark:text-slate-400`}
    >
      <span
        aria-hidden="true"
        className="me-2 inline-block size-3 animate-pulse rounded-full bg-blue-600 motion-reduce:animate-none dark:bg-blue-400"
      />
      {label ?? t("common.loading")}
    </p>
  );
}

type LoadErrorProps = { title?: string; onRetry: () => void } & Compact;

/** A failed load with a way to try again, announced as an alert. */
export function LoadError({ title, onRetry, compact }: LoadErrorProps) {
  const { t } = useTranslation();
  const retry = (
    <button
      type="button"
      onClick={onRetry}
      className={buttonClasses(compact ? "secondary" : "primary", compact ? "mt-2" : "mt-4")}
    >
      {t("common.retry")}
    </button>
  );
  if (compact) {
    return (
      <div role="alert" className="py-4 text-sm">
        <p className="text-red-700 dark:text-red-400">{title ?? t("common.loadError")}</p>
        {retry}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="max-w-2xl rounded-xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950"
    >
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">
        {title ?? t("common.loadError")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("common.loadErrorText")}</p>
      {retry}
    </div>
  );
}

type EmptyStateProps = { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode };

/** What a panel shows before it has anything to list: what will appear, and how to get there. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-blue-50 text-blue-700 dark:bg-slate-800 dark:text-blue-300"
      >
        {icon}
      </span>
      <p className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</p>
      <div className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</div>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

type LoadStateProps<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
} & Compact;

/** Loading, failed (with retry) or the data: the three states of every query-backed panel. */
export function LoadState<T>({ query, children, compact = true }: LoadStateProps<T>) {
  if (query.isPending) return <LoadingState compact={compact} />;
  if (query.isError) return <LoadError compact={compact} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
