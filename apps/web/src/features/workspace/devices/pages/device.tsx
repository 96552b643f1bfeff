import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { useDeleteDevice, useDevice, type DeviceDetail } from "../api/devices-api.ts";
import { ConfirmDialog } from "../../../../components/confirm-dialog.tsx";
import { DeviceAssetPanel } from "../components/device-asset.tsx";
import {
  DeviceStatusBadge,
  FailingCount,
  IdentityConflictBadge,
} from "../../../../components/workspace/devices/device-badges.tsx";
import { DevicePolicies } from "../components/device-policies.tsx";
import { DeviceSoftwarePanel } from "../components/device-software.tsx";
import { DeviceVitals } from "../components/device-vitals.tsx";
import { DevicesFrame, type DevicesAccess } from "../components/devices-frame.tsx";
import {
  linkClasses,
  panelClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import { WorkspaceSubject } from "../../../../components/workspace/workspace-title.tsx";

/** One device: vitals, software, policy results and the register asset it is. */
export default function DevicePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DevicesFrame title={t("devices.nav")} description={t("devices.meta.description")}>
      {(access) => <DeviceView id={id} access={access} />}
    </DevicesFrame>
  );
}

function DeviceView({ id, access }: { id: string; access: DevicesAccess }) {
  const { t } = useTranslation();
  const device = useDevice(id);
  const back = (
    <nav aria-label={t("common.breadcrumb")}>
      <Link to={workspacePaths.devices()} className={`text-sm ${linkClasses}`}>
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ←
        </span>{" "}
        {t("devices.device.back")}
      </Link>
    </nav>
  );
  if (device.isPending) return <LoadingState />;
  if (device.isError) {
    return isNotFound(device.error) ? (
      <NotFoundPanel
        title={t("devices.device.notFoundTitle")}
        text={t("devices.device.notFound")}
        backTo={workspacePaths.devices()}
        backLabel={t("devices.device.back")}
      />
    ) : (
      <LoadError onRetry={() => void device.refetch()} />
    );
  }
  return (
    <div className="space-y-6">
      {back}
      <DeviceContent device={device.data} access={access} />
    </div>
  );
}

function DeviceContent({ device, access }: { device: DeviceDetail; access: DevicesAccess }) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="device-title" className="space-y-6">
      <WorkspaceSubject name={device.hostname} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="device-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            <span dir="ltr">{device.hostname}</span>
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
            <DeviceStatusBadge status={device.status} />
            <span>{t(`devices.platforms.${device.platform}`)}</span>
            <FailingCount count={device.failing_policies} />
          </p>
        </div>
        {access.canAdmin ? <DeleteDevice device={device} /> : null}
      </header>
      {device.identity_conflict_at ? <IdentityConflict at={device.identity_conflict_at} /> : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="device-vitals" className={panelClasses}>
          <h2 id="device-vitals" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("devices.device.vitals")}
          </h2>
          <DeviceVitals device={device} />
        </section>
        <div className="space-y-6">
          <DeviceAssetPanel device={device} canEdit={access.canEdit} />
          <DevicePolicies results={device.policies} />
        </div>
      </div>
      {device.recent_errors.length > 0 ? <RecentErrors device={device} /> : null}
      <DeviceSoftwarePanel deviceId={device.id} />
    </article>
  );
}

/** This record was enrolled with another device's serial: an admin decides which is real. */
function IdentityConflict({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="device-identity"
      data-testid="identity-conflict-notice"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="device-identity" className="flex items-center gap-2 font-semibold">
        <IdentityConflictBadge />
        <span>{t("devices.identity.title")}</span>
      </h2>
      <p className="mt-2 text-sm">
        {t("devices.identity.body", { at: formatDateTime(at, i18n.language) })}
      </p>
    </section>
  );
}

function RecentErrors({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="device-errors" className={panelClasses}>
      <h2 id="device-errors" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("devices.device.errors")}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {device.recent_errors.map((error) => (
          <li key={`${error.at}-${error.message}`} dir="ltr" className="font-mono break-words">
            {error.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeleteDevice({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteDevice();
  const [open, setOpen] = useState(false);
  const onConfirm = async () => {
    try {
      await remove.mutateAsync(device.id);
      showNotice({
        kind: "success",
        title: t("devices.device.deleted", { hostname: device.hostname }),
      });
      void navigate(workspacePaths.devices());
    } catch (error) {
      notifyFailure(error, t);
    }
  };
  return (
    <>
      <button type="button" className={buttonClasses("secondary")} onClick={() => setOpen(true)}>
        {t("devices.device.delete")}
      </button>
      <ConfirmDialog
        cancel={t("devices.device.cancel")}
        open={open}
        title={t("devices.device.deleteTitle")}
        text={t("devices.device.deleteText", { hostname: device.hostname })}
        confirm={t("devices.device.deleteConfirm")}
        busy={remove.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
