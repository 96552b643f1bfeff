import { useTranslation } from "react-i18next";
import { formatDate, formatNumber, publicationDayShort } from "../../../../lib/format.ts";
import type { License } from "../api/licenses-api.ts";

const badge = "ms-2 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";
const warning = `${badge} bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100`;
const danger = `${badge} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`;

/** Days from today (UTC, as the API counts) to an ISO date; negative once it has passed. */
export function daysUntil(isoDate: string, now = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - today) / 86_400_000);
}

/** "3 / 25", with a warning when more seats are out than were bought. */
export function SeatsUsed({ license }: { license: License }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="whitespace-nowrap">
      <span dir="ltr">
        {t("licenses.list.seatsOf", {
          used: formatNumber(license.seats_used, i18n.language),
          total: formatNumber(license.seats, i18n.language),
        })}
      </span>
      {license.over_allocated ? (
        <span className={danger}>{t("licenses.list.overAllocated")}</span>
      ) : null}
    </span>
  );
}

/** The expiry date, marked when it has passed or is within 30 days; "No expiry" otherwise. */
export function ExpiryText({ expiresOn }: { expiresOn: string | null }) {
  const { t, i18n } = useTranslation();
  if (!expiresOn) {
    return (
      <span className="text-slate-600 dark:text-slate-400">{t("licenses.list.noExpiry")}</span>
    );
  }
  const left = daysUntil(expiresOn);
  return (
    <span className="whitespace-nowrap">
      {formatDate(expiresOn, i18n.language, publicationDayShort)}
      {left < 0 ? <span className={danger}>{t("licenses.list.expired")}</span> : null}
      {left >= 0 && left <= 30 ? (
        <span className={warning}>{t("licenses.list.expiresIn", { count: left })}</span>
      ) : null}
    </span>
  );
}
