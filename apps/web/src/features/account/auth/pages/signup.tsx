import { registerRequestSchema } from "@fleetward/contracts/auth";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { localeCodes, type LocaleCode } from "../../../../lib/i18n/languages.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";
import { NewPasswordField } from "../components/new-password-field.tsx";

const isLocaleCode = (code: string): code is LocaleCode =>
  (localeCodes as readonly string[]).includes(code);

export default function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const page = usePageText("signup");
  const form = useContractForm(registerRequestSchema, {
    defaultValues: { username: "", email: "", password: "", accept_terms: undefined },
    messages: {
      password: (problem) =>
        problem.code === "server" ? "auth.errors.passwordRejected" : undefined,
      accept_terms: "auth.errors.acceptTerms",
    },
    failures: { 409: "auth.errors.usernameTaken", 422: "auth.errors.passwordRejected" },
  });

  const onSubmit = form.submit(async (account) => {
    await request("/api/customer/auth/register", {
      json: {
        ...account,
        // The account's e-mails are written in the language the form was filled in.
        locale: isLocaleCode(i18n.language) ? i18n.language : undefined,
      },
    });
    await navigate("/auth-signup-success", { state: { email: account.email } });
  });

  return (
    <div data-page="signup" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      <AuthHeading title={page.title} lead={t("auth.signup.lead")} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="signup-username"
          label={t("auth.fields.username")}
          autoComplete="username"
          required
          minLength={3}
          maxLength={32}
          hint={t("auth.signup.usernameHint")}
          {...form.field("username")}
        />
        <TextField
          id="signup-email"
          label={t("auth.fields.workEmail")}
          type="email"
          autoComplete="email"
          required
          hint={t("auth.signup.emailHint")}
          {...form.field("email")}
        />
        <NewPasswordField
          id="signup-password"
          label={t("auth.fields.password")}
          password={form.watch("password")}
          {...form.field("password")}
        />
        <CheckboxField
          id="signup-terms"
          required
          label={
            <Trans
              i18nKey="auth.signup.acceptTerms"
              components={{ a: <AuthLink to="/page-terms" /> }}
            />
          }
          {...form.field("accept_terms")}
        />
        <SubmitButton
          sending={form.sending}
          label={t("auth.signup.submit")}
          sendingLabel={t("auth.signup.submitting")}
          className="w-full"
        />
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans i18nKey="auth.signup.haveAccount" components={{ a: <AuthLink to="/login" /> }} />
      </p>
    </div>
  );
}
