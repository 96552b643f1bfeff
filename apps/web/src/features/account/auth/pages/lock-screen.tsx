import { unlockRequestSchema } from "@fleetward/contracts/auth";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { setLocked } from "../../../../lib/auth/lock-state.ts";
import { safeRedirectPath } from "../../../../lib/auth/safe-redirect.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { AuthLink } from "../components/auth-link.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { InitialsAvatar } from "../../../../components/initials-avatar.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";

/**
 * Public (spec §6): only a held session can be locked, so without one the page says there is
 * nothing to unlock and offers sign-in, keeping the page that was asked for.
 */
function NothingLocked() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");
  const login = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login";
  return (
    <div data-testid="nothing-locked" className="space-y-6 text-center">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t("auth.lockScreen.nothingLockedTitle")}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {t("auth.lockScreen.nothingLockedLead")}
        </p>
      </div>
      <Link to={login} className={buttonClasses("primary", "w-full")}>
        {t("common.signIn")}
      </Link>
    </div>
  );
}

function LockedSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Initials only: while locked, no account data is on screen.
  const { user, username } = useAuthSession();
  const form = useContractForm(unlockRequestSchema, {
    defaultValues: { password: "" },
    failures: { 401: "auth.errors.incorrectPassword" },
  });
  const onSubmit = form.submit(async (values) => {
    await request("/api/customer/auth/unlock", { json: values });
    setLocked(false);
    // Back to the page that was locked (the workspace, on a workspace host).
    await navigate(safeRedirectPath(searchParams.get("redirect")));
  });

  return (
    <>
      <div className="flex flex-col items-center gap-4">
        <InitialsAvatar name={user?.username ?? username} />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t("auth.lockScreen.title")}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t("auth.lockScreen.lead")}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4 text-start">
        <TextField
          id="unlock-password"
          label={t("auth.fields.password")}
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        <SubmitButton
          sending={form.sending}
          label={t("auth.lockScreen.submit")}
          sendingLabel={t("auth.lockScreen.submitting")}
          className="w-full"
        />
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans i18nKey="auth.lockScreen.notYou" components={{ a: <AuthLink to="/login" /> }} />
      </p>
    </>
  );
}

export default function LockScreenPage() {
  const page = usePageText("lockScreen");
  const { token } = useAuthSession();
  return (
    <div data-page="lock-screen" className="space-y-6 text-center">
      <PageMeta title={page.title} description={page.description} />
      {token ? <LockedSession /> : <NothingLocked />}
    </div>
  );
}
