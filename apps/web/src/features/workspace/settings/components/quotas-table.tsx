import { quotaKeys, type QuotaKey } from "@fleetward/contracts/workspace-quotas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber } from "../../../../lib/format.ts";
import {
  useWorkspaceQuotas,
  type WorkspaceQuota,
  type WorkspaceQuotas,
} from "../api/settings-api.ts";
import { formatQuotaBytes, formatQuotaValue, quotaShare } from "../lib/quota-format.ts";

/** The workspace's quotas, for every member: what each allows, what is used, what happens past it. */
export function QuotasSection() {
  const { t } = useTranslation();
  const id = useId();
  const quotas = useWorkspaceQuotas();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("workspaceSettings.quotas.title")}
      </h2>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        {t("workspaceSettings.quotas.lead")}
      </p>
      {quotas.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t("workspaceSettings.quotas.loadFailed")}
        </p>
      ) : quotas.data ? (
        <QuotasTable quotas={quotas.data} />
      ) : (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {t("common.loading")}
        </p>
      )}
    </section>
  );
}

/** A cell of the table; logical alignment, so RTL mirrors it. */
const cell = "px-3 py-2 text-start align-middle";

export function QuotasTable({ quotas }: { quotas: WorkspaceQuotas }) {
  const { t, i18n } = useTranslation();
  // The contract's order, whatever order the answer lists them in.
  const rows = quotaKeys.flatMap((key) => quotas.items.filter((item) => item.key === key));
  const day = formatDate(quotas.day, i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-sm" data-testid="quota-table">
          <caption className="sr-only">{t("workspaceSettings.quotas.caption")}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className={cell}>
                {t("workspaceSettings.quotas.columns.name")}
              </th>
              <th scope="col" className={cell}>
                {t("workspaceSettings.quotas.columns.used")}
              </th>
              <th scope="col" className={`${cell} min-w-32 md:min-w-40`}>
                {t("workspaceSettings.quotas.columns.share")}
              </th>
              <th scope="col" className={`${cell} hidden md:table-cell`}>
                {t("workspaceSettings.quotas.columns.past")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((quota) => (
              <QuotaRow
                key={quota.key}
                quota={quota}
                droppedToday={quotas.device_log_bytes_dropped_today}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("workspaceSettings.quotas.day", { day })}
      </p>
    </div>
  );
}

/** Blue while there is room, amber from 80 %, red once full. */
function barColour(share: number): string {
  if (share >= 1) return "bg-red-600 dark:bg-red-400";
  if (share >= 0.8) return "bg-amber-500 dark:bg-amber-400";
  return "bg-blue-600 dark:bg-blue-400";
}

function QuotaRow({ quota, droppedToday }: { quota: WorkspaceQuota; droppedToday: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { key, used, limit } = quota;
  const share = quotaShare(used, limit);
  const percent = formatNumber(share, i18n.language, { style: "percent" });
  const value = (amount: number) => formatQuotaValue(key, amount, i18n.language);
  const usedOf = t("workspaceSettings.quotas.usedOf", { used: value(used), limit: value(limit) });
  const meterText = t("workspaceSettings.quotas.meter", { percent });
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800" data-quota={key}>
      <th id={`${id}-name`} scope="row" className={`${cell} font-medium`}>
        {t(`workspaceSettings.quotas.names.${key}`)}
      </th>
      <td className={`${cell} md:whitespace-nowrap`} data-testid="quota-used">
        {usedOf}
      </td>
      <td className={cell}>
        <div className="flex items-center gap-2">
          <div
            role="meter"
            aria-labelledby={`${id}-name`}
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={Math.min(Math.max(used, 0), limit)}
            aria-valuetext={`${meterText} (${usedOf})`}
            className="h-2 w-full min-w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className={`h-full ${barColour(share)}`} style={{ width: `${share * 100}%` }} />
          </div>
          <span aria-hidden="true" className="w-10 shrink-0 text-end tabular-nums">
            {percent}
          </span>
        </div>
        {/* On a phone the consequence goes under the meter instead of a column of its own. */}
        <p className="mt-1 text-xs text-slate-600 md:hidden dark:text-slate-400">
          <QuotaConsequence quotaKey={key} droppedToday={droppedToday} />
        </p>
      </td>
      <td className={`${cell} hidden text-slate-700 md:table-cell dark:text-slate-300`}>
        <QuotaConsequence quotaKey={key} droppedToday={droppedToday} />
      </td>
    </tr>
  );
}

/** What happens past a quota, and for the daily log quota how much was dropped today. */
function QuotaConsequence({
  quotaKey,
  droppedToday,
}: {
  quotaKey: QuotaKey;
  droppedToday: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {t(`workspaceSettings.quotas.past.${quotaKey}`)}
      {quotaKey === "device_log_bytes_per_day" && droppedToday > 0 ? (
        <>
          {" "}
          <strong
            className="font-semibold text-red-700 dark:text-red-400"
            data-testid="quota-dropped"
          >
            {t("workspaceSettings.quotas.dropped", {
              size: formatQuotaBytes(droppedToday, i18n.language),
            })}
          </strong>
        </>
      ) : null}
    </>
  );
}
