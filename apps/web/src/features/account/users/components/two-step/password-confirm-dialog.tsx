import { reauthenticationSchema } from "@fleetward/contracts/second-factors";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../../components/form/submit-button.tsx";
import { ModalDialog } from "../../../../../components/modal-dialog.tsx";
import { TextField } from "../../../../../components/text-field.tsx";
import { useContractForm } from "../../../../../hooks/use-contract-form.ts";

type Props = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Runs the change with the password; a 401 is shown under the field. */
  onConfirm: (password: string) => Promise<unknown>;
};

/** Removing a factor or replacing recovery codes asks for the password again (ADR 0053). */
export function PasswordConfirmDialog({ id, open, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(reauthenticationSchema, {
    defaultValues: { password: "" },
    statusFields: { 401: "password" },
    messages: {
      password: (problem) =>
        problem.status === 401 ? "secondFactors.errors.wrongPassword" : undefined,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.submit(async ({ password }) => {
    await onConfirm(password);
    close();
  });
  return (
    <ModalDialog
      id={id}
      open={open}
      title={t("secondFactors.settings.confirm.title")}
      onClose={close}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm">{t("secondFactors.settings.confirm.lead")}</p>
        <TextField
          id={`${id}-password`}
          label={t("secondFactors.settings.confirm.password")}
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={close}>
            {t("secondFactors.settings.confirm.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("secondFactors.settings.confirm.submit")}
            sendingLabel={t("secondFactors.settings.confirm.submit")}
          />
        </div>
      </form>
    </ModalDialog>
  );
}
