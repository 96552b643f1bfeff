import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/button-classes.ts";

const COOKIE_NOTICE_KEY = "cookieNotice";
const listeners = new Set<() => void>();

function isAccepted(): boolean {
  try {
    return localStorage.getItem(COOKIE_NOTICE_KEY) === "accepted";
  } catch {
    return false;
  }
}

function accept(): void {
  try {
    localStorage.setItem(COOKIE_NOTICE_KEY, "accepted");
  } catch {
    // Storage disabled: the notice simply comes back on the next visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shown on the first visit until acknowledged; we set no tracking cookies, so there is nothing to refuse. */
export function CookieNotice() {
  const { t } = useTranslation();
  // Prerendered HTML never contains the notice (server snapshot: accepted), so hydration matches.
  const accepted = useSyncExternalStore(subscribe, isAccepted, () => true);
  if (accepted) return null;

  return (
    <section
      aria-labelledby="cookie-notice-title"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-xl sm:flex sm:items-center sm:gap-6 dark:border-slate-700 dark:bg-slate-900"
      data-testid="cookie-notice"
    >
      <div className="flex-1">
        <h2 id="cookie-notice-title" className="font-semibold text-slate-900 dark:text-white">
          {t("cookies.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("cookies.message")}{" "}
          <Link
            to="/page-privacy"
            className="font-medium text-blue-700 underline dark:text-blue-300"
          >
            {t("cookies.learnMore")}
          </Link>
        </p>
      </div>
      <button
        type="button"
        onClick={accept}
        className={buttonClasses("primary", "mt-4 w-full sm:mt-0 sm:w-auto")}
      >
        {t("cookies.accept")}
      </button>
    </section>
  );
}
