import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, publicationDayShort } from "../../../../lib/format.ts";
import type { Dashboard } from "../api/dashboard-api.ts";
import { daysLate, registerHref } from "../lib/dashboard-data.ts";

const panel =
  "rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900";
const cell = "px-3 py-2 align-top";

/** The longest overdue check-ins, and a link to all of them in the register. */
export function OverdueList({
  overdue,
  today,
}: {
  overdue: Dashboard["overdue_checkins"];
  today: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="overdue-title" className={panel} data-testid="overdue-checkins">
      <h2 id="overdue-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("dashboard.overdue.title")}
      </h2>
      {overdue.count === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t("dashboard.overdue.none")}</p>
      ) : (
        <>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t("dashboard.overdue.title")}</caption>
              <thead className="border-b border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-200">
                <tr>
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t("dashboard.overdue.asset")}
                  </th>
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t("dashboard.overdue.holder")}
                  </th>
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t("dashboard.overdue.due")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
                {overdue.first.map((asset) => (
                  <tr key={asset.id}>
                    <th scope="row" className={`${cell} text-start font-medium`}>
                      <span className="block text-slate-900 dark:text-white">{asset.name}</span>
                      <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                        <bdi>{asset.asset_tag}</bdi>
                      </span>
                    </th>
                    <td className={cell}>{asset.holder_name ?? "—"}</td>
                    <td className={cell}>
                      <span className="block">
                        {formatDate(asset.expected_checkin, i18n.language, publicationDayShort)}
                      </span>
                      <span className="block text-xs font-semibold text-amber-800 dark:text-amber-300">
                        {t("dashboard.overdue.daysLate", {
                          count: daysLate(asset.expected_checkin, today),
                        })}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Link
            to={registerHref({ overdue: true })}
            className="mt-3 inline-block text-sm font-medium text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300"
          >
            {t("dashboard.overdue.seeAll", { count: overdue.count })}
          </Link>
        </>
      )}
    </section>
  );
}
