import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { request } from "../../../lib/http/http-client.ts";
import { AuthLink } from "../components/auth-link.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { InitialsAvatar } from "../components/initials-avatar.tsx";
import { useLockedUser } from "../hooks/use-locked-user.ts";
import { notifyFailure } from "../../../lib/notices/notify-failure.ts";

export default function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = usePageText("lockScreen");
  const user = useLockedUser();
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/customer/auth/unlock", { json: { password } });
      await navigate("/user-profile");
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-page="lock-screen" className="space-y-6 text-center">
      <PageMeta title={page.title} description={page.description} />
      <div className="flex flex-col items-center gap-4">
        <InitialsAvatar name={user?.username ?? null} />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            Your session is locked
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {user ? (
              <>
                Signed in as <span className="font-semibold">{user.email}</span>.{" "}
              </>
            ) : null}
            We locked Fleetward after a period without activity. Enter your password to carry on
            where you left off.
          </p>
        </div>
      </div>
      <form onSubmit={handleSubmit} className="space-y-4 text-start">
        <TextField
          id="unlock-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className={buttonClasses("primary", "w-full")} disabled={sending}>
          {sending ? "Unlocking…" : "Unlock"}
        </button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Not you? <AuthLink to="/login">Sign in as someone else</AuthLink>
      </p>
    </div>
  );
}
