import { passwordResetConfirmSchema } from "@fleetward/contracts/auth";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { withConfirmation } from "../../../../components/form/confirmation.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { HttpError, request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { AuthLink } from "./auth-link.tsx";
import { NewPasswordField } from "./new-password-field.tsx";

/** The new password, typed twice; the token comes from the link, not from a field. */
const newPasswordSchema = withConfirmation(
  passwordResetConfirmSchema.pick({ password: true }),
  "password",
);

/** Step two of recovery, reached from the link in the e-mail (`?token=`). */
export function NewPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-300">
        <Trans i18nKey="auth.newPassword.changed" components={{ a: <AuthLink to="/login" /> }} />
      </p>
    );
  }
  return <NewPasswordFields token={token} onDone={() => setDone(true)} />;
}

function NewPasswordFields({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useContractForm(newPasswordSchema, {
    defaultValues: { password: "", confirm: "" },
    messages: {
      password: (problem) =>
        problem.code === "server" ? "auth.errors.passwordRejected" : undefined,
      confirm: "auth.newPassword.mismatch",
    },
    failures: { 422: "auth.errors.passwordRejected" },
  });

  const onSubmit = form.submit(async ({ password }) => {
    try {
      await request("/api/customer/auth/password-reset/confirm", { json: { token, password } });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      // A dead link: bring back the request form so a new link is one step away.
      notifyFailure(error, t, { 400: "auth.errors.resetLinkInvalid" });
      await navigate("/auth-re-password", { replace: true });
      return;
    }
    onDone();
    showNotice({ kind: "success", title: t("auth.newPassword.changedNotice") });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordField
        id="reset-password"
        label={t("auth.fields.newPassword")}
        password={form.watch("password")}
        {...form.field("password")}
      />
      <TextField
        id="reset-confirm"
        label={t("auth.fields.confirmNewPassword")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("auth.newPassword.confirmHint")}
        {...form.field("confirm")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("auth.newPassword.submit")}
        sendingLabel={t("auth.newPassword.submitting")}
        className="w-full"
      />
    </form>
  );
}
