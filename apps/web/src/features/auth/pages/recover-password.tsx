import { useSearchParams } from "react-router";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";
import { NewPasswordForm } from "../components/new-password-form.tsx";
import { RequestResetForm } from "../components/request-reset-form.tsx";

export default function RecoverPasswordPage() {
  const page = usePageText("recoverPassword");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <div data-page="recover-password" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      {token ? (
        <>
          <AuthHeading
            title="Choose a new password"
            lead="Pick a password you do not use anywhere else. After saving, sign in with it on every device."
          />
          <NewPasswordForm token={token} />
        </>
      ) : (
        <>
          <AuthHeading
            title={page.title}
            lead="Enter the e-mail address of your Fleetward account and we will send you a link to choose a new password."
          />
          <RequestResetForm />
        </>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Remembered it? <AuthLink to="/login">Back to sign in</AuthLink>
      </p>
    </div>
  );
}
