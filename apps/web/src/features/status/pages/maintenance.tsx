import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { StatusCard } from "../components/status-card.tsx";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

export default function MaintenancePage() {
  const { t } = useTranslation();
  const page = usePageText("maintenance");
  return (
    <div data-page="maintenance">
      <PageMeta title={page.title} description={page.description} />
      <StatusCard
        eyebrow="We will be back shortly"
        title={page.title}
        lead="We are upgrading the database that stores your workspaces to a faster version. Your data is safe, and nothing is lost while the service is paused."
      >
        <dl className="grid gap-4 rounded-xl bg-slate-50 p-5 text-sm sm:grid-cols-2 dark:bg-slate-950">
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Maintenance window</dt>
            <dd>
              <time dateTime="2026-11-22T02:00Z">Sunday 22 November 2026, 02:00</time>–
              <time dateTime="2026-11-22T04:00Z">04:00 UTC</time>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Expected duration</dt>
            <dd>About 90 minutes</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Unavailable</dt>
            <dd>Workspaces, sign-in and the REST API</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Not affected</dt>
            <dd>MDM connectors queue their changes and catch up within 30 minutes afterwards</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm">
          Administrators receive a progress e-mail from{" "}
          <a href="mailto:status@fleetward.com" className={linkClasses}>
            status@fleetward.com
          </a>{" "}
          when the work starts and when it ends. Something urgent that cannot wait? Write to{" "}
          <a href="mailto:support@fleetward.com" className={linkClasses}>
            support@fleetward.com
          </a>
          ; Enterprise customers can also call their urgent support line.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses("primary")}>
            {t("common.backHome")}
          </Link>
          <Link to="/helpcenter" className={buttonClasses("secondary")}>
            {t("nav.helpCenter")}
          </Link>
        </div>
      </StatusCard>
    </div>
  );
}
