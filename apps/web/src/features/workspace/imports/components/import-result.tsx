import { useTranslation } from "react-i18next";
import type { Import } from "../api/imports-api.ts";

const outcomes = ["created", "updated", "unchanged", "refused"] as const;

/** Each outcome's share of the bar: refused rows in red, so a bar with refusals is never all green. */
const barClasses = {
  created: "bg-green-700 dark:bg-green-500",
  updated: "bg-blue-700 dark:bg-blue-400",
  unchanged: "bg-slate-500 dark:bg-slate-400",
  refused: "bg-red-700 dark:bg-red-400",
} as const;

/**
 * What a finished import did, row by row: created, updated, unchanged and refused, as figures
 * and as one bar split by outcome (not "n of n rows", which read as all imported).
 */
export function ImportResult({ imported }: { imported: Import }) {
  const { t } = useTranslation();
  const { counts } = imported;
  const total = outcomes.reduce((sum, key) => sum + counts[key], 0);
  const summary = t("imports.progress.summary", {
    total: total.toLocaleString(),
    created: counts.created.toLocaleString(),
    updated: counts.updated.toLocaleString(),
    unchanged: counts.unchanged.toLocaleString(),
    refused: counts.refused.toLocaleString(),
  });
  return (
    <div className="space-y-3">
      <p role="status">
        {t("imports.progress.finished")} {summary}
      </p>
      <div
        role="img"
        aria-label={summary}
        className="flex h-3 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
        data-testid="import-result-bar"
      >
        {outcomes.map((key) =>
          counts[key] > 0 ? (
            <div
              key={key}
              className={barClasses[key]}
              style={{ width: `${(counts[key] / Math.max(total, 1)) * 100}%` }}
              data-outcome={key}
            />
          ) : null,
        )}
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {outcomes.map((key) => (
          <div key={key} className="rounded border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-sm text-slate-600 dark:text-slate-300">
              {t(`imports.dryRun.${key}`)}
            </dt>
            <dd className="text-2xl font-bold" data-testid={`import-result-${key}`}>
              {counts[key].toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      {counts.refused > 0 ? (
        <p className="font-medium text-red-700 dark:text-red-400">
          {t("imports.progress.refusedNote", { count: counts.refused })}
        </p>
      ) : null}
    </div>
  );
}
