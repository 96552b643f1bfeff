import { totpConfirmSchema, type TotpEnrolment } from "@fleetward/contracts/second-factors";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../../components/text-field.tsx";
import { useContractForm } from "../../../../../hooks/use-contract-form.ts";
import { formatDate } from "../../../../../lib/format.ts";
import { showNotice } from "../../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../../lib/notices/notify-failure.ts";
import { startTotp, useConfirmTotp, useDisableTotp } from "../../api/security-api.ts";
import { PasswordConfirmDialog } from "./password-confirm-dialog.tsx";

type Props = {
  enabledAt: string | null;
  /** New recovery codes to show once (the first factor brings them). */
  onCodes: (codes: string[] | null) => void;
};

/** The authenticator app: its state, setting it up with a QR code, removing it. */
export function AuthenticatorApp({ enabledAt, onCodes }: Props) {
  const { t, i18n } = useTranslation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [removing, setRemoving] = useState(false);
  const disable = useDisableTotp();

  const begin = async () => {
    try {
      setEnrolment(await startTotp());
    } catch (error) {
      notifyFailure(error, t);
    }
  };

  return (
    <div data-testid="authenticator-app" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900 dark:text-white">
            {t("secondFactors.settings.app.title")}
          </h4>
          <p className="text-sm">
            {enabledAt
              ? t("secondFactors.settings.app.on", { date: formatDate(enabledAt, i18n.language) })
              : t("secondFactors.settings.app.off")}
          </p>
        </div>
        {enabledAt ? (
          <button
            type="button"
            className={buttonClasses("secondary", "ms-auto")}
            onClick={() => setRemoving(true)}
          >
            {t("secondFactors.settings.app.remove")}
          </button>
        ) : enrolment ? null : (
          <button
            type="button"
            className={buttonClasses("primary", "ms-auto")}
            onClick={() => void begin()}
          >
            {t("secondFactors.settings.app.setUp")}
          </button>
        )}
      </div>
      {enrolment && !enabledAt ? (
        <TotpEnrolmentForm
          enrolment={enrolment}
          onDone={(codes) => {
            setEnrolment(null);
            onCodes(codes);
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : null}
      <PasswordConfirmDialog
        id="remove-authenticator-app"
        open={removing}
        onClose={() => setRemoving(false)}
        onConfirm={async (password) => {
          await disable.mutateAsync(password);
          showNotice({ kind: "success", title: t("secondFactors.settings.app.removed") });
        }}
      />
    </div>
  );
}

type EnrolmentProps = {
  enrolment: TotpEnrolment;
  onDone: (codes: string[] | null) => void;
  onCancel: () => void;
};

/** The QR code (or the key to type), then the first code from the app. */
function TotpEnrolmentForm({ enrolment, onDone, onCancel }: EnrolmentProps) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const form = useContractForm(totpConfirmSchema, {
    defaultValues: { code: "" },
    statusFields: { 422: "code" },
    messages: {
      code: (problem) =>
        problem.code === "server"
          ? "secondFactors.errors.setupCode"
          : "secondFactors.signIn.codeFormat",
    },
  });
  const onSubmit = form.submit(async ({ code }) => {
    const { recovery_codes } = await confirm.mutateAsync(code);
    showNotice({ kind: "success", title: t("secondFactors.settings.app.enabled") });
    onDone(recovery_codes);
  });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-800"
    >
      <p className="text-sm">{t("secondFactors.settings.app.scan")}</p>
      <img
        src={qr}
        alt={t("secondFactors.settings.app.qrLabel")}
        width={176}
        height={176}
        className="rounded-md bg-white p-2"
      />
      <p className="text-sm">
        {t("secondFactors.settings.app.manual")}{" "}
        <code
          dir="ltr"
          data-testid="totp-secret"
          className="font-mono break-all text-slate-900 dark:text-white"
        >
          {enrolment.secret.match(/.{1,4}/g)?.join(" ")}
        </code>
      </p>
      <TextField
        id="totp-setup-code"
        label={t("secondFactors.settings.app.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...form.field("code")}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          sending={form.sending}
          label={t("secondFactors.settings.app.confirm")}
          sendingLabel={t("secondFactors.settings.app.confirming")}
        />
        <button type="button" className={buttonClasses("secondary")} onClick={onCancel}>
          {t("secondFactors.settings.app.cancel")}
        </button>
      </div>
    </form>
  );
}
