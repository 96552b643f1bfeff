import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { HttpError, request } from "../../../lib/http/http-client.ts";
import { showNotice } from "../../../lib/notices/notice-store.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";
import { CheckboxField } from "../components/checkbox-field.tsx";
import { TextField } from "../../../components/text-field.tsx";

/** Wrong credentials need no second line; anything else (network, server) gets login_error. */
function isCredentialError(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 422);
}

export default function LoginPage() {
  const { t } = useTranslation();
  const page = usePageText("login");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/customer/auth/login", {
        form: { username: email, password, remember: remember ? "true" : "false" },
      });
      showNotice({ kind: "success", title: t("login_success"), message: t("welcome_back") });
    } catch (error) {
      const failure = { kind: "error" as const, title: t("login_failed") };
      showNotice(isCredentialError(error) ? failure : { ...failure, message: t("login_error") });
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-page="login" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      <AuthHeading
        title={page.title}
        lead="Welcome back. Sign in to see your devices, your trial and your account."
      />
      <form onSubmit={handleSubmit} className="space-y-4">
        <TextField
          id="login-email"
          label="Work e-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            id="login-remember"
            label="Remember me"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <AuthLink to="/auth-re-password">Forgot password?</AuthLink>
        </div>
        <button type="submit" className={buttonClasses("primary", "w-full")} disabled={sending}>
          {sending ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        New to Fleetward? <AuthLink to="/signup">Create account</AuthLink>
      </p>
    </div>
  );
}
