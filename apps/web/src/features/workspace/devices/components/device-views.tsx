import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { useDevices, useNeverEnrolled, useUnregistered } from "../api/devices-api.ts";
import { useCursorPages } from "../hooks/use-cursor-pages.ts";
import type { DeviceParams } from "../hooks/use-device-params.ts";
import { deviceListParamsOf } from "../lib/device-params.ts";
import { AddAllToRegister, AddToRegisterButton } from "./add-to-register.tsx";
import { DeviceFilters } from "./device-filters.tsx";
import { DeviceTable } from "./device-table.tsx";
import {
  cellClasses,
  emptyClasses,
  headClasses,
  linkClasses,
  tableClasses,
  tableFrame,
  tbodyClasses,
  theadClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import { Pager } from "./pager.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** Every enrolled device, filtered by what the address says. */
export function AllDevicesView({ params }: { params: DeviceParams }) {
  const { t } = useTranslation();
  const query = deviceListParamsOf(params.filters);
  const pages = useCursorPages(JSON.stringify(query));
  const devices = useDevices({ ...query, cursor: pages.cursor });
  return (
    <div className="space-y-4">
      <DeviceFilters params={params} />
      {devices.isPending ? (
        <LoadingState />
      ) : devices.isError ? (
        <LoadError title={t("devices.list.loadFailed")} onRetry={() => void devices.refetch()} />
      ) : devices.data.items.length === 0 ? (
        <p className={emptyClasses}>
          {params.filtered ? t("devices.list.noMatches") : t("devices.list.empty")}
        </p>
      ) : (
        <>
          <DeviceTable devices={devices.data.items} caption={t("devices.list.caption")} />
          <Pager
            label={t("devices.list.pagination")}
            page={pages.page}
            previous={pages.previous}
            next={pages.next(devices.data.next_cursor)}
          />
        </>
      )}
    </div>
  );
}

/** Enrolled devices that match no asset; technicians add each to the register in one click. */
export function UnregisteredView({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const pages = useCursorPages("unregistered");
  const devices = useUnregistered(pages.cursor);
  return (
    <div className="space-y-4">
      <p className="text-slate-700 dark:text-slate-300">{t("devices.unregistered.lead")}</p>
      {devices.isPending ? (
        <LoadingState />
      ) : devices.isError ? (
        <LoadError onRetry={() => void devices.refetch()} />
      ) : devices.data.items.length === 0 ? (
        <p className={emptyClasses}>{t("devices.unregistered.empty")}</p>
      ) : (
        <>
          {canEdit ? <AddAllToRegister /> : null}
          <DeviceTable
            devices={devices.data.items}
            caption={t("devices.list.tabUnregistered")}
            action={canEdit ? (device) => <AddToRegisterButton device={device} /> : undefined}
          />
          <Pager
            label={t("devices.list.pagination")}
            page={pages.page}
            previous={pages.previous}
            next={pages.next(devices.data.next_cursor)}
          />
        </>
      )}
    </div>
  );
}

/** Register assets with a serial number that no device reports. */
export function NeverEnrolledView() {
  const { t } = useTranslation();
  const pages = useCursorPages("never-enrolled");
  const assets = useNeverEnrolled(pages.cursor);
  const columns = [
    t("devices.neverEnrolled.tag"),
    t("devices.neverEnrolled.name"),
    t("devices.list.serial"),
    t("devices.neverEnrolled.person"),
  ];
  if (assets.isPending) return <LoadingState />;
  if (assets.isError) return <LoadError onRetry={() => void assets.refetch()} />;
  return (
    <div className="space-y-4">
      <p className="text-slate-700 dark:text-slate-300">{t("devices.neverEnrolled.lead")}</p>
      {assets.data.items.length === 0 ? (
        <p className={emptyClasses}>{t("devices.neverEnrolled.empty")}</p>
      ) : (
        <div className={tableFrame}>
          <table className={tableClasses} data-testid="never-enrolled-table">
            <caption className="sr-only">{t("devices.neverEnrolled.caption")}</caption>
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
              {assets.data.items.map((asset) => (
                <tr key={asset.asset_id}>
                  <th scope="row" className={`${cellClasses} text-start`}>
                    <Link to={workspacePaths.asset(asset.asset_id)} className={linkClasses}>
                      <span dir="ltr">{asset.asset_tag}</span>
                    </Link>
                  </th>
                  <td className={cellClasses}>
                    {asset.name}
                    <MatchingDevices devices={asset.matching_devices} />
                  </td>
                  <td className={cellClasses}>
                    <span dir="ltr">{asset.serial_number}</span>
                  </td>
                  <td className={cellClasses}>{asset.person_name ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label={t("devices.list.pagination")}
        page={pages.page}
        previous={pages.previous}
        next={pages.next(assets.data.next_cursor)}
      />
    </div>
  );
}

/** The unlinked devices reporting this asset's serial: one is a link to make, several a conflict. */
function MatchingDevices({ devices }: { devices: readonly { id: string; hostname: string }[] }) {
  const { t } = useTranslation();
  if (devices.length === 0) return null;
  return (
    <span
      className="block text-sm text-slate-700 dark:text-slate-300"
      data-testid="matching-devices"
    >
      {t("devices.neverEnrolled.matches")}{" "}
      {devices.map((device, index) => (
        <span key={device.id}>
          {index > 0 ? ", " : null}
          <Link to={workspacePaths.device(device.id)} className={linkClasses}>
            <span dir="ltr">{device.hostname}</span>
          </Link>
        </span>
      ))}
    </span>
  );
}
