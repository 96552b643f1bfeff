import { devicePlatforms, type DevicePlatform } from "@fleetward/contracts/workspace-devices";
import type { PersonPosture } from "@fleetward/contracts/workspace-policies";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadState } from "../../load-state.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { usePersonPosture } from "../../../lib/workspace/device-queries.ts";
import {
  cellClasses,
  headClasses,
  linkClasses,
  panelClasses,
  tableClasses,
  tableFrame,
  tbodyClasses,
  theadClasses,
} from "./device-classes.ts";
import { workspacePaths } from "../../../lib/workspace-paths.ts";
import { failsOf } from "./posture-card.tsx";

/**
 * On a person's page: their compliance score over the devices linked to the assets they hold,
 * and which of those devices fail policies.
 */
export function PersonPosturePanel({ personId }: { personId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const posture = usePersonPosture(personId);
  return (
    <section aria-labelledby={`${id}-title`} className={panelClasses} data-testid="person-posture">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        {t("devices.posture.personTitle")}
      </h2>
      <LoadState query={posture}>{(data) => <PersonPostureBody posture={data} />}</LoadState>
    </section>
  );
}

function PersonPostureBody({ posture }: { posture: PersonPosture }) {
  const { t, i18n } = useTranslation();
  const percent = (score: number) => formatNumber(score / 100, i18n.language, { style: "percent" });
  if (posture.devices.length === 0) {
    return (
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {t("devices.posture.personNoDevices")}
      </p>
    );
  }
  const failing = posture.devices.filter((device) => device.failing > 0);
  return (
    <div className="mt-3 space-y-4">
      <dl>
        <dt className="text-sm text-slate-600 dark:text-slate-400">
          {t("devices.posture.personScore")}
        </dt>
        <dd
          className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white"
          data-testid="person-posture-score"
        >
          {posture.score === null ? t("devices.posture.noScore") : percent(posture.score)}
        </dd>
        <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("devices.posture.personDevices", { count: posture.devices.length })}
        </dd>
        <dd className="mt-1 max-w-prose text-sm text-slate-600 dark:text-slate-400">
          {t("devices.posture.scoreHelp")}
        </dd>
      </dl>
      {failing.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">
          {t("devices.posture.personNoneFailing")}
        </p>
      ) : (
        <FailingDevices devices={failing} />
      )}
    </div>
  );
}

/** The person's devices that fail at least one policy, each linking to its page. */
function FailingDevices({ devices }: { devices: PersonPosture["devices"] }) {
  const { t } = useTranslation();
  return (
    <div className={tableFrame}>
      <table className={tableClasses} data-testid="person-failing-devices">
        <caption className="px-3 py-2 text-start font-semibold text-slate-900 dark:text-white">
          {t("devices.posture.personFailing")}
        </caption>
        <thead className={theadClasses}>
          <tr>
            <th scope="col" className={headClasses}>
              {t("devices.list.hostname")}
            </th>
            <th scope="col" className={headClasses}>
              {t("devices.list.platform")}
            </th>
            <th scope="col" className={headClasses}>
              {t("devices.list.policies")}
            </th>
          </tr>
        </thead>
        <tbody className={tbodyClasses}>
          {devices.map((device) => (
            <tr key={device.device_id}>
              <th scope="row" className={`${cellClasses} text-start font-normal`}>
                <Link to={workspacePaths.device(device.device_id)} className={linkClasses}>
                  <span dir="ltr">{device.hostname}</span>
                </Link>
              </th>
              <td className={cellClasses}>
                {t(`devices.platforms.${knownPlatform(device.platform)}`)}
              </td>
              <td className={cellClasses}>{failsOf(t, device)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The posture's platform is a plain string; one the app does not know reads as "Other". */
const knownPlatform = (platform: string): DevicePlatform =>
  (devicePlatforms as readonly string[]).includes(platform)
    ? (platform as DevicePlatform)
    : "other";
