import type { ParseKeys } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";
import { EmailConfirmationStatus } from "../components/email-confirmation-status.tsx";

/** The sign-up page passes the address in the navigation state; a reload loses it, which is fine. */
function emailFromState(state: unknown): string | null {
  if (typeof state === "object" && state !== null && "email" in state) {
    return typeof state.email === "string" ? state.email : null;
  }
  return null;
}

const troubleshooting: readonly ParseKeys[] = [
  "auth.signupSuccess.tips.wait",
  "auth.signupSuccess.tips.spam",
  "auth.signupSuccess.tips.typo",
  "auth.signupSuccess.tips.allowSender",
];

export default function SignupSuccessPage() {
  const { t } = useTranslation();
  const page = usePageText("signupSuccess");
  const email = emailFromState(useLocation().state);
  // The confirmation link of the e-mail comes back here with ?confirm=<token>.
  const confirmToken = useSearchParams()[0].get("confirm");
  if (confirmToken) {
    return (
      <div data-page="signup-success">
        <PageMeta title={page.title} description={page.description} />
        <EmailConfirmationStatus token={confirmToken} />
      </div>
    );
  }
  return (
    <div data-page="signup-success" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      <AuthHeading
        title={page.title}
        lead={email ? t("auth.signupSuccess.lead", { email }) : t("auth.signupSuccess.leadNoEmail")}
      />
      <ol className="list-decimal space-y-2 ps-5 text-slate-700 dark:text-slate-300">
        <li>{t("auth.signupSuccess.steps.openEmail")}</li>
        <li>{t("auth.signupSuccess.steps.selectButton")}</li>
        <li>{t("auth.signupSuccess.steps.signIn")}</li>
      </ol>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800">
        <h2 className="font-semibold text-slate-900 dark:text-white">
          {t("auth.signupSuccess.nothingArrived")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
          {troubleshooting.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          <Trans
            i18nKey="auth.signupSuccess.stillNothing"
            components={{ a: <AuthLink to="/helpcenter-support" /> }}
          />
        </p>
      </div>
      <Link to="/login" className={buttonClasses("primary", "w-full")}>
        {t("auth.continueToSignIn")}
      </Link>
    </div>
  );
}
