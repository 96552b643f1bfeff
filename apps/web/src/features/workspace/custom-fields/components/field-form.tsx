import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  saveCustomField,
  useCustomFieldsRefresh,
  type CustomField,
  type NamedItem,
} from "../api/custom-fields-api.ts";
import {
  emptyFieldValues,
  fieldCreateFormSchema,
  fieldFormMessages,
  fieldFormValuesOf,
  fieldPayload,
  fieldUpdatePayload,
  fieldUpdateFormSchema,
} from "../lib/field-form-values.ts";
import { FieldFormFields } from "./field-form-fields.tsx";

type FieldFormProps = {
  /** The field being edited; null adds a new one. */
  field: CustomField | null;
  open: boolean;
  categories: NamedItem[];
  onClose: () => void;
};

/** Add or edit a definition in a modal dialog; a refusal keeps what was typed. */
export function FieldForm({ field, open, categories, onClose }: FieldFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useCustomFieldsRefresh();
  const form = useContractForm(field ? fieldUpdateFormSchema : fieldCreateFormSchema, {
    defaultValues: emptyFieldValues,
    messages: fieldFormMessages,
  });
  const { reset } = form;

  // Each time the dialog opens: the field's own values, without old errors.
  useEffect(() => {
    if (open) reset(fieldFormValuesOf(field));
  }, [open, field, reset]);

  // What is sent is built from what was typed; the parsed values only proved it valid.
  const onSubmit = form.submit(async () => {
    const values = form.getValues();
    const saved = field
      ? await saveCustomField({ id: field.id, values: fieldUpdatePayload(values) })
      : await saveCustomField({ id: null, values: fieldPayload(values) });
    await refresh();
    const notice = field ? "customFields.form.updated" : "customFields.form.added";
    showNotice({ kind: "success", title: t(notice, { name: saved.name }) });
    onClose();
  });

  return (
    <ModalDialog
      id={id}
      open={open}
      title={field ? t("customFields.form.editTitle") : t("customFields.form.addTitle")}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate>
        <FieldFormFields id={id} form={form} editing={field !== null} categories={categories} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("customFields.form.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("customFields.form.save")}
            sendingLabel={t("customFields.form.saving")}
          />
        </div>
      </form>
    </ModalDialog>
  );
}
