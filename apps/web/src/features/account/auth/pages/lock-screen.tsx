import { useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { setLocked } from "../../../../lib/auth/lock-state.ts";
import { safeRedirectPath } from "../../../../lib/auth/safe-redirect.ts";
import { requireToken } from "../../../../lib/auth/require-token.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { AuthLink } from "../components/auth-link.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { InitialsAvatar } from "../../../../components/initials-avatar.tsx";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";

/** Only a held session can be locked or unlocked. */
export const clientMiddleware = [requireToken];

export default function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const page = usePageText("lockScreen");
  // Initials only: while locked, no account data is on screen.
  const { user, username } = useAuthSession();
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/customer/auth/unlock", { json: { password } });
      setLocked(false);
      // Back to the page that was locked (the workspace, on a workspace host).
      await navigate(safeRedirectPath(searchParams.get("redirect")));
    } catch (error) {
      notifyFailure(error, t, { 401: "auth.errors.incorrectPassword" });
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-page="lock-screen" className="space-y-6 text-center">
      <PageMeta title={page.title} description={page.description} />
      <div className="flex flex-col items-center gap-4">
        <InitialsAvatar name={user?.username ?? username} />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t("auth.lockScreen.title")}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t("auth.lockScreen.lead")}</p>
        </div>
      </div>
      <form onSubmit={handleSubmit} className="space-y-4 text-start">
        <TextField
          id="unlock-password"
          label={t("auth.fields.password")}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className={buttonClasses("primary", "w-full")} disabled={sending}>
          {sending ? t("auth.lockScreen.submitting") : t("auth.lockScreen.submit")}
        </button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans i18nKey="auth.lockScreen.notYou" components={{ a: <AuthLink to="/login" /> }} />
      </p>
    </div>
  );
}
