import { loginRequestSchema } from "@fleetward/contracts/auth";
import type { SecondFactorChallenge } from "@fleetward/contracts/second-factors";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { clearSession, signIn, signInWithPasskey } from "../../../../lib/auth/auth-store.ts";
import { passkeyFailureKey } from "../../../../lib/auth/passkeys.ts";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { setLocked } from "../../../../lib/auth/lock-state.ts";
import { signInFailure } from "../../../../lib/auth/sign-in-failure.ts";
import { safeRedirectPath } from "../../../../lib/auth/safe-redirect.ts";
import { NOTICE_MS, showNotice } from "../../../../lib/notices/notice-store.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";
import { CompanySignInLink } from "../components/company-sign-in-link.tsx";
import { SecondFactorStep } from "../../../../components/auth/second-factor-step.tsx";

/** The contract's login fields; "remember me" is a checkbox here and a form value on the wire. */
const loginFormSchema = loginRequestSchema.extend({ remember: z.boolean() });

export default function LoginPage() {
  const { t } = useTranslation();
  const page = usePageText("login");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useContractForm(loginFormSchema, {
    defaultValues: { username: "", password: "", remember: false },
  });

  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  /** Spec §4: the notice shows for about two seconds, then the profile (or the page that sent us here). */
  const finish = async () => {
    setLocked(false);
    showNotice({ kind: "success", title: t("login_success"), message: t("welcome_back") });
    // Still "sending" until then: the button stays disabled.
    await new Promise((resolve) => setTimeout(resolve, NOTICE_MS));
    await navigate(safeRedirectPath(searchParams.get("redirect")), { replace: true });
  };

  const onSubmit = form.submit(async ({ username, password, remember }) => {
    let answer: Awaited<ReturnType<typeof signIn>>;
    try {
      answer = await signIn(username, password, remember);
    } catch (error) {
      clearSession(); // a token whose user cannot be loaded is no session
      // Spec §8's login_failed, with one more line only when it says something true.
      const failure = signInFailure(error);
      showNotice({
        kind: "error",
        title: t(failure.title as "login_failed"),
        ...(failure.message ? { message: t(failure.message as "login_error") } : {}),
      });
      return;
    }
    if ("second_factor_required" in answer) return setChallenge(answer);
    await finish();
  });

  const onPasskey = async () => {
    setPasskeyBusy(true);
    try {
      await signInWithPasskey(form.getValues("remember"));
    } catch (error) {
      clearSession();
      showNotice({ kind: "error", title: t("login_failed"), message: t(passkeyFailureKey(error)) });
      setPasskeyBusy(false);
      return;
    }
    await finish();
  };

  if (challenge) {
    return (
      <div data-page="login" className="space-y-6">
        <PageMeta title={page.title} description={page.description} />
        <AuthHeading title={page.title} lead={t("auth.login.lead")} />
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={finish}
          onRestart={() => {
            form.setValue("password", "");
            setChallenge(null);
          }}
        />
      </div>
    );
  }

  return (
    <div data-page="login" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      <AuthHeading title={page.title} lead={t("auth.login.lead")} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="login-email"
          label={t("auth.fields.workEmail")}
          type="email"
          autoComplete="email"
          required
          {...form.field("username")}
        />
        <TextField
          id="login-password"
          label={t("auth.fields.password")}
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            id="login-remember"
            label={t("auth.login.rememberMe")}
            {...form.register("remember")}
          />
          <AuthLink to="/auth-re-password">{t("auth.login.forgotPassword")}</AuthLink>
        </div>
        <SubmitButton
          sending={form.sending}
          label={t("auth.login.submit")}
          sendingLabel={t("auth.login.submitting")}
          className="w-full"
        />
      </form>
      <div className="space-y-3">
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t("secondFactors.signIn.or")}
        </p>
        <button
          type="button"
          className={buttonClasses("secondary", "w-full")}
          disabled={passkeyBusy || form.sending}
          onClick={() => void onPasskey()}
        >
          {t("secondFactors.signIn.withPasskey")}
        </button>
        <CompanySignInLink
          disabled={passkeyBusy || form.sending}
          email={async () =>
            (await form.trigger("username")) ? form.getValues("username").trim() : null
          }
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans i18nKey="auth.login.noAccount" components={{ a: <AuthLink to="/signup" /> }} />
      </p>
    </div>
  );
}
