import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useSiteStatus } from "../api/site-status.ts";
import { StatusCard } from "../components/status-card.tsx";
import { formatDateTime } from "../../../../lib/format.ts";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

export default function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const page = usePageText("maintenance");
  const { data } = useSiteStatus();
  const maintenance = data?.maintenance;
  const until = maintenance?.until ? new Date(maintenance.until) : undefined;
  return (
    <div data-page="maintenance">
      <PageMeta title={page.title} description={page.description} />
      <StatusCard
        eyebrow={t("marketing.status.maintenanceEyebrow")}
        title={page.title}
        lead={maintenance?.message ?? t("marketing.status.maintenanceLead")}
      >
        <p
          role="status"
          data-testid="maintenance-status"
          className="mb-6 min-h-12 rounded-xl border border-slate-200 p-3 text-center text-sm font-semibold text-slate-900 dark:border-slate-700 dark:text-white"
        >
          {maintenance === undefined
            ? t("common.loading")
            : maintenance.active
              ? t("site.maintenance.inProgress")
              : t("site.maintenance.noneScheduled")}
        </p>
        <dl className="grid gap-4 rounded-xl bg-slate-50 p-5 text-sm sm:grid-cols-2 dark:bg-slate-950">
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">
              {t("site.maintenance.window")}
            </dt>
            <dd>
              {until ? (
                t("site.maintenance.until", {
                  time: formatDateTime(until, i18n.language, {
                    dateStyle: "full",
                    timeStyle: "short",
                  }),
                })
              ) : (
                <span aria-hidden="true">—</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">
              {t("marketing.status.unavailable")}
            </dt>
            <dd>{t("marketing.status.unavailableText")}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">
              {t("marketing.status.notAffected")}
            </dt>
            <dd>{t("marketing.status.notAffectedText")}</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm">
          <Trans
            i18nKey="marketing.status.maintenanceContact"
            components={{
              status: <a href="mailto:status@fleetward.com" className={linkClasses} />,
              support: <a href="mailto:support@fleetward.com" className={linkClasses} />,
            }}
          />
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
