import { adminTrialListQuerySchema, trialStatuses } from "@fleetward/contracts/trials";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import type { TrialFilter } from "../api/admin-trials-api.ts";

/** The search text, checked as the list call checks it. */
const searchSchema = adminTrialListQuerySchema.pick({ q: true });

type TrialFiltersProps = {
  filter: TrialFilter;
  /** Sets these query parameters in the address (null removes one). */
  onChange: (next: Record<string, string | null>) => void;
};

/** The console's filters: the status applies at once, the search text when sent. */
export function TrialFilters({ filter, onChange }: TrialFiltersProps) {
  const id = useId();
  const { t } = useTranslation();
  const form = useContractForm(searchSchema, { defaultValues: { q: filter.q ?? "" } });
  const onSubmit = form.submit(async ({ q }) => onChange({ q: q || null, page: null }));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      role="search"
      aria-label={t("admin.filters")}
      className="flex flex-wrap items-end gap-4"
    >
      <SelectField
        id={`${id}-status`}
        label={t("admin.status")}
        value={filter.status ?? ""}
        onChange={(event) => onChange({ status: event.target.value || null, page: null })}
      >
        <option value="">{t("admin.allStatuses")}</option>
        {trialStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`trial.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-q`}
        label={t("admin.search")}
        type="search"
        maxLength={100}
        placeholder={t("admin.searchHint")}
        className="min-w-64 flex-1"
        {...form.field("q")}
      />
      <button type="submit" className={buttonClasses("secondary")}>
        {t("admin.search")}
      </button>
    </form>
  );
}
