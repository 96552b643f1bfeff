import { useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useNavigate, useSearchParams } from "react-router";
import { clearSession, signIn } from "../../../../lib/auth/auth-store.ts";
import { setLocked } from "../../../../lib/auth/lock-state.ts";
import { safeRedirectPath } from "../../../../lib/auth/safe-redirect.ts";
import { NOTICE_MS, showNotice } from "../../../../lib/notices/notice-store.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";
import { CheckboxField } from "../components/checkbox-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";

export default function LoginPage() {
  const { t } = useTranslation();
  const page = usePageText("login");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await signIn(email, password, remember);
    } catch {
      clearSession(); // a token whose user cannot be loaded is no session
      // Spec §8: any login failure shows login_failed and login_error.
      showNotice({ kind: "error", title: t("login_failed"), message: t("login_error") });
      setSending(false);
      return;
    }
    setLocked(false);
    // Spec §4: the notice shows for about two seconds, then the profile (or the page that sent us here).
    showNotice({ kind: "success", title: t("login_success"), message: t("welcome_back") });
    const destination = safeRedirectPath(searchParams.get("redirect"));
    setTimeout(() => void navigate(destination, { replace: true }), NOTICE_MS);
  }

  return (
    <div data-page="login" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      <AuthHeading title={page.title} lead={t("auth.login.lead")} />
      <form onSubmit={handleSubmit} className="space-y-4">
        <TextField
          id="login-email"
          label={t("auth.fields.workEmail")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="login-password"
          label={t("auth.fields.password")}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            id="login-remember"
            label={t("auth.login.rememberMe")}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <AuthLink to="/auth-re-password">{t("auth.login.forgotPassword")}</AuthLink>
        </div>
        <button type="submit" className={buttonClasses("primary", "w-full")} disabled={sending}>
          {sending ? t("auth.login.submitting") : t("auth.login.submit")}
        </button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans i18nKey="auth.login.noAccount" components={{ a: <AuthLink to="/signup" /> }} />
      </p>
    </div>
  );
}
