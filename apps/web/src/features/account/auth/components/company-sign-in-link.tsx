import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { companySignInFor } from "../../../../lib/auth/company-sign-in.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

type Props = {
  /** The e-mail typed in the sign-in form once it is valid; null (and the field says why) otherwise. */
  email: () => Promise<string | null>;
  disabled: boolean;
};

/**
 * Sign-in by e-mail domain (ADR 0055): the workspace that verified the address's domain takes
 * the visitor to its own sign-in page, which starts the company sign-in. Sessions live per
 * origin, so the company sign-in happens there, not here.
 */
export function CompanySignInLink({ email, disabled }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    const address = await email();
    if (!address) return;
    setBusy(true);
    try {
      const url = await companySignInFor(address);
      if (url) return window.location.assign(url);
      showNotice({ kind: "info", title: t("sso.signIn.discoverNone") });
    } catch (error) {
      notifyFailure(error, t);
    }
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={buttonClasses("secondary", "w-full")}
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={() => void go()}
      data-testid="company-sign-in-by-email"
    >
      {t("sso.signIn.button")}
    </button>
  );
}
