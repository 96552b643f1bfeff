import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRelativeTime } from "../../../../lib/format.ts";
import type { DeviceDetail } from "../api/devices-api.ts";
import { formatBytes, formatUptime } from "../lib/device-format.ts";

const ltr = (value: string | null) => (value ? <span dir="ltr">{value}</span> : null);

/** What the device reported about itself; a value not reported yet says so. */
export function DeviceVitals({ device }: { device: DeviceDetail }) {
  const { t, i18n } = useTranslation();
  const { vitals } = device;
  const lang = i18n.language;
  const when = (iso: string | null) =>
    iso ? (
      <time dateTime={iso} title={formatDateTime(iso, lang)}>
        {formatRelativeTime(iso, lang)}
      </time>
    ) : null;
  const disk =
    vitals.disk_total_bytes !== null && vitals.disk_free_bytes !== null
      ? t("devices.device.diskFree", {
          free: formatBytes(vitals.disk_free_bytes, lang),
          total: formatBytes(vitals.disk_total_bytes, lang),
        })
      : null;
  const cpu = vitals.cpu_brand
    ? [
        vitals.cpu_brand,
        vitals.cpu_cores ? t("devices.device.cores", { count: vitals.cpu_cores }) : "",
      ]
        .filter(Boolean)
        .join(" · ")
    : null;
  const rows: [string, ReactNode | null][] = [
    [t("devices.device.os"), [device.os_name, device.os_version].filter(Boolean).join(" ") || null],
    [t("devices.device.build"), ltr(vitals.os_build)],
    [t("devices.device.kernel"), ltr(vitals.kernel_version)],
    [
      t("devices.device.hardware"),
      [vitals.hardware_vendor, device.hardware_model].filter(Boolean).join(" ") || null,
    ],
    [t("devices.device.serial"), ltr(device.hardware_serial)],
    [t("devices.device.uuid"), ltr(vitals.hardware_uuid)],
    [t("devices.device.cpu"), cpu],
    [
      t("devices.device.memory"),
      vitals.memory_bytes === null ? null : formatBytes(vitals.memory_bytes, lang),
    ],
    [t("devices.device.disk"), disk],
    [
      t("devices.device.uptime"),
      vitals.uptime_seconds === null ? null : formatUptime(vitals.uptime_seconds, lang),
    ],
    [t("devices.device.ip"), ltr(device.primary_ip)],
    [t("devices.device.mac"), ltr(vitals.primary_mac)],
    [
      t("devices.device.users"),
      vitals.logged_in_users.length > 0
        ? [...new Set(vitals.logged_in_users.map((user) => user.user))].join(", ")
        : null,
    ],
    [t("devices.device.osquery"), ltr(device.osquery_version)],
    [t("devices.device.enrolled"), when(device.enrolled_at)],
    [t("devices.device.lastSeen"), when(device.last_seen_at)],
    [t("devices.device.detailsUpdated"), when(vitals.details_updated_at)],
  ];
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="device-vitals">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-slate-900 sm:col-span-2 dark:text-slate-100">
            {value ?? (
              <span className="text-slate-600 italic dark:text-slate-400">
                {t("devices.device.notReported")}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
