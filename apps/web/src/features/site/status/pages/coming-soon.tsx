import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useSiteStatus } from "../api/site-status.ts";
import { CountdownClock } from "../components/countdown-clock.tsx";
import { StatusCard } from "../components/status-card.tsx";

export default function ComingSoonPage() {
  const { t } = useTranslation();
  const page = usePageText("comingSoon");
  const status = useSiteStatus();
  const text = t("marketing.status", { returnObjects: true });
  return (
    <div data-page="coming-soon">
      <PageMeta title={page.title} description={page.description} />
      <StatusCard eyebrow={text.comingSoonEyebrow} title={page.title} lead={text.comingSoonLead}>
        {/* Fixed height: the clock arrives after the page has painted without moving it. */}
        <div className="mb-8 min-h-36">
          {status.data ? (
            <CountdownClock target={new Date(status.data.launch_at)} />
          ) : (
            <p role="status" className="text-center text-sm">
              {t("common.loading")}
            </p>
          )}
        </div>
        <h2 className="font-semibold text-slate-900 dark:text-white">{text.upcomingTitle}</h2>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-sm">
          {text.upcoming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 text-sm">
          <Trans
            i18nKey="marketing.status.shape"
            components={{
              mail: (
                <a
                  href="mailto:product@fleetward.com"
                  className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
                />
              ),
            }}
          />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses("primary")}>
            {t("common.backHome")}
          </Link>
          <Link to="/changelog" className={buttonClasses("secondary")}>
            {text.readChangelog}
          </Link>
        </div>
      </StatusCard>
    </div>
  );
}
