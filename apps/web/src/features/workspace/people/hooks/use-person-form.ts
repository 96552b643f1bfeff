import { personCreateSchema } from "@fleetward/contracts/workspace-people";
import { useTranslation } from "react-i18next";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSavePerson, type Person } from "../api/people-api.ts";
import {
  emptyPersonValues,
  personFormMessages,
  personFormValuesOf,
} from "../lib/person-form-values.ts";

/**
 * Adds or edits `person`, checked with the create contract: an edit sends every field, and
 * the API records only the ones that changed (a blank one clears it, as the update allows).
 */
export function usePersonForm(person: Person | null, onSaved: (saved: Person) => void) {
  const { t } = useTranslation();
  const save = useSavePerson();
  const form = useContractForm(personCreateSchema, {
    defaultValues: emptyPersonValues,
    messages: personFormMessages,
  });

  const onSubmit = form.submit(async (values) => {
    const saved = await save.mutateAsync({ id: person?.id, values });
    showNotice({
      kind: "success",
      title: person
        ? t("register.people.form.updated")
        : t("register.people.form.added", { name: saved.name }),
    });
    onSaved(saved);
  });

  /** Back to the person's own values, without errors, each time the dialog opens. */
  const reset = () => form.reset(personFormValuesOf(person));

  return { form, onSubmit, reset };
}

export type PersonFormApi = ReturnType<typeof usePersonForm>["form"];
