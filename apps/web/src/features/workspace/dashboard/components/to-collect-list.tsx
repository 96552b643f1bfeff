import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import type { Dashboard } from "../api/dashboard-api.ts";

const panel =
  "rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900";

/**
 * People marked as left (by hand or by SCIM deactivation) who still hold assets or licence
 * seats: what IT must collect. Each links to the person's page, which lists the items.
 */
export function ToCollectList({ toCollect }: { toCollect: Dashboard["to_collect"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="to-collect-title" className={panel} data-testid="to-collect">
      <h2 id="to-collect-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("dashboard.toCollect.title")}
      </h2>
      {toCollect.people === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t("dashboard.toCollect.none")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t("dashboard.toCollect.lead", { count: toCollect.people })}
          </p>
          <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {toCollect.first.map((person) => (
              <li key={person.person_id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link
                  to={workspacePaths.person(person.person_id)}
                  className="font-medium text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300"
                >
                  {person.name}
                </Link>
                <span className="text-slate-700 dark:text-slate-300">
                  {t("dashboard.toCollect.held", {
                    assets: t("dashboard.toCollect.assets", { count: person.assets }),
                    seats: t("dashboard.toCollect.seats", { count: person.license_seats }),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
