import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import {
  locationLabel,
  useCategories,
  useLocationTree,
  useModels,
  useStatusLabels,
} from "../api/catalog-api.ts";
import type { RegisterParams } from "../hooks/use-register-params.ts";
import { useSearchText } from "../../../../hooks/use-search-text.ts";
import { activeFilters, type RegisterFilterName } from "../lib/register-params.ts";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";

type Option = { id: string; name: string };
type FiltersProps = { id: string; params: RegisterParams };

/**
 * The search box and filters above the register. Each change goes to the address, and the
 * server searches and filters all assets, not only the rows already loaded. On a phone the
 * filters fold away behind a button, so the rows are not a screen away.
 */
export function AssetFilters({ id, params }: FiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useSearchText(params.filters.q, (value) => params.setFilter("q", value));
  const [open, setOpen] = useState(false);
  const { q: _q, ...others } = activeFilters(params.filters);
  const count = Object.keys(others).length;
  return (
    <div
      role="search"
      aria-label={t("assets.filters.label")}
      className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          {t("assets.filters.search")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={fieldClasses}
          placeholder={t("assets.filters.searchPlaceholder")}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button
        type="button"
        className={buttonClasses("secondary", "sm:hidden")}
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen(!open)}
      >
        {count > 0 ? t("assets.filters.toggleActive", { count }) : t("assets.filters.toggle")}
      </button>
      <div id={`${id}-filters`} className={`${open ? "grid" : "hidden"} gap-3 sm:contents`}>
        <FilterFields id={id} params={params} />
      </div>
    </div>
  );
}

/** The selects and the overdue box; "Clear filters" once any is set. */
function FilterFields({ id, params }: FiltersProps) {
  const { t } = useTranslation();
  const { filters, setFilter } = params;
  const builtin = useBuiltinText();
  const labels = (useStatusLabels().data ?? []).map((label) => ({
    ...label,
    name: builtin.statusLabel(label.name),
  }));
  const categories = useCategories().data ?? [];
  const models = useModels().data ?? [];
  const locations = (useLocationTree().data ?? []).map((node) => ({
    id: node.id,
    name: locationLabel(node),
  }));
  const select = (name: RegisterFilterName, label: string, options: Option[]) => (
    <FilterSelect
      id={`${id}-${name}`}
      label={label}
      value={filters[name]}
      onChange={(value) => setFilter(name, value)}
      options={options}
    />
  );
  return (
    <>
      {select("status_label_id", t("assets.fields.status"), labels)}
      {select("category_id", t("assets.fields.category"), categories)}
      {select("location_id", t("assets.fields.location"), locations)}
      {select("model_id", t("assets.fields.model"), models)}
      {select("checked_out", t("assets.filters.checkedOut"), [
        { id: "true", name: t("assets.filters.checkedOutYes") },
        { id: "false", name: t("assets.filters.checkedOutNo") },
      ])}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex items-center gap-2 pb-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-blue-700 dark:accent-blue-400"
            checked={filters.overdue === "true"}
            onChange={(event) => setFilter("overdue", event.target.checked ? "true" : "")}
          />
          {t("assets.filters.overdueOnly")}
        </label>
        {params.filtered ? (
          <button type="button" className={buttonClasses("ghost")} onClick={params.clearFilters}>
            {t("assets.register.clearFilters")}
          </button>
        ) : null}
      </div>
    </>
  );
}

function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
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
        <option value="">{t("assets.filters.all")}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
