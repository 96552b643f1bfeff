import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadState } from "../../load-state.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { linkClasses, panelClasses } from "./device-classes.ts";
import type { DevicePosture, Posture } from "@fleetward/contracts/workspace-policies";
import type { TFunction } from "i18next";
import { usePosture } from "../../../lib/workspace/device-queries.ts";
import { workspacePaths } from "../../../lib/workspace-paths.ts";

/** "Fails 2 of 6 policies checked": a device's row, in the terms of the score (ADR 0043). */
export function failsOf(t: TFunction, device: Pick<DevicePosture, "passing" | "failing">) {
  return t("devices.posture.failsOf", {
    failing: device.failing,
    count: device.passing + device.failing,
  });
}

/** The dashboard's posture card: the workspace score and the devices failing the most. */
export function PostureCard({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const posture = usePosture(enabled);
  return (
    <section aria-labelledby="posture-title" className={panelClasses} data-testid="posture-card">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="posture-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("devices.posture.title")}
        </h2>
        <Link to={workspacePaths.policies()} className={`text-sm ${linkClasses}`}>
          {t("devices.posture.openPolicies")}
        </Link>
      </div>
      <LoadState query={posture}>{(data) => <PostureBody posture={data} />}</LoadState>
    </section>
  );
}

export function PostureBody({ posture }: { posture: Posture }) {
  const { t, i18n } = useTranslation();
  if (posture.policies === 0) {
    return (
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t("devices.posture.noPolicies")}</p>
    );
  }
  return (
    <div className="mt-3 grid gap-6 md:grid-cols-[auto_1fr]">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("devices.posture.score")}</p>
        <p
          className="text-4xl font-bold text-slate-900 tabular-nums dark:text-white"
          data-testid="posture-score"
        >
          {posture.score === null
            ? t("devices.posture.noScore")
            : formatNumber(posture.score / 100, i18n.language, { style: "percent" })}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("devices.posture.compliant", {
            compliant: posture.compliant,
            devices: posture.devices,
          })}
        </p>
        <p className="mt-1 max-w-xs text-sm text-slate-600 dark:text-slate-400">
          {t("devices.posture.scoreHelp")}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white">
          {t("devices.posture.worst")}
        </h3>
        {posture.worst_devices.length === 0 ? (
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            {t("devices.posture.worstEmpty")}
          </p>
        ) : (
          <ol
            className="mt-1 divide-y divide-slate-200 dark:divide-slate-800"
            data-testid="worst-devices"
          >
            {posture.worst_devices.map((device) => (
              <li
                key={device.device_id}
                className="flex flex-wrap items-center justify-between gap-2 py-1.5"
              >
                <Link to={workspacePaths.device(device.device_id)} className={linkClasses}>
                  <span dir="ltr">{device.hostname}</span>
                </Link>
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {failsOf(t, device)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
