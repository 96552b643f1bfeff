import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";

/** Loading, failed (with retry) or the data: the three states every account panel has. */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="py-4 text-sm text-slate-600 dark:text-slate-400">
        {t("billing.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="py-4 text-sm">
        <p className="text-red-700 dark:text-red-400">{t("billing.loadFailed")}</p>
        <button
          type="button"
          className={buttonClasses("secondary", "mt-2")}
          onClick={() => void query.refetch()}
        >
          {t("billing.retry")}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
