import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { TextField } from "../../../../components/text-field.tsx";

/** Step one of recovery. The answer never says whether the address has an account. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/customer/auth/password-reset/request", { json: { email } });
      setSent(true);
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setSending(false);
    }
  }

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
    <form onSubmit={handleSubmit} className="space-y-4">
      <TextField
        id="recover-email"
        label={t("auth.fields.workEmail")}
        type="email"
        autoComplete="email"
        required
        hint={t("auth.requestReset.emailHint")}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className={buttonClasses("primary", "w-full")} disabled={sending}>
        {sending ? t("auth.requestReset.submitting") : t("auth.requestReset.submit")}
      </button>
    </form>
  );
}
