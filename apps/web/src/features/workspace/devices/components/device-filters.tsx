import { devicePlatforms, deviceStatuses } from "@fleetward/contracts/workspace-devices";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { useSearchText } from "../../../../hooks/use-search-text.ts";
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

/** A choice filter: "" (any) first, then each option. */
function SelectFilter(props: {
  id: string;
  name: DeviceFilterName;
  label: string;
  any: string;
  options: readonly { value: string; label: string }[];
  params: DeviceParams;
}) {
  const { params, name } = props;
  return (
    <div>
      <label htmlFor={props.id} className={labelClasses}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={fieldClasses}
        value={params.filters[name]}
        onChange={(event) => params.setFilter(name, event.target.value)}
      >
        <option value="">{props.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's filters: search, platform, OS version, status, failing policies, software (below a version). */
export function DeviceFilters({ params }: { params: DeviceParams }) {
  const { t } = useTranslation();
  const id = useId();
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
      <SelectFilter
        id={`${id}-platform`}
        name="platform"
        label={t("devices.list.platform")}
        any={t("devices.list.anyPlatform")}
        options={devicePlatforms.map((value) => ({
          value,
          label: t(`devices.platforms.${value}`),
        }))}
        params={params}
      />
      <TextFilter
        id={`${id}-os`}
        name="os_version"
        label={t("devices.list.osVersion")}
        placeholder={t("devices.list.osVersionPlaceholder")}
        params={params}
        maxLength={100}
      />
      <SelectFilter
        id={`${id}-status`}
        name="status"
        label={t("devices.list.status")}
        any={t("devices.list.anyStatus")}
        options={deviceStatuses.map((value) => ({ value, label: t(`devices.statuses.${value}`) }))}
        params={params}
      />
      <SelectFilter
        id={`${id}-failing`}
        name="policy_failing"
        label={t("devices.list.policies")}
        any={t("devices.list.anyPolicies")}
        options={[{ value: "true", label: t("devices.list.failingOnly") }]}
        params={params}
      />
      <TextFilter
        id={`${id}-software`}
        name="software"
        label={t("devices.list.software")}
        placeholder={t("devices.list.softwarePlaceholder")}
        params={params}
        maxLength={200}
      />
      <TextFilter
        id={`${id}-software-below`}
        name="software_below"
        label={t("devices.list.softwareBelow")}
        placeholder={t("devices.list.softwareBelowPlaceholder")}
        params={params}
        maxLength={100}
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
