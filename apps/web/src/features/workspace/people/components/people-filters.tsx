import { personStatuses } from "@fleetward/contracts/workspace-people";
import { useTranslation } from "react-i18next";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { LocationOptions } from "../../../../components/workspace/location-options.tsx";
import { useLocationTree } from "../../../../lib/workspace/location-tree.ts";
import type { PeopleSearchState } from "../hooks/use-people-search.ts";

const labelClasses = "block text-sm font-medium text-slate-900 dark:text-slate-100";

/** The search box and the status, department and location filters; all kept in the URL. */
export function PeopleFilters({ id, state }: { id: string; state: PeopleSearchState }) {
  const { t } = useTranslation();
  const locations = useLocationTree();
  const { search, searchBox, setFilter } = state;
  return (
    <div
      role="search"
      className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <label htmlFor={`${id}-q`} className={labelClasses}>
          {t("register.people.filters.search")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={fieldClasses}
          placeholder={t("register.people.filters.searchPlaceholder")}
          value={searchBox.text}
          maxLength={200}
          onChange={(event) => searchBox.setText(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={labelClasses}>
          {t("register.people.fields.status")}
        </label>
        <select
          id={`${id}-status`}
          className={fieldClasses}
          value={search.status}
          onChange={(event) => setFilter("status", event.target.value)}
        >
          <option value="">{t("register.people.filters.all")}</option>
          {personStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`register.people.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <DepartmentFilter id={`${id}-department`} state={state} />
      <div>
        <label htmlFor={`${id}-location`} className={labelClasses}>
          {t("register.people.fields.location")}
        </label>
        <select
          id={`${id}-location`}
          className={fieldClasses}
          value={search.location_id}
          onChange={(event) => setFilter("location_id", event.target.value)}
        >
          <LocationOptions nodes={locations.data ?? []} first={t("register.people.filters.all")} />
        </select>
      </div>
    </div>
  );
}

/**
 * The API matches a department exactly, so the box suggests the departments of the people
 * listed; the filter applies when the field is left or Enter is pressed, not per keystroke.
 */
function DepartmentFilter({ id, state }: { id: string; state: PeopleSearchState }) {
  const { t } = useTranslation();
  const departments = [
    ...new Set(
      (state.list.data?.pages ?? []).flatMap((page) =>
        page.items.flatMap((person) => (person.department ? [person.department] : [])),
      ),
    ),
  ].sort();
  const apply = (value: string) => {
    if (value.trim() !== state.search.department) state.setFilter("department", value.trim());
  };
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {t("register.people.fields.department")}
      </label>
      <input
        // A new URL value (Back, "Clear filters") replaces what the box shows.
        key={state.search.department}
        id={id}
        type="text"
        list={`${id}-list`}
        className={fieldClasses}
        defaultValue={state.search.department}
        maxLength={120}
        aria-describedby={`${id}-hint`}
        onBlur={(event) => apply(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") apply(event.currentTarget.value);
        }}
      />
      <datalist id={`${id}-list`}>
        {departments.map((department) => (
          <option key={department} value={department} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t("register.people.filters.departmentHint")}
      </p>
    </div>
  );
}
