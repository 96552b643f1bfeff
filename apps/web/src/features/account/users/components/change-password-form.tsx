import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { TextField } from "../../../../components/text-field.tsx";

const empty = { current: "", next: "", confirm: "" };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(empty);
  const [sending, setSending] = useState(false);
  const mismatch = values.confirm !== "" && values.confirm !== values.next;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.next !== values.confirm) {
      confirmRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await request("/api/user/me/password", {
        json: { current_password: values.current, new_password: values.next },
      });
      setValues(empty);
      showNotice({ kind: "success", title: t("accountArea.password.changed") });
    } catch (error) {
      notifyFailure(error, t, { 422: "auth.errors.currentPasswordWrong" });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-4">
      <TextField
        id="password-current"
        label={t("accountArea.password.current")}
        type="password"
        autoComplete="current-password"
        required
        value={values.current}
        onChange={(event) => setValues({ ...values, current: event.target.value })}
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
        value={values.next}
        onChange={(event) => setValues({ ...values, next: event.target.value })}
      />
      <TextField
        ref={confirmRef}
        id="password-confirm"
        label={t("accountArea.password.confirm")}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={mismatch}
        hint={
          <span aria-live="polite">
            {mismatch ? t("accountArea.password.mismatch") : t("accountArea.password.confirmHint")}
          </span>
        }
        value={values.confirm}
        onChange={(event) => setValues({ ...values, confirm: event.target.value })}
      />
      <button type="submit" className={buttonClasses("primary")} disabled={sending}>
        {sending ? t("accountArea.password.submitting") : t("accountArea.password.submit")}
      </button>
    </form>
  );
}
