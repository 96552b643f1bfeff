import { useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";
import { CheckboxField } from "../components/checkbox-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { PasswordStrengthHint } from "../components/password-strength-hint.tsx";
import { localeCodes, type LocaleCode } from "../../../../lib/i18n/languages.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/password-strength.ts";

// The browser compiles `pattern` with the `v` flag, where a literal hyphen must be escaped.
const USERNAME_PATTERN = "[A-Za-z0-9._\\-]{3,32}";

const isLocaleCode = (code: string): code is LocaleCode =>
  (localeCodes as readonly string[]).includes(code);

export default function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const page = usePageText("signup");
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/customer/auth/register", {
        json: {
          username,
          email,
          password,
          accept_terms: acceptTerms,
          // The account's e-mails are written in the language the form was filled in.
          locale: isLocaleCode(i18n.language) ? i18n.language : undefined,
        },
      });
      await navigate("/auth-signup-success", { state: { email } });
    } catch (error) {
      notifyFailure(error, t, {
        409: "auth.errors.usernameTaken",
        422: "auth.errors.passwordRejected",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-page="signup" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      <AuthHeading title={page.title} lead={t("auth.signup.lead")} />
      <form onSubmit={handleSubmit} className="space-y-4">
        <TextField
          id="signup-username"
          label={t("auth.fields.username")}
          autoComplete="username"
          required
          minLength={3}
          maxLength={32}
          pattern={USERNAME_PATTERN}
          hint={t("auth.signup.usernameHint")}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          id="signup-email"
          label={t("auth.fields.workEmail")}
          type="email"
          autoComplete="email"
          required
          hint={t("auth.signup.emailHint")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <TextField
            id="signup-password"
            label={t("auth.fields.password")}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            aria-describedby="signup-password-strength"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordStrengthHint id="signup-password-strength" password={password} />
        </div>
        <CheckboxField
          id="signup-terms"
          required
          checked={acceptTerms}
          onChange={(event) => setAcceptTerms(event.target.checked)}
          label={
            <Trans
              i18nKey="auth.signup.acceptTerms"
              components={{ a: <AuthLink to="/page-terms" /> }}
            />
          }
        />
        <button type="submit" className={buttonClasses("primary", "w-full")} disabled={sending}>
          {sending ? t("auth.signup.submitting") : t("auth.signup.submit")}
        </button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans i18nKey="auth.signup.haveAccount" components={{ a: <AuthLink to="/login" /> }} />
      </p>
    </div>
  );
}
