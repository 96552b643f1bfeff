import type { SsoErrorCode } from "@fleetward/contracts/workspace-sso";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../button-classes.ts";
import {
  companySignInAvailable,
  finishCompanySignIn,
  startCompanySignIn,
  readCompanySignInReturn,
  clearCompanySignInReturn,
} from "../../lib/auth/company-sign-in.ts";
import { notifyFailure } from "../../lib/notices/notify-failure.ts";
import { showNotice } from "../../lib/notices/notice-store.ts";
import { workspaceKeys } from "../../lib/workspace/workspace-queries.ts";

/** Why the last company sign-in failed, as shown: a provider refusal, or a stale hand-over. */
export type CompanySignInError = SsoErrorCode | "exchange";

/** Does this workspace offer a company sign-in? Asked once per page load. */
export function useCompanySignInAvailable() {
  return useQuery({
    queryKey: [...workspaceKeys.all, "sso-availability"],
    queryFn: companySignInAvailable,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Picks up the provider's return from the fragment once per page load: exchanges the code for
 * a session, or keeps the reason it failed; `?sso=start` (from the main site's sign-in by
 * e-mail domain) starts a sign-in right away.
 */
export function useCompanySignInReturn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [back] = useState(readCompanySignInReturn);
  const [finishing, setFinishing] = useState(back?.kind === "code");
  const [error, setError] = useState<CompanySignInError | null>(
    back?.kind === "error" ? back.error : null,
  );
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    if (!back) return autoStart();
    clearCompanySignInReturn();
    if (back.kind !== "code") return;
    finishCompanySignIn(back.code)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
        showNotice({ kind: "success", title: t("login_success"), message: t("welcome_back") });
      })
      .catch(() => setError("exchange"))
      .finally(() => setFinishing(false));
  }, [back, queryClient, t]);
  return { finishing, error };
}

function autoStart() {
  const params = new URLSearchParams(window.location.search);
  if (params.get("sso") !== "start") return;
  params.delete("sso");
  const query = params.toString();
  history.replaceState(history.state, "", window.location.pathname + (query ? `?${query}` : ""));
  void startCompanySignIn().catch(() => undefined);
}

/** "Continue with your company account": leaves for the provider. */
export function CompanySignInButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    startCompanySignIn().catch((failure: unknown) => {
      setStarting(false);
      notifyFailure(failure, t);
    });
  };
  return (
    <button
      type="button"
      className={buttonClasses("primary", `w-full ${className ?? ""}`)}
      onClick={start}
      disabled={starting}
      aria-busy={starting}
      data-testid="company-sign-in"
    >
      {starting ? t("sso.signIn.starting") : t("sso.signIn.button")}
    </button>
  );
}

/** The reason a company sign-in failed, said where the sign-in is. */
export function CompanySignInFailure({ error }: { error: CompanySignInError }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
      data-testid="company-sign-in-failure"
    >
      <p className="font-semibold">{t("sso.signIn.failedTitle")}</p>
      <p className="mt-1">{t(`sso.signIn.errors.${error}`)}</p>
    </div>
  );
}
