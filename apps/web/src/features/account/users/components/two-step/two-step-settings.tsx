import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../../components/button-classes.ts";
import { LoadState } from "../../../../../components/load-state.tsx";
import { useAuthSession } from "../../../../../lib/auth/auth-store.ts";
import { useAccountSecurity, useRegenerateCodes } from "../../api/security-api.ts";
import { AuthenticatorApp } from "./authenticator-app.tsx";
import { PasskeyList } from "./passkey-list.tsx";
import { PasswordConfirmDialog } from "./password-confirm-dialog.tsx";
import { RecoveryCodesPanel } from "./recovery-codes-panel.tsx";

/** The account's two-step sign-in: authenticator app, passkeys and recovery codes (ADR 0053). */
export function TwoStepSettings() {
  const { t } = useTranslation();
  const security = useAccountSecurity();
  const { email } = useAuthSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [regenerating, setRegenerating] = useState(false);
  const regenerate = useRegenerateCodes();
  return (
    <LoadState query={security}>
      {(data) => (
        <div className="mt-2 space-y-6">
          <p className="text-sm">{t("secondFactors.settings.lead")}</p>
          <AuthenticatorApp enabledAt={data.totp.enabled_at} onCodes={setCodes} />
          <PasskeyList passkeys={data.passkeys} onCodes={setCodes} />
          <div data-testid="recovery-codes-state" className="flex flex-wrap items-center gap-3">
            <div className="min-w-0">
              <h4 className="font-semibold text-slate-900 dark:text-white">
                {t("secondFactors.settings.recovery.title")}
              </h4>
              <p className="text-sm">
                {data.recovery_codes_left || data.totp.enabled || data.passkeys.length
                  ? t("secondFactors.settings.recovery.left", { count: data.recovery_codes_left })
                  : t("secondFactors.settings.recovery.none")}
              </p>
            </div>
            {data.totp.enabled || data.passkeys.length ? (
              <button
                type="button"
                className={buttonClasses("secondary", "ms-auto")}
                aria-describedby="regenerate-hint"
                onClick={() => setRegenerating(true)}
              >
                {t("secondFactors.settings.recovery.regenerate")}
              </button>
            ) : null}
            <p id="regenerate-hint" className="sr-only">
              {t("secondFactors.settings.recovery.regenerateHint")}
            </p>
          </div>
          {codes ? (
            <RecoveryCodesPanel codes={codes} email={email ?? ""} onDone={() => setCodes(null)} />
          ) : null}
          <PasswordConfirmDialog
            id="regenerate-recovery-codes"
            open={regenerating}
            onClose={() => setRegenerating(false)}
            onConfirm={async (password) => {
              const answer = await regenerate.mutateAsync(password);
              setCodes(answer.recovery_codes);
            }}
          />
        </div>
      )}
    </LoadState>
  );
}
