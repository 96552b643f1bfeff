import { useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { useNavigate } from "react-router";
import { HttpError, request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/password-strength.ts";
import { AuthLink } from "./auth-link.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { PasswordStrengthHint } from "./password-strength-hint.tsx";

/** Step two of recovery, reached from the link in the e-mail (`?token=`). */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const mismatch = confirm !== "" && confirm !== password;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      confirmRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await request("/api/customer/auth/password-reset/confirm", { json: { token, password } });
      setDone(true);
      showNotice({ kind: "success", title: t("auth.newPassword.changedNotice") });
    } catch (error) {
      notifyFailure(error, t, {
        400: "auth.errors.resetLinkInvalid",
        422: "auth.errors.passwordRejected",
      });
      // A dead link: bring back the request form so a new link is one step away.
      if (error instanceof HttpError && error.status === 400) {
        void navigate("/auth-re-password", { replace: true });
      }
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-300">
        <Trans i18nKey="auth.newPassword.changed" components={{ a: <AuthLink to="/login" /> }} />
      </p>
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <div>
        <TextField
          id="reset-password"
          label={t("auth.fields.newPassword")}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          aria-describedby="reset-password-strength"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordStrengthHint id="reset-password-strength" password={password} />
      </div>
      <TextField
        ref={confirmRef}
        id="reset-confirm"
        label={t("auth.fields.confirmNewPassword")}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={mismatch}
        hint={
          <span aria-live="polite">
            {mismatch ? t("auth.newPassword.mismatch") : t("auth.newPassword.confirmHint")}
          </span>
        }
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <button type="submit" className={buttonClasses("primary", "w-full")} disabled={sending}>
        {sending ? t("auth.newPassword.submitting") : t("auth.newPassword.submit")}
      </button>
    </form>
  );
}
