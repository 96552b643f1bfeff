import {
  recoveryCodeSchema,
  totpCodeSchema,
  type SecondFactorChallenge,
} from "@fleetward/contracts/second-factors";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { buttonClasses } from "../button-classes.ts";
import { SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../text-field.tsx";
import { useContractForm } from "../../hooks/use-contract-form.ts";
import { completeSecondFactor } from "../../lib/auth/auth-store.ts";
import { answerWithPasskey, passkeyFailureKey } from "../../lib/auth/passkeys.ts";
import { HttpError } from "../../lib/http/http-client.ts";
import { showNotice } from "../../lib/notices/notice-store.ts";

type StepProps = {
  challenge: SecondFactorChallenge;
  /** The session is open: the page says so and moves on. */
  onSignedIn: () => Promise<void>;
  /** The step expired or the person wants another account: back to e-mail and password. */
  onRestart: () => void;
  /**
   * Whether the offered passkey may answer here: on a workspace's own origin only when the
   * site's RP ID is a parent of its host (the workspace lookup says so; ADR 0053).
   */
  passkeys?: boolean;
};

const codeSchema = z.object({ code: totpCodeSchema });
const recoverySchema = z.object({ recovery_code: recoveryCodeSchema });

/** A refusal that ends the step (its ten minutes or five tries are spent). */
const isExpired = (error: unknown) =>
  error instanceof HttpError && error.status === 401 && /expired/.test(error.detail ?? "");

/**
 * The sign-in step after a right password when the account has a second factor (ADR 0053):
 * the authenticator app's code, a recovery code, or the passkey the server offered.
 */
export function SecondFactorStep({ challenge, onSignedIn, onRestart, passkeys = true }: StepProps) {
  const { t } = useTranslation();
  const hasApp = challenge.methods.includes("totp");
  const [mode, setMode] = useState<"totp" | "recovery_code">(hasApp ? "totp" : "recovery_code");

  const expired = () => {
    showNotice({ kind: "error", title: t("secondFactors.errors.expired") });
    onRestart();
  };

  /** Sends one answer; an expired step starts over, other refusals go to the caller. */
  const answer = async (send: () => Promise<unknown>) => {
    try {
      await send();
    } catch (error) {
      if (isExpired(error)) return expired();
      throw error;
    }
    await onSignedIn();
  };

  const lead =
    mode === "recovery_code"
      ? "secondFactors.signIn.leadRecovery"
      : passkeys && challenge.passkey_options
        ? "secondFactors.signIn.leadPasskey"
        : "secondFactors.signIn.leadCode";

  return (
    <section aria-labelledby="second-factor-title" className="space-y-5">
      <div>
        <h2 id="second-factor-title" className="text-lg font-semibold">
          {t("secondFactors.signIn.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(lead)}</p>
      </div>
      {challenge.passkey_options ? <PasskeyAnswer challenge={challenge} answer={answer} /> : null}
      {mode === "totp" ? (
        <CodeForm token={challenge.token} answer={answer} />
      ) : (
        <RecoveryForm token={challenge.token} answer={answer} />
      )}
      <div className="flex flex-col items-start gap-2 text-sm">
        {hasApp ? (
          <button
            type="button"
            className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
            onClick={() => setMode(mode === "totp" ? "recovery_code" : "totp")}
          >
            {t(
              mode === "totp"
                ? "secondFactors.signIn.useRecoveryCode"
                : "secondFactors.signIn.useCode",
            )}
          </button>
        ) : null}
        <button
          type="button"
          className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
          onClick={onRestart}
        >
          {t("secondFactors.signIn.startOver")}
        </button>
      </div>
    </section>
  );
}

type AnswerProps = { token: string; answer: (send: () => Promise<unknown>) => Promise<void> };

function CodeForm({ token, answer }: AnswerProps) {
  const { t } = useTranslation();
  const form = useContractForm(codeSchema, {
    defaultValues: { code: "" },
    statusFields: { 401: "code" },
    messages: {
      code: (problem) =>
        problem.status === 401
          ? "secondFactors.errors.wrongCode"
          : "secondFactors.signIn.codeFormat",
    },
  });
  const onSubmit = form.submit(({ code }) => answer(() => completeSecondFactor({ token, code })));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id="second-factor-code"
        label={t("secondFactors.signIn.code")}
        hint={t("secondFactors.signIn.codeHint")}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        required
        {...form.field("code")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("secondFactors.signIn.submit")}
        sendingLabel={t("secondFactors.signIn.submitting")}
        className="w-full"
      />
    </form>
  );
}

function RecoveryForm({ token, answer }: AnswerProps) {
  const { t } = useTranslation();
  const form = useContractForm(recoverySchema, {
    defaultValues: { recovery_code: "" },
    statusFields: { 401: "recovery_code" },
    messages: {
      recovery_code: (problem) =>
        problem.status === 401
          ? "secondFactors.errors.wrongCode"
          : "secondFactors.signIn.recoveryFormat",
    },
  });
  const onSubmit = form.submit(({ recovery_code }) =>
    answer(() => completeSecondFactor({ token, recovery_code })),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id="second-factor-recovery"
        label={t("secondFactors.signIn.recoveryCode")}
        hint={t("secondFactors.signIn.recoveryCodeHint")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        {...form.field("recovery_code")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("secondFactors.signIn.submit")}
        sendingLabel={t("secondFactors.signIn.submitting")}
        className="w-full"
      />
    </form>
  );
}

function PasskeyAnswer({
  challenge,
  answer,
}: {
  challenge: SecondFactorChallenge;
  answer: AnswerProps["answer"];
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const options = challenge.passkey_options;
  const answerNow = async () => {
    if (!options) return;
    setBusy(true);
    try {
      await answer(async () => {
        const passkey = await answerWithPasskey(options);
        return completeSecondFactor({ token: challenge.token, passkey });
      });
    } catch (error) {
      showNotice({ kind: "error", title: t(passkeyFailureKey(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={buttonClasses("primary", "w-full")}
        disabled={busy}
        onClick={() => void answerNow()}
      >
        {t("secondFactors.signIn.usePasskey")}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        {t("secondFactors.signIn.or")}
      </p>
    </div>
  );
}
