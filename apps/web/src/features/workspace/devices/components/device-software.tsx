import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { formatRelativeTime } from "../../../../lib/format.ts";
import { useDeviceSoftware, type DeviceSoftware } from "../api/devices-api.ts";
import {
  cellClasses,
  headClasses,
  panelClasses,
  tableClasses,
  tbodyClasses,
  theadClasses,
} from "../../../../components/workspace/devices/device-classes.ts";

/** How many rows the table draws at once; the filter finds the others. */
export const softwareShown = 200;

/** The software whose name, version or source contains `text` (any case). */
export function filterSoftware(items: DeviceSoftware[], text: string): DeviceSoftware[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return items;
  return items.filter((item) =>
    `${item.name} ${item.version} ${item.source}`.toLocaleLowerCase().includes(needle),
  );
}

/** The device's installed software, filtered as one types. */
export function DeviceSoftwarePanel({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const software = useDeviceSoftware(deviceId);
  const [text, setText] = useState("");
  const filter = useDeferredValue(text);
  return (
    <section aria-labelledby={`${id}-title`} className={panelClasses}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("devices.device.software")}
          </h2>
          {software.data?.updated_at ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t("devices.device.detailsUpdated")}:{" "}
              {formatRelativeTime(software.data.updated_at, i18n.language)}
            </p>
          ) : null}
        </div>
        <div className="w-full sm:w-72">
          <label htmlFor={`${id}-filter`} className="block text-sm font-medium">
            {t("devices.device.softwareFilter")}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className={fieldClasses}
            placeholder={t("devices.device.softwareFilterPlaceholder")}
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <LoadState query={software}>
        {({ items }) => <SoftwareTable items={items} filter={filter} />}
      </LoadState>
    </section>
  );
}

function SoftwareTable({ items, filter }: { items: DeviceSoftware[]; filter: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  if (items.length === 0) {
    return (
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t("devices.device.softwareEmpty")}</p>
    );
  }
  const matches = filterSoftware(items, filter);
  if (matches.length === 0) {
    return (
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {t("devices.device.softwareNoMatch")}
      </p>
    );
  }
  const shown = matches.slice(0, softwareShown);
  return (
    <>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {t("devices.device.softwareCount", { count: matches.length })}
      </p>
      {/* A long list scrolls inside this box, and its rows hold nothing to focus: the box takes
          the focus itself so keyboard users can scroll it too (WCAG 2.1.1). */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="mt-2 max-h-[32rem] overflow-auto"
      >
        <table className={tableClasses} data-testid="device-software">
          <caption id={captionId} className="sr-only">
            {t("devices.device.softwareCaption")}
          </caption>
          <thead className={`${theadClasses} sticky top-0`}>
            <tr>
              <th scope="col" className={headClasses}>
                {t("devices.device.softwareName")}
              </th>
              <th scope="col" className={headClasses}>
                {t("devices.device.softwareVersion")}
              </th>
              <th scope="col" className={headClasses}>
                {t("devices.software.source")}
              </th>
            </tr>
          </thead>
          <tbody className={tbodyClasses}>
            {shown.map((item) => (
              <tr key={`${item.name}-${item.version}-${item.source}`}>
                <td className={cellClasses}>{item.name}</td>
                <td className={cellClasses}>
                  <span dir="ltr">{item.version}</span>
                </td>
                <td className={cellClasses}>
                  <code>{item.source}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {matches.length > shown.length ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t("devices.device.softwareMore", { shown: shown.length, count: matches.length })}
        </p>
      ) : null}
    </>
  );
}
