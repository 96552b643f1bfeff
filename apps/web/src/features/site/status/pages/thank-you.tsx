import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useNewsletterLink, type NewsletterLinkState } from "../api/newsletter-link.ts";
import { StatusCard } from "../components/status-card.tsx";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

const newsletterMessages = {
  confirm: {
    working: "site.newsletterLink.confirming",
    done: "site.newsletterLink.confirmed",
    failed: "site.newsletterLink.confirmFailed",
  },
  unsubscribe: {
    working: "site.newsletterLink.unsubscribing",
    done: "site.newsletterLink.unsubscribed",
    failed: "site.newsletterLink.unsubscribeFailed",
  },
} as const;

/** The thank-you page of a newsletter e-mail link: the outcome, announced as it changes. */
function NewsletterOutcome({ state }: { state: NonNullable<NewsletterLinkState> }) {
  const { t } = useTranslation();
  const page = usePageText("thankYou");
  return (
    <div data-page="thank-you" data-newsletter={`${state.action}-${state.phase}`}>
      <PageMeta title={page.title} description={page.description} />
      <StatusCard eyebrow={t("newsletter.title")} title={page.title} lead="">
        <p
          role={state.phase === "failed" ? "alert" : "status"}
          className="text-center text-base font-medium text-slate-900 dark:text-white"
        >
          {t(newsletterMessages[state.action][state.phase])}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses("primary")}>
            {t("common.backHome")}
          </Link>
          <Link to="/blog" className={buttonClasses("secondary")}>
            {t("marketing.status.readBlog")}
          </Link>
        </div>
      </StatusCard>
    </div>
  );
}

export default function ThankYouPage() {
  const { t } = useTranslation();
  const page = usePageText("thankYou");
  const newsletter = useNewsletterLink();
  if (newsletter) return <NewsletterOutcome state={newsletter} />;
  return (
    <div data-page="thank-you">
      <PageMeta title={page.title} description={page.description} />
      <StatusCard
        eyebrow={t("marketing.status.thankYouEyebrow")}
        title={page.title}
        lead={t("marketing.status.thankYouLead")}
      >
        <h2 className="font-semibold text-slate-900 dark:text-white">
          {t("marketing.status.nextTitle")}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm">
          {t("marketing.status.nextSteps", { returnObjects: true }).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-6 text-sm">
          <Trans
            i18nKey="marketing.status.whileYouWait"
            components={{
              guides: <Link to="/helpcenter-guides" className={linkClasses} />,
              faqs: <Link to="/helpcenter-faqs" className={linkClasses} />,
            }}
          />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses("primary")}>
            {t("common.backHome")}
          </Link>
          <Link to="/blog" className={buttonClasses("secondary")}>
            {t("marketing.status.readBlog")}
          </Link>
        </div>
      </StatusCard>
    </div>
  );
}
