import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatRelativeTime } from "../../../../lib/format.ts";
import type { DeviceListItem } from "../api/devices-api.ts";
import {
  DeviceStatusBadge,
  FailingCount,
  IdentityConflictBadge,
} from "../../../../components/workspace/devices/device-badges.tsx";
import {
  cellClasses,
  headClasses,
  linkClasses,
  tableClasses,
  tableFrame,
  tbodyClasses,
  theadClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import { useNarrowScreen } from "../../../../hooks/use-narrow-screen.ts";
import { DeviceCards } from "./device-cards.tsx";

type DeviceTableProps = {
  devices: DeviceListItem[];
  caption: string;
  /** A last column per row, such as "Add to register". */
  action?: ((device: DeviceListItem) => React.ReactNode) | undefined;
};

/** One page of devices; the hostname opens the device. Cards on a phone (ADR 0044). */
export function DeviceTable({ devices, caption, action }: DeviceTableProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  if (narrow) return <DeviceCards devices={devices} caption={caption} action={action} />;
  const columns = [
    t("devices.list.hostname"),
    t("devices.list.status"),
    t("devices.list.os"),
    t("devices.list.serial"),
    t("devices.list.policies"),
    t("devices.list.asset"),
    t("devices.list.lastSeen"),
  ];
  return (
    <div className={tableFrame}>
      <table className={tableClasses} data-testid="device-table">
        <caption className="sr-only">{caption}</caption>
        <thead className={theadClasses}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headClasses}>
                {column}
              </th>
            ))}
            {action ? <td className={headClasses} /> : null}
          </tr>
        </thead>
        <tbody className={tbodyClasses}>
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device} action={action} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeviceRow({
  device,
  action,
}: Pick<DeviceTableProps, "action"> & { device: DeviceListItem }) {
  const { t, i18n } = useTranslation();
  return (
    <tr data-testid="device-row">
      <th scope="row" className={`${cellClasses} text-start`}>
        <Link to={workspacePaths.device(device.id)} className={linkClasses}>
          <span dir="ltr">{device.hostname}</span>
        </Link>
        {device.hardware_model ? (
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            {device.hardware_model}
          </span>
        ) : null}
        {device.identity_conflict_at ? (
          <span className="mt-1 block">
            <IdentityConflictBadge />
          </span>
        ) : null}
      </th>
      <td className={cellClasses}>
        <DeviceStatusBadge status={device.status} />
      </td>
      <td className={cellClasses}>
        {device.os_name ?? t(`devices.platforms.${device.platform}`)}{" "}
        {device.os_version ? <span dir="ltr">{device.os_version}</span> : null}
      </td>
      <td className={cellClasses}>
        <span dir="ltr">{device.hardware_serial ?? "—"}</span>
      </td>
      <td className={cellClasses}>
        <FailingCount count={device.failing_policies} />
      </td>
      <td className={cellClasses}>
        {device.asset_id ? (
          <Link to={workspacePaths.asset(device.asset_id)} className={linkClasses}>
            <span dir="ltr">{device.asset_tag}</span>
          </Link>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">{t("devices.list.notLinked")}</span>
        )}
      </td>
      <td className={cellClasses}>
        {device.last_seen_at
          ? formatRelativeTime(device.last_seen_at, i18n.language)
          : t("devices.list.never")}
      </td>
      {action ? <td className={cellClasses}>{action(device)}</td> : null}
    </tr>
  );
}
