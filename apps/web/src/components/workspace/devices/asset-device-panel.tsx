import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadState } from "../../load-state.tsx";
import { formatRelativeTime } from "../../../lib/format.ts";
import { useDevice, useDevices } from "../../../lib/workspace/device-queries.ts";
import {
  DeviceStatusBadge,
  FailingCount,
  PolicyResultBadge,
  sortedResults,
} from "./device-badges.tsx";
import { linkClasses, panelClasses } from "./device-classes.ts";
import { workspacePaths } from "../../../lib/workspace-paths.ts";

/**
 * On the asset page: the device that reports as this asset, live, with its policy results.
 * Nothing at all for an asset no device is linked to (most monitors, phones, furniture…).
 */
export function AssetDevicePanel({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const devices = useDevices({ asset_id: assetId, limit: 1 });
  const device = devices.data?.items[0];
  if (!device) return null;
  return (
    <section aria-labelledby="asset-device" className={panelClasses} data-testid="asset-device">
      <h2 id="asset-device" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("devices.posture.assetPanel")}
      </h2>
      <LinkedDevice deviceId={device.id} />
    </section>
  );
}

function LinkedDevice({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation();
  const device = useDevice(deviceId);
  return (
    <LoadState query={device}>
      {(data) => (
        <div className="mt-2 space-y-3">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={workspacePaths.device(data.id)} className={linkClasses}>
              <span dir="ltr">{data.hostname}</span>
            </Link>
            <DeviceStatusBadge status={data.status} />
            <FailingCount count={data.failing_policies} />
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {[data.os_name, data.os_version].filter(Boolean).join(" ")}
            {data.last_seen_at
              ? ` · ${t("devices.device.lastSeen")}: ${formatRelativeTime(data.last_seen_at, i18n.language)}`
              : null}
          </p>
          {data.policies.length > 0 ? (
            <ul className="space-y-1 text-sm">
              {sortedResults(data.policies).map((result) => (
                <li key={result.policy_id} className="flex items-center justify-between gap-2">
                  <span>{result.name}</span>
                  <PolicyResultBadge status={result.status} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </LoadState>
  );
}
