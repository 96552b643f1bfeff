import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DevicesFrame } from "../components/devices-frame.tsx";
import { DeviceSettingsPanel } from "../components/device-settings.tsx";
import { EnrollSecretsPanel } from "../components/enroll-secrets.tsx";
import { InstallGuide } from "../components/install-guide.tsx";
import {
  linkClasses,
  panelClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** How to enrol devices: a secret (admins), the flags file and the per-platform steps. */
export default function AddDevicesPage() {
  const { t } = useTranslation();
  return (
    <DevicesFrame title={t("devices.add.title")} description={t("devices.add.lead")}>
      {({ isAdmin, canAdmin }) => (
        <div className="space-y-6">
          <nav aria-label={t("common.breadcrumb")}>
            <Link to={workspacePaths.devices()} className={`text-sm ${linkClasses}`}>
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ←
              </span>{" "}
              {t("devices.add.back")}
            </Link>
          </nav>
          <header>
            <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
              {t("devices.add.title")}
            </h1>
            <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">
              {t("devices.add.lead")}
            </p>
          </header>
          {/* Secrets and the flags file (which names where the secret goes) are the admins'. */}
          {isAdmin ? (
            <>
              <EnrollSecretsPanel canAdmin={canAdmin} />
              <InstallGuide />
              {canAdmin ? <DeviceSettingsPanel /> : null}
            </>
          ) : (
            <p className={panelClasses}>{t("devices.add.secretsAdminOnly")}</p>
          )}
        </div>
      )}
    </DevicesFrame>
  );
}
