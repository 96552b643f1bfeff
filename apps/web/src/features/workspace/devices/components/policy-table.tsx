import { useTranslation } from "react-i18next";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";
import { Link } from "react-router";
import {
  cellClasses,
  headClasses,
  linkClasses,
  tableClasses,
  tableFrame,
  tbodyClasses,
  theadClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import type { Policy } from "../api/policies-api.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

const count = "tabular-nums font-semibold";
const tag =
  "ms-2 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100";

/** The workspace's policies with how many devices pass, fail or are unknown; each opens. */
export function PolicyTable({ policies }: { policies: Policy[] }) {
  const { t } = useTranslation();
  const builtin = useBuiltinText();
  const columns = [
    t("devices.policies.name"),
    t("devices.policies.platformsColumn"),
    t("devices.policies.passing"),
    t("devices.policies.failing"),
    t("devices.policies.unknown"),
  ];
  return (
    <div className={tableFrame}>
      <table className={tableClasses} data-testid="policy-table">
        <caption className="sr-only">{t("devices.policies.caption")}</caption>
        <thead className={theadClasses}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headClasses}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={tbodyClasses}>
          {policies.map((policy) => (
            <tr key={policy.id} data-testid="policy-row">
              <th scope="row" className={`${cellClasses} text-start`}>
                <Link to={workspacePaths.policy(policy.id)} className={linkClasses}>
                  {builtin.policy(policy.name)}
                </Link>
                {policy.critical ? (
                  <span
                    className={`${tag} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}
                  >
                    {t("devices.policies.critical")}
                  </span>
                ) : null}
                {policy.enabled ? null : (
                  <span className={tag}>{t("devices.policies.disabled")}</span>
                )}
              </th>
              <td className={cellClasses}>
                {policy.platforms.map((platform) => t(`devices.platforms.${platform}`)).join(", ")}
              </td>
              <td className={`${cellClasses} ${count} text-green-800 dark:text-green-300`}>
                <Link
                  to={workspacePaths.policy(policy.id, { status: "pass" })}
                  className="hover:underline"
                >
                  {policy.passing}
                </Link>
              </td>
              <td className={`${cellClasses} ${count} text-red-800 dark:text-red-300`}>
                <Link
                  to={workspacePaths.policy(policy.id, { status: "fail" })}
                  className="hover:underline"
                >
                  {policy.failing}
                </Link>
              </td>
              <td className={`${cellClasses} ${count}`}>{policy.unknown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
