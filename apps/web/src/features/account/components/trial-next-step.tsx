import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import type { AccountProfile } from "../data/profile.ts";
import { appUrl } from "../lib/app-url.ts";

const noteClasses = "text-slate-700 dark:text-slate-300";

/** What the customer can do in the current trial state. */
export function TrialNextStep({ profile }: { profile: AccountProfile }) {
  switch (profile.trialStatus) {
    case "none":
      return (
        <div className="space-y-4">
          <p className={noteClasses}>
            Try every Fleetward feature free for 90 days, with no credit card. The trial is a beta:
            keep production-critical and sensitive data out of it, and note that data export is not
            available yet.
          </p>
          <Link to="/terms-trial" className={buttonClasses("primary")}>
            Start your free trial
          </Link>
        </div>
      );
    case "pending":
      return (
        <p className={noteClasses}>
          Your request is in the queue. We will e-mail {profile.email ?? "you"} when it is approved;
          there is nothing else you need to do.
        </p>
      );
    case "deploying":
      return (
        <p role="status" className={noteClasses}>
          Your workspace is being deployed. Please wait a few minutes, then reload this page.
        </p>
      );
    case "active":
      return (
        <div className="flex flex-wrap gap-3">
          {profile.app ? (
            <a href={appUrl(profile.app)} className={buttonClasses("primary")}>
              Open your workspace
            </a>
          ) : null}
          <Link to="/helpcenter-guides" className={buttonClasses("secondary")}>
            Getting-started guides
          </Link>
        </div>
      );
  }
}
