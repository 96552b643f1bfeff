import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { useLoginHref } from "./forum-session.ts";

/** What signed-out readers see instead of a posting form. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const loginHref = useLoginHref();
  return (
    <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950">
      <p className="text-slate-700 dark:text-slate-300">{t("community.forums.signInPrompt")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={loginHref} className={buttonClasses("primary")}>
          {t("community.forums.signIn")}
        </Link>
        <Link to="/signup" className={buttonClasses("secondary")}>
          {t("community.forums.signUp")}
        </Link>
      </div>
    </div>
  );
}
