import { Trans, useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";
import { NewPasswordForm } from "../components/new-password-form.tsx";
import { RequestResetForm } from "../components/request-reset-form.tsx";

export default function RecoverPasswordPage() {
  const { t } = useTranslation();
  const page = usePageText("recoverPassword");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <div data-page="recover-password" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      {token ? (
        <>
          <AuthHeading
            title={t("auth.recover.newPasswordTitle")}
            lead={t("auth.recover.newPasswordLead")}
          />
          <NewPasswordForm token={token} />
        </>
      ) : (
        <>
          <AuthHeading title={page.title} lead={t("auth.recover.requestLead")} />
          <RequestResetForm />
        </>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans i18nKey="auth.recover.remembered" components={{ a: <AuthLink to="/login" /> }} />
      </p>
    </div>
  );
}
