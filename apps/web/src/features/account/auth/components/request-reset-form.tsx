import { passwordResetRequestSchema } from "@fleetward/contracts/auth";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { request } from "../../../../lib/http/http-client.ts";

/** Step one of recovery. The answer never says whether the address has an account. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useContractForm(passwordResetRequestSchema, { defaultValues: { email: "" } });
  const onSubmit = form.submit(async (values) => {
    await request("/api/customer/auth/password-reset/request", { json: values });
    setSent(true);
  });

  if (sent) {
    return (
      <div role="status" className="space-y-4">
        <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
          {t("auth.requestReset.sent")}
        </p>
        <button type="button" className={buttonClasses("secondary")} onClick={() => setSent(false)}>
          {t("auth.requestReset.useDifferentAddress")}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id="recover-email"
        label={t("auth.fields.workEmail")}
        type="email"
        autoComplete="email"
        required
        hint={t("auth.requestReset.emailHint")}
        {...form.field("email")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("auth.requestReset.submit")}
        sendingLabel={t("auth.requestReset.submitting")}
        className="w-full"
      />
    </form>
  );
}
