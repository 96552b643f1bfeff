import { devicePlatforms, deviceStatuses } from "@fleetward/contracts/workspace-devices";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { useSearchText } from "../../assets/hooks/use-search-text.ts";
import type { DeviceParams } from "../hooks/use-device-params.ts";
import type { DeviceFilterName } from "../lib/device-params.ts";

const labelClasses = "block text-sm font-medium";

/** A text filter that writes to the address a moment after the last keystroke. */
function TextFilter(props: {
  id: string;
  name: DeviceFilterName;
  label: string;
  placeholder: string;
  params: DeviceParams;
  maxLength: number;
}) {
  const { params, name } = props;
  const [text, setText] = useSearchText(params.filters[name], (value) =>
    params.setFilter(name, value),
  );
  return (
    <div>
      <label htmlFor={props.id} className={labelClasses}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="search"
        className={fieldClasses}
        placeholder={props.placeholder}
        value={text}
        maxLength={props.maxLength}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

/** The list's filters: search, platform, OS version, status, failing policies, software. */
export function DeviceFilters({ params }: { params: DeviceParams }) {
  const { t } = useTranslation();
  const id = useId();
  const { filters, setFilter } = params;
  return (
    <div
      role="search"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <TextFilter
        id={`${id}-q`}
        name="q"
        label={t("devices.list.search")}
        placeholder={t("devices.list.searchPlaceholder")}
        params={params}
        maxLength={200}
      />
      <div>
        <label htmlFor={`${id}-platform`} className={labelClasses}>
          {t("devices.list.platform")}
        </label>
        <select
          id={`${id}-platform`}
          className={fieldClasses}
          value={filters.platform}
          onChange={(event) => setFilter("platform", event.target.value)}
        >
          <option value="">{t("devices.list.anyPlatform")}</option>
          {devicePlatforms.map((platform) => (
            <option key={platform} value={platform}>
              {t(`devices.platforms.${platform}`)}
            </option>
          ))}
        </select>
      </div>
      <TextFilter
        id={`${id}-os`}
        name="os_version"
        label={t("devices.list.osVersion")}
        placeholder={t("devices.list.osVersionPlaceholder")}
        params={params}
        maxLength={100}
      />
      <div>
        <label htmlFor={`${id}-status`} className={labelClasses}>
          {t("devices.list.status")}
        </label>
        <select
          id={`${id}-status`}
          className={fieldClasses}
          value={filters.status}
          onChange={(event) => setFilter("status", event.target.value)}
        >
          <option value="">{t("devices.list.anyStatus")}</option>
          {deviceStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`devices.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-failing`} className={labelClasses}>
          {t("devices.list.policies")}
        </label>
        <select
          id={`${id}-failing`}
          className={fieldClasses}
          value={filters.policy_failing}
          onChange={(event) => setFilter("policy_failing", event.target.value)}
        >
          <option value="">{t("devices.list.anyPolicies")}</option>
          <option value="true">{t("devices.list.failingOnly")}</option>
        </select>
      </div>
      <TextFilter
        id={`${id}-software`}
        name="software"
        label={t("devices.list.software")}
        placeholder={t("devices.list.softwarePlaceholder")}
        params={params}
        maxLength={200}
      />
      {params.filtered ? (
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="button" className={buttonClasses("ghost")} onClick={params.clearFilters}>
            {t("devices.list.clear")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
