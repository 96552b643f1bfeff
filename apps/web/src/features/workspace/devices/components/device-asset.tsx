import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { DetailsList } from "../../../../components/details-list.tsx";
import { formatDate, publicationDayShort } from "../../../../lib/format.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { useLinkDevice, useUnlinkDevice, type DeviceDetail } from "../api/devices-api.ts";
import { AssetPicker } from "./asset-picker.tsx";
import {
  linkClasses,
  panelClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** The register asset this device is: its holder, location and warranty; link or unlink it. */
export function DeviceAssetPanel({ device, canEdit }: { device: DeviceDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const { asset } = device;
  return (
    <section aria-labelledby="device-asset" className={panelClasses} data-testid="device-asset">
      <h2 id="device-asset" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("devices.device.asset")}
      </h2>
      {asset ? (
        <>
          <p className="mt-2">
            <Link to={workspacePaths.asset(asset.id)} className={linkClasses}>
              <span dir="ltr">{asset.asset_tag}</span> · {asset.name}
            </Link>
          </p>
          <DetailsList
            details={[
              {
                label: t("devices.device.person"),
                value: asset.person ? (
                  <Link to={workspacePaths.person(asset.person.id)} className={linkClasses}>
                    {asset.person.name}
                  </Link>
                ) : null,
              },
              { label: t("devices.device.location"), value: asset.location?.name ?? null },
              {
                label: t("devices.device.warranty"),
                value: asset.warranty_end
                  ? formatDate(asset.warranty_end, i18n.language, publicationDayShort)
                  : null,
              },
            ]}
          />
        </>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("devices.device.noAsset")}</p>
      )}
      {canEdit ? <LinkControls device={device} /> : null}
    </section>
  );
}

/** Link to an asset (through the picker), change it, or unlink. */
function LinkControls({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const link = useLinkDevice(device.id);
  const unlink = useUnlinkDevice(device.id);
  const { asset } = device;

  const onPick = async (choice: { id: string; asset_tag: string }) => {
    try {
      await link.mutateAsync({ asset_id: choice.id });
      setPicking(false);
      showNotice({ kind: "success", title: t("devices.device.linked", { tag: choice.asset_tag }) });
    } catch (error) {
      notifyFailure(error, t);
    }
  };
  const onUnlink = async () => {
    try {
      await unlink.mutateAsync();
      showNotice({ kind: "success", title: t("devices.device.unlinked") });
    } catch (error) {
      notifyFailure(error, t);
    }
  };

  const matches = asset ? [] : device.serial_matches;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {matches.length > 0 ? (
        <div role="status" className="w-full" data-testid="serial-matches">
          <p className="mb-2 text-slate-800 dark:text-slate-200">
            {matches.length > 1
              ? t("devices.device.serialConflict")
              : t("devices.device.serialMatch")}
          </p>
          <div className="flex flex-wrap gap-2">
            {matches.map((match) => (
              <button
                key={match.id}
                type="button"
                className={buttonClasses("primary")}
                disabled={link.isPending}
                onClick={() => void onPick(match)}
              >
                {t("devices.device.linkTo", { tag: match.asset_tag })}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <button type="button" className={buttonClasses("secondary")} onClick={() => setPicking(true)}>
        {asset ? t("devices.device.change") : t("devices.device.link")}
      </button>
      {asset ? (
        <button
          type="button"
          className={buttonClasses("ghost")}
          disabled={unlink.isPending}
          onClick={() => void onUnlink()}
        >
          {t("devices.device.unlink")}
        </button>
      ) : null}
      <AssetPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(choice) => void onPick(choice)}
        busy={link.isPending}
        suggested={device.serial_matches}
      />
    </div>
  );
}
