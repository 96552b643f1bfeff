import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../button-classes.ts";
import { TextField } from "../text-field.tsx";
import { clearSession, signIn } from "../../lib/auth/auth-store.ts";
import { showNotice } from "../../lib/notices/notice-store.ts";

/**
 * Sign-in on the workspace's own origin: tokens live in this origin's storage, so a session
 * on the main site does not carry over. The same Fleetward account and login call.
 */
export function WorkspaceSignIn({ appDomain }: { appDomain: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setFailed(false);
    try {
      await signIn(email, password, false);
      showNotice({ kind: "success", title: t("login_success"), message: t("welcome_back") });
    } catch {
      clearSession();
      setFailed(true);
      showNotice({ kind: "error", title: t("login_failed"), message: t("login_error") });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t("workspace.signIn.title")}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t("workspace.signIn.lead", { app: appDomain })}
      </p>
      <form onSubmit={handleSubmit} className="mt-6 space-y-4" aria-describedby={`${id}-status`}>
        <TextField
          id={`${id}-email`}
          label={t("auth.fields.workEmail")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id={`${id}-password`}
          label={t("auth.fields.password")}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={`${id}-status`} role="status" className="text-sm text-red-700 dark:text-red-400">
          {failed ? t("login_failed") : ""}
        </p>
        <button type="submit" className={buttonClasses("primary", "w-full")} disabled={sending}>
          {sending ? t("auth.login.submitting") : t("auth.login.submit")}
        </button>
      </form>
    </div>
  );
}
