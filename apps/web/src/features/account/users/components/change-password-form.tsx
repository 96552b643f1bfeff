import { changePasswordRequestSchema } from "@fleetward/contracts/auth";
import { useTranslation } from "react-i18next";
import { withConfirmation } from "../../../../components/form/confirmation.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

const changePasswordSchema = withConfirmation(changePasswordRequestSchema, "new_password");

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useContractForm(changePasswordSchema, {
    defaultValues: { current_password: "", new_password: "", confirm: "" },
    messages: {
      current_password: (problem) =>
        problem.code === "server" ? "auth.errors.currentPasswordWrong" : undefined,
      new_password: (problem) =>
        problem.code === "server" ? "auth.errors.passwordRejected" : undefined,
      confirm: "accountArea.password.mismatch",
    },
    failures: { 422: "auth.errors.currentPasswordWrong" },
  });
  const onSubmit = form.submit(async ({ current_password, new_password }) => {
    await request("/api/user/me/password", { json: { current_password, new_password } });
    form.reset();
    showNotice({ kind: "success", title: t("accountArea.password.changed") });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <TextField
        id="password-current"
        label={t("accountArea.password.current")}
        type="password"
        autoComplete="current-password"
        required
        {...form.field("current_password")}
      />
      <TextField
        id="password-new"
        label={t("accountArea.password.new")}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint={t("accountArea.password.newHint")}
        {...form.field("new_password")}
      />
      <TextField
        id="password-confirm"
        label={t("accountArea.password.confirm")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("accountArea.password.confirmHint")}
        {...form.field("confirm")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("accountArea.password.submit")}
        sendingLabel={t("accountArea.password.submitting")}
      />
    </form>
  );
}
