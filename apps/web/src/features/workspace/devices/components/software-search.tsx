import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { useSearchText } from "../../../../hooks/use-search-text.ts";
import { useSoftwareSearch } from "../api/devices-api.ts";
import { useCursorPages } from "../hooks/use-cursor-pages.ts";
import type { DeviceParams } from "../hooks/use-device-params.ts";
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

/** "Which devices have software X (version Y)": both fields in the address. */
export function SoftwareSearchView({ params }: { params: DeviceParams }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useSearchText(params.softwareName, (value) =>
    params.setParam("name", value),
  );
  const [version, setVersion] = useSearchText(params.softwareVersion, (value) =>
    params.setParam("version", value),
  );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("devices.software.title")}
      </h2>
      <div
        role="search"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900"
      >
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium">
            {t("devices.software.name")}
          </label>
          <input
            id={`${id}-name`}
            type="search"
            className={fieldClasses}
            placeholder={t("devices.software.namePlaceholder")}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-version`} className="block text-sm font-medium">
            {t("devices.software.version")}
          </label>
          <input
            id={`${id}-version`}
            type="search"
            dir="ltr"
            className={fieldClasses}
            placeholder={t("devices.software.versionPlaceholder")}
            value={version}
            maxLength={100}
            onChange={(event) => setVersion(event.target.value)}
          />
        </div>
      </div>
      {params.softwareName.trim() === "" ? (
        <p className={emptyClasses}>{t("devices.software.prompt")}</p>
      ) : (
        <SoftwareResults name={params.softwareName} version={params.softwareVersion} />
      )}
    </section>
  );
}

function SoftwareResults({ name, version }: { name: string; version: string }) {
  const { t } = useTranslation();
  const pages = useCursorPages(`${name}\u0000${version}`);
  const results = useSoftwareSearch({ name, version, cursor: pages.cursor });
  if (results.isPending) return <LoadingState />;
  if (results.isError) return <LoadError onRetry={() => void results.refetch()} />;
  if (results.data.items.length === 0) {
    return <p className={emptyClasses}>{t("devices.software.empty")}</p>;
  }
  const columns = [
    t("devices.list.hostname"),
    t("devices.list.platform"),
    t("devices.software.name"),
    t("devices.software.version"),
    t("devices.software.source"),
  ];
  return (
    <>
      <div className={tableFrame}>
        <table className={tableClasses} data-testid="software-search-table">
          <caption className="sr-only">{t("devices.software.caption")}</caption>
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
            {results.data.items.map((item) => (
              <tr key={`${item.device_id}-${item.name}-${item.version}-${item.source}`}>
                <th scope="row" className={`${cellClasses} text-start`}>
                  <Link to={workspacePaths.device(item.device_id)} className={linkClasses}>
                    <span dir="ltr">{item.hostname}</span>
                  </Link>
                </th>
                <td className={cellClasses}>{t(`devices.platforms.${item.platform}`)}</td>
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
      <Pager
        label={t("devices.list.pagination")}
        page={pages.page}
        previous={pages.previous}
        next={pages.next(results.data.next_cursor)}
      />
    </>
  );
}
