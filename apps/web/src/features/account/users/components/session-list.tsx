import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { useRevokeSession, useSessions } from "../api/users-api.ts";
import { formatDate } from "../../../../lib/format.ts";
import { LaptopIcon } from "../../../../components/account/icons.tsx";
import { LoadState } from "../../../../components/load-state.tsx";

/** Where the account is signed in; any other session can be signed out from here. */
export function SessionList() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <LoadState query={sessions}>
      {(data) => (
        <ul className="mt-3 space-y-2">
          {data.items.map((session) => {
            const device = session.browser
              ? session.system
                ? t("billing.sessionDevice", { browser: session.browser, system: session.system })
                : session.browser
              : t("billing.unknownDevice");
            return (
              <li
                key={session.id}
                data-testid="session"
                className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800"
              >
                <span className="text-blue-700 dark:text-blue-300">
                  <LaptopIcon />
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 dark:text-white">{device}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-300">
                    {t("billing.sessionSeen", {
                      seen: formatDate(session.last_seen_at, i18n.language),
                      created: formatDate(session.created_at, i18n.language),
                    })}
                    {session.ip ? ` · ${session.ip}` : null}
                  </p>
                </div>
                {session.current ? (
                  <span className="ms-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                    {t("accountArea.settings.currentSession")}
                  </span>
                ) : (
                  <button
                    type="button"
                    className={buttonClasses("secondary", "ms-auto")}
                    disabled={revoke.isPending}
                    aria-label={t("billing.revokeFor", { device })}
                    onClick={() =>
                      revoke.mutate(session.id, {
                        onSuccess: () =>
                          showNotice({ kind: "success", title: t("billing.sessionRevoked") }),
                        onError: (error) => notifyFailure(error, t),
                      })
                    }
                  >
                    {t("billing.revoke")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </LoadState>
  );
}
