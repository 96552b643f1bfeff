import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { useModalDialog } from "../../../../hooks/use-modal-dialog.ts";
import type { Person } from "../api/people-api.ts";
import { usePersonForm } from "../hooks/use-person-form.ts";
import { PersonFormFields } from "./person-form-fields.tsx";

type PersonFormProps = {
  /** The person being edited; null adds a new one. */
  person: Person | null;
  open: boolean;
  onClose: () => void;
};

/**
 * Add or edit a person in a modal dialog (focus stays inside, Esc closes). Checked with the
 * shared contract before sending; a refusal keeps everything typed and marks the field.
 */
export function PersonForm({ person, open, onClose }: PersonFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { form, onSubmit, reset } = usePersonForm(person, onClose);
  const dialog = useModalDialog(open, reset);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(44rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={onSubmit} noValidate className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {person ? t("register.people.form.editTitle") : t("register.people.form.addTitle")}
        </h2>
        {open ? <PersonFormFields id={id} form={form} person={person} /> : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("register.people.form.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("register.people.form.save")}
            sendingLabel={t("register.people.form.saving")}
          />
        </div>
      </form>
    </dialog>
  );
}
