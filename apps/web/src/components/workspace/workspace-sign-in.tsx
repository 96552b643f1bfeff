import { loginRequestSchema } from "@fleetward/contracts/auth";
import type { SecondFactorChallenge } from "@fleetward/contracts/second-factors";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../text-field.tsx";
import { useContractForm } from "../../hooks/use-contract-form.ts";
import { clearSession, signIn, signInWithPasskey } from "../../lib/auth/auth-store.ts";
import { passkeyFailureKey } from "../../lib/auth/passkeys.ts";
import { buttonClasses } from "../button-classes.ts";
import { signInFailure, type SignInFailure } from "../../lib/auth/sign-in-failure.ts";
import { showNotice } from "../../lib/notices/notice-store.ts";
import { SecondFactorStep } from "../auth/second-factor-step.tsx";
import {
  CompanySignInButton,
  CompanySignInFailure,
  useCompanySignInAvailable,
  type CompanySignInError,
} from "./company-sign-in.tsx";

/** The login call's contract: the e-mail goes as `username`. */
const signInSchema = loginRequestSchema.pick({ username: true, password: true });

/**
 * Signs in with the login call. A refusal is said once, beside the form (no toast on top of it):
 * "login failed", and the reason only when it is not the credentials (see signInFailure).
 */
function useWorkspaceSignIn() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<SignInFailure | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const form = useContractForm(signInSchema, { defaultValues: { username: "", password: "" } });
  const welcome = async () => {
    showNotice({ kind: "success", title: t("login_success"), message: t("welcome_back") });
  };
  const onSubmit = form.submit(async ({ username, password }) => {
    setFailed(null);
    try {
      const answer = await signIn(username, password, false);
      if ("second_factor_required" in answer) return setChallenge(answer);
      await welcome();
    } catch (error) {
      clearSession();
      setFailed(signInFailure(error));
    }
  });
  const restart = () => {
    form.setValue("password", "");
    setChallenge(null);
  };
  return { form, onSubmit, failed, challenge, welcome, restart };
}

/**
 * Sign-in on the workspace's own origin: tokens live in this origin's storage, so a session
 * on the main site does not carry over. The same Fleetward account and login call.
 */
export function WorkspaceSignIn(props: {
  appDomain: string;
  /** The site's passkeys work on this origin (see the workspace lookup). */
  passkeys: boolean;
  companyError?: CompanySignInError | null;
}) {
  const { appDomain, companyError } = props;
  const { t } = useTranslation();
  const id = useId();
  const { form, onSubmit, failed, challenge, welcome, restart } = useWorkspaceSignIn();
  const company = useCompanySignInAvailable();

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t("workspace.signIn.title")}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t("workspace.signIn.lead", { app: appDomain })}
      </p>
      {companyError ? (
        <div className="mt-6">
          <CompanySignInFailure error={companyError} />
        </div>
      ) : null}
      {company.data && !challenge ? <CompanyChoice /> : null}
      {challenge ? (
        <div className="mt-6">
          <SecondFactorStep
            challenge={challenge}
            onSignedIn={welcome}
            onRestart={restart}
            passkeys={props.passkeys}
          />
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-6 space-y-4"
          aria-describedby={`${id}-status`}
        >
          <TextField
            id={`${id}-email`}
            label={t("auth.fields.workEmail")}
            type="email"
            autoComplete="email"
            required
            {...form.field("username")}
          />
          <TextField
            id={`${id}-password`}
            label={t("auth.fields.password")}
            type="password"
            autoComplete="current-password"
            required
            {...form.field("password")}
          />
          <p
            id={`${id}-status`}
            role="status"
            className="text-sm text-red-700 dark:text-red-400"
            data-testid="sign-in-failure"
          >
            {failed ? t(failed.title as "login_failed") : ""}
            {failed?.message ? ` ${t(failed.message as "login_error")}` : ""}
          </p>
          <SubmitButton
            sending={form.sending}
            label={t("auth.login.submit")}
            sendingLabel={t("auth.login.submitting")}
            className="w-full"
          />
        </form>
      )}
      {props.passkeys && !challenge ? <PasskeySignIn onSignedIn={welcome} /> : null}
    </div>
  );
}

/** A passkey alone signs in here too, when the site's passkeys work on this origin. */
function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const signInWithKey = async () => {
    setBusy(true);
    try {
      await signInWithPasskey(false);
    } catch (error) {
      clearSession();
      showNotice({ kind: "error", title: t("login_failed"), message: t(passkeyFailureKey(error)) });
      setBusy(false);
      return;
    }
    await onSignedIn();
  };
  return (
    <button
      type="button"
      className={buttonClasses("secondary", "mt-3 w-full")}
      disabled={busy}
      onClick={() => void signInWithKey()}
    >
      {t("secondFactors.signIn.withPasskey")}
    </button>
  );
}

/** The company sign-in first, then the password form below an "or". */
function CompanyChoice() {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <CompanySignInButton />
      <p className="mt-6 flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t("sso.signIn.or")}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </p>
    </div>
  );
}
