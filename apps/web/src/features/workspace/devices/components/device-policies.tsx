import { useTranslation } from "react-i18next";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";
import { Link } from "react-router";
import { formatRelativeTime } from "../../../../lib/format.ts";
import type { DevicePolicyResult } from "../api/devices-api.ts";
import {
  PolicyResultBadge,
  sortedResults,
} from "../../../../components/workspace/devices/device-badges.tsx";
import {
  cellClasses,
  headClasses,
  linkClasses,
  panelClasses,
  tableClasses,
  tbodyClasses,
  theadClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** The latest result of each policy on this device. */
export function DevicePolicies({ results }: { results: DevicePolicyResult[] }) {
  const { t, i18n } = useTranslation();
  const builtin = useBuiltinText();
  return (
    <section aria-labelledby="device-policies" className={panelClasses}>
      <h2 id="device-policies" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("devices.device.policies")}
      </h2>
      {results.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {t("devices.device.policiesEmpty")}
        </p>
      ) : (
        <table className={`${tableClasses} mt-3`} data-testid="device-policies">
          <caption className="sr-only">{t("devices.device.policiesCaption")}</caption>
          <thead className={theadClasses}>
            <tr>
              <th scope="col" className={headClasses}>
                {t("devices.policies.name")}
              </th>
              <th scope="col" className={headClasses}>
                {t("devices.policies.statusFilter")}
              </th>
              <th scope="col" className={headClasses}>
                {t("devices.device.checked")}
              </th>
            </tr>
          </thead>
          <tbody className={tbodyClasses}>
            {sortedResults(results).map((result) => (
              <tr key={result.policy_id}>
                <th scope="row" className={`${cellClasses} text-start font-normal`}>
                  <Link to={workspacePaths.policy(result.policy_id)} className={linkClasses}>
                    {builtin.policy(result.name)}
                  </Link>
                </th>
                <td className={cellClasses}>
                  <PolicyResultBadge status={result.status} />
                </td>
                <td className={cellClasses}>
                  {result.checked_at ? formatRelativeTime(result.checked_at, i18n.language) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
