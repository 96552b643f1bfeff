import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { ExportButtons } from "../../../../components/workspace/export-buttons.tsx";
import { DevicesFrame } from "../components/devices-frame.tsx";
import {
  AllDevicesView,
  NeverEnrolledView,
  UnregisteredView,
} from "../components/device-views.tsx";
import { SoftwareSearchView } from "../components/software-search.tsx";
import { useDeviceParams, type DeviceParams } from "../hooks/use-device-params.ts";
import type { DeviceView } from "../lib/device-params.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** The workspace's devices: every enrolled one, the two lists between devices and register, software. */
export default function DevicesPage() {
  const { t } = useTranslation();
  return (
    <DevicesFrame title={t("devices.nav")} description={t("devices.meta.description")}>
      {({ canEdit }) => <DevicesSection canEdit={canEdit} />}
    </DevicesFrame>
  );
}

const viewLabels = {
  all: "tabAll",
  unregistered: "tabUnregistered",
  "never-enrolled": "tabNeverEnrolled",
  software: "tabSoftware",
} as const satisfies Record<DeviceView, string>;

function DevicesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const params = useDeviceParams();
  return (
    <section aria-labelledby="devices-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="devices-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("devices.list.title")}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("devices.list.lead")}</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {params.view === "all" ? <ExportButtons kind="devices" query={params.filters} /> : null}
          <Link to={workspacePaths.addDevices()} className={buttonClasses("primary")}>
            {t("devices.list.add")}
          </Link>
        </div>
      </div>
      <ViewLinks params={params} />
      {params.view === "all" ? <AllDevicesView params={params} /> : null}
      {params.view === "unregistered" ? <UnregisteredView canEdit={canEdit} /> : null}
      {params.view === "never-enrolled" ? <NeverEnrolledView /> : null}
      {params.view === "software" ? <SoftwareSearchView params={params} /> : null}
    </section>
  );
}

/** The page's lists as links (each its own address), the current one marked. */
function ViewLinks({ params }: { params: DeviceParams }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("devices.list.tabs")}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 dark:border-slate-800">
        {(Object.keys(viewLabels) as DeviceView[]).map((view) => {
          const current = params.view === view;
          return (
            <li key={view}>
              <Link
                to={workspacePaths.devices(view === "all" ? {} : { view })}
                aria-current={current ? "page" : undefined}
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                  current
                    ? "border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300"
                    : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                }`}
              >
                {t(`devices.list.${viewLabels[view]}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
