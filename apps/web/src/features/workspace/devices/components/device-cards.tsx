import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatRelativeTime } from "../../../../lib/format.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import type { DeviceListItem } from "../api/devices-api.ts";
import {
  DeviceStatusBadge,
  FailingCount,
  IdentityConflictBadge,
} from "../../../../components/workspace/devices/device-badges.tsx";
import { linkClasses } from "../../../../components/workspace/devices/device-classes.ts";

type DeviceCardsProps = {
  devices: DeviceListItem[];
  caption: string;
  action?: ((device: DeviceListItem) => ReactNode) | undefined;
};

/**
 * The device list on a phone (ADR 0044): per device its name, status, platform, posture and
 * when it last reported, with no sideways scrolling; serial and asset are on the device's page.
 */
export function DeviceCards({ devices, caption, action }: DeviceCardsProps) {
  return (
    <ul
      aria-label={caption}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      data-testid="device-table"
    >
      {devices.map((device) => (
        <DeviceCard key={device.id} device={device} action={action} />
      ))}
    </ul>
  );
}

function DeviceCard({
  device,
  action,
}: Omit<DeviceCardsProps, "devices" | "caption"> & {
  device: DeviceListItem;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li
      data-testid="device-row"
      className="space-y-1 p-3 text-sm text-slate-800 dark:text-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={workspacePaths.device(device.id)}
          className={`${linkClasses} min-w-0 font-semibold break-all`}
        >
          <span dir="ltr">{device.hostname}</span>
        </Link>
        <DeviceStatusBadge status={device.status} />
      </div>
      <dl className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Fact label={t("devices.list.os")}>
          {device.os_name ?? t(`devices.platforms.${device.platform}`)}{" "}
          {device.os_version ? <span dir="ltr">{device.os_version}</span> : null}
        </Fact>
        <Fact label={t("devices.list.policies")}>
          <FailingCount count={device.failing_policies} />
        </Fact>
        <Fact label={t("devices.list.lastSeen")}>
          {device.last_seen_at
            ? formatRelativeTime(device.last_seen_at, i18n.language)
            : t("devices.list.never")}
        </Fact>
      </dl>
      {device.identity_conflict_at ? <IdentityConflictBadge /> : null}
      {action ? <div className="pt-1">{action(device)}</div> : null}
    </li>
  );
}

/** One fact of a card: its name for screen readers, its value for everyone. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
