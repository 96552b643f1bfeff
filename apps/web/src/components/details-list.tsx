import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type Detail = { label: string; value: ReactNode | null };

/** Label/value pairs; a missing value reads "Not provided yet" rather than an empty gap. */
export function DetailsList({ details }: { details: readonly Detail[] }) {
  const { t } = useTranslation();
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-800">
      {details.map((detail) => (
        <div key={detail.label} className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{detail.label}</dt>
          <dd className="text-slate-900 sm:col-span-2 dark:text-slate-100">
            {detail.value ?? (
              <span className="text-slate-500 italic dark:text-slate-400">
                {t("accountArea.notProvided")}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
