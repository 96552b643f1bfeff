import { useEffect, useEffectEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import type { License } from "../api/licenses-api.ts";
import { useLicenseForm } from "../hooks/use-license-form.ts";
import { LicenseFormFields } from "./license-form-fields.tsx";

type LicenseFormProps = {
  /** The licence being edited; null adds a new one. */
  license: License | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (saved: License) => void;
};

/**
 * Add or edit a licence in a modal dialog. Checked with the shared contract before sending;
 * a refusal keeps everything typed and marks the field. The product key is never shown here.
 */
export function LicenseForm({ license, open, onClose, onSaved }: LicenseFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { form, onSubmit, reset } = useLicenseForm(license, (saved) => {
    onClose();
    onSaved?.(saved);
  });
  // Each opening starts from the licence's current values (and an empty key field).
  const resetOnOpen = useEffectEvent(reset);
  useEffect(() => {
    if (open) resetOnOpen();
  }, [open]);

  return (
    <ModalDialog
      id={id}
      open={open}
      onClose={onClose}
      title={license ? t("licenses.form.editTitle") : t("licenses.form.addTitle")}
    >
      <form onSubmit={onSubmit} noValidate>
        <LicenseFormFields id={id} form={form} editing={license !== null} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("licenses.form.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("licenses.form.save")}
            sendingLabel={t("licenses.form.saving")}
          />
        </div>
      </form>
    </ModalDialog>
  );
}
