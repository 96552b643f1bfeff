import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import type { AccountProfile } from "../data/profile.ts";
import { appUrl } from "../lib/app-url.ts";

const noteClasses = "text-slate-700 dark:text-slate-300";

/** What the customer can do in the current trial state. */
export function TrialNextStep({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  switch (profile.trialStatus) {
    case "none":
      return (
        <div className="space-y-4">
          <p className={noteClasses}>{t("accountArea.trial.next.noneText")}</p>
          <Link to="/terms-trial" className={buttonClasses("primary")}>
            {t("accountArea.trial.next.startTrial")}
          </Link>
        </div>
      );
    case "pending":
      return (
        <p className={noteClasses}>
          {profile.email
            ? t("accountArea.trial.next.pending", { email: profile.email })
            : t("accountArea.trial.next.pendingNoEmail")}
        </p>
      );
    case "deploying":
      return (
        <p role="status" className={noteClasses}>
          {t("accountArea.trial.next.deploying")}
        </p>
      );
    case "active":
      return (
        <div className="flex flex-wrap gap-3">
          {profile.app ? (
            <a href={appUrl(profile.app)} className={buttonClasses("primary")}>
              {t("accountArea.trial.next.openWorkspace")}
            </a>
          ) : null}
          <Link to="/helpcenter-guides" className={buttonClasses("secondary")}>
            {t("accountArea.trial.next.guides")}
          </Link>
        </div>
      );
  }
}
