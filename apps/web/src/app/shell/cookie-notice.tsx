import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/button-classes.ts";
import { decideConsent, readConsent, subscribeConsent } from "../../lib/consent/consent-store.ts";

const decided = () => readConsent() !== undefined;

/**
 * Asks once per policy version: accept all, or essential cookies only. The site itself sets
 * no tracking cookies and loads no third-party code before (or after) the choice; the choice
 * is kept in this browser and recorded anonymously on the server (POST /api/consents).
 */
export function CookieNotice() {
  const { t } = useTranslation();
  // Prerendered HTML contains the notice (server snapshot: undecided), so it paints with the
  // page instead of appearing after hydration as the page's largest element; the pre-paint
  // script hides it for a visitor who already chose, and hydration then removes it.
  const hasDecided = useSyncExternalStore(subscribeConsent, decided, () => false);
  useEffect(() => {
    // Should the pre-paint script ever judge differently, the notice must still show.
    if (!hasDecided) document.documentElement.classList.remove("consent-decided");
  }, [hasDecided]);
  if (hasDecided) return null;

  return (
    <section
      aria-labelledby="cookie-notice-title"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-xl sm:flex sm:items-center sm:gap-6 dark:border-slate-700 dark:bg-slate-900"
      data-testid="cookie-notice"
      data-cookie-notice
    >
      <div className="flex-1">
        <h2 id="cookie-notice-title" className="font-semibold text-slate-900 dark:text-white">
          {t("cookies.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("site.cookies.message")}{" "}
          <Link
            to="/page-privacy"
            className="font-medium text-blue-700 underline dark:text-blue-300"
          >
            {t("cookies.learnMore")}
          </Link>
        </p>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:mt-0 sm:shrink-0">
        <button
          type="button"
          onClick={() => decideConsent("all")}
          className={buttonClasses("primary", "w-full")}
        >
          {t("site.cookies.acceptAll")}
        </button>
        <button
          type="button"
          onClick={() => decideConsent("essential")}
          className={buttonClasses("secondary", "w-full")}
        >
          {t("site.cookies.essentialOnly")}
        </button>
      </div>
    </section>
  );
}
