import { personStatuses } from "@fleetward/contracts/workspace-people";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { LocationOptions } from "../../../../components/workspace/location-options.tsx";
import { useLocationTree } from "../../../../lib/workspace/location-tree.ts";
import type { Person } from "../api/people-api.ts";
import type { PersonFormApi } from "../hooks/use-person-form.ts";
import { ManagerField } from "./manager-field.tsx";

/** The free-text lines after the name, alike but for their limits and direction. */
const lineInputs = [
  { name: "email", label: "email", maxLength: 254, dir: "ltr", type: "email" },
  { name: "employee_number", label: "employeeNumber", maxLength: 60, dir: "ltr", type: "text" },
  { name: "department", label: "department", maxLength: 120, dir: undefined, type: "text" },
] as const;

type PersonFormFieldsProps = { id: string; form: PersonFormApi; person: Person | null };

/** The person form's controls, each with its label and, when refused, its error. */
export function PersonFormFields({ id, form, person }: PersonFormFieldsProps) {
  const { t } = useTranslation();
  const locations = useLocationTree();
  // Controlled selects: their options (the tree) may arrive after the values do.
  const [status, locationId] = useWatch({ control: form.control, name: ["status", "location_id"] });
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${id}-name`}
        label={t("register.people.fields.name")}
        className="sm:col-span-2"
        required
        maxLength={160}
        autoComplete="off"
        {...form.field("name")}
      />
      {lineInputs.map((input) => (
        <TextField
          key={input.name}
          id={`${id}-${input.name}`}
          label={t(`register.people.fields.${input.label}`)}
          type={input.type}
          maxLength={input.maxLength}
          autoComplete="off"
          dir={input.dir}
          {...form.field(input.name)}
        />
      ))}
      <SelectField
        id={`${id}-status`}
        label={t("register.people.fields.status")}
        {...form.field("status")}
        value={status}
      >
        {personStatuses.map((option) => (
          <option key={option} value={option}>
            {t(`register.people.status.${option}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-location_id`}
        label={t("register.people.fields.location")}
        {...form.field("location_id")}
        value={locationId ?? ""}
      >
        <LocationOptions nodes={locations.data ?? []} first={t("register.people.form.none")} />
      </SelectField>
      <ManagerField id={`${id}-manager`} form={form} person={person} />
      <TextAreaField
        id={`${id}-notes`}
        label={t("register.people.fields.notes")}
        className="sm:col-span-2"
        rows={3}
        maxLength={2000}
        {...form.field("notes")}
      />
    </div>
  );
}
