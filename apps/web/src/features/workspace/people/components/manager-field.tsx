import { useDeferredValue, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { usePersonChoices, type Person } from "../api/people-api.ts";
import type { PersonFormApi } from "../hooks/use-person-form.ts";

type ManagerFieldProps = { id: string; form: PersonFormApi; person: Person | null };

/**
 * The manager: a workspace may have thousands of people, so a search box narrows the choices
 * (active people, 20 at a time) and the select picks one. The current manager stays a choice.
 */
export function ManagerField({ id, form, person }: ManagerFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const q = useDeferredValue(text.trim());
  const choices = usePersonChoices(q);
  const managerId = useWatch({ control: form.control, name: "manager_id" }) ?? "";

  const found = (choices.data?.items ?? []).filter((choice) => choice.id !== person?.id);
  const current =
    person?.manager_id && person.manager_name && !found.some((c) => c.id === person.manager_id)
      ? [{ id: person.manager_id, name: person.manager_name }]
      : [];

  return (
    <fieldset className="sm:col-span-2">
      <legend className="sr-only">{t("register.people.fields.manager")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label
            htmlFor={`${id}-search`}
            className="block text-sm font-medium text-slate-900 dark:text-slate-100"
          >
            {t("register.people.form.findManager")}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={fieldClasses}
            value={text}
            maxLength={200}
            autoComplete="off"
            aria-controls={id}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <SelectField
          id={id}
          label={t("register.people.fields.manager")}
          hint={t("register.people.form.managerHint")}
          {...form.field("manager_id")}
          value={managerId}
        >
          <option value="">{t("register.people.form.none")}</option>
          {[...current, ...found].map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
