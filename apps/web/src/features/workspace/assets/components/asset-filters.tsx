import { assetStatuses } from "@fleetward/contracts/workspaces";
import { useTranslation } from "react-i18next";
import { fieldClasses } from "../../../../components/form-field.tsx";
import type { AssetRegisterQuery } from "../hooks/use-asset-register.ts";

/** Search box and the status, category and location filters above the register. */
export function AssetFilters({ id, query }: { id: string; query: AssetRegisterQuery }) {
  const { t } = useTranslation();
  const { filters, setFilter } = query;
  return (
    <div
      role="search"
      className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          {t("workspace.register.search")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={fieldClasses}
          placeholder={t("workspace.register.searchPlaceholder")}
          value={filters.q}
          maxLength={200}
          onChange={(event) => setFilter("q", event.target.value)}
        />
      </div>
      <FilterSelect
        id={`${id}-status`}
        label={t("workspace.fields.status")}
        value={filters.status}
        onChange={(value) => setFilter("status", value)}
        options={assetStatuses.map((status) => ({
          id: status,
          name: t(`workspace.status.${status}`),
        }))}
      />
      <FilterSelect
        id={`${id}-category`}
        label={t("workspace.fields.category")}
        value={filters.category_id}
        onChange={(value) => setFilter("category_id", value)}
        options={query.categories}
      />
      <FilterSelect
        id={`${id}-location`}
        label={t("workspace.fields.location")}
        value={filters.location_id}
        onChange={(value) => setFilter("location_id", value)}
        options={query.locations}
      />
    </div>
  );
}

function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        className={fieldClasses}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{t("workspace.register.all")}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
