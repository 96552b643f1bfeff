import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { License } from "../api/licenses-api.ts";
import { ExpiryText, SeatsUsed } from "./license-badges.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

const headClasses = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";
const cellClasses = "px-3 py-3 align-top";

/** One page of licences, one row each; the name opens the licence. */
export function LicenseTable({ licenses }: { licenses: License[] }) {
  const { t } = useTranslation();
  const columns = [
    t("licenses.fields.name"),
    t("licenses.fields.manufacturer"),
    t("licenses.list.seatsColumn"),
    t("licenses.fields.expiresOn"),
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table
        className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800"
        data-testid="license-table"
      >
        <caption className="sr-only">{t("licenses.list.caption")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headClasses}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {licenses.map((license) => (
            <tr key={license.id} data-testid="license-row">
              <th scope="row" className={`${cellClasses} text-start font-medium`}>
                <Link
                  to={workspacePaths.license(license.id)}
                  className="text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
                >
                  {license.name}
                </Link>
                {license.supplier ? (
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {license.supplier}
                  </span>
                ) : null}
              </th>
              <td className={cellClasses}>{license.manufacturer_name ?? "—"}</td>
              <td className={cellClasses}>
                <SeatsUsed license={license} />
              </td>
              <td className={cellClasses}>
                <ExpiryText expiresOn={license.expires_on} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
