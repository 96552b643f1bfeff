import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";
import { formatCents, usePlans, type Plan } from "../../../../lib/site/plans.ts";
import { FleetSnapshot } from "../components/fleet-snapshot.tsx";
import { LatestArticles } from "../components/latest-articles.tsx";
import { PosturePreview } from "../components/posture-preview.tsx";

/**
 * What Fleetward is built on, by name: things a visitor can check, where the strip used to
 * name customers and a customer count nobody could (issue 21).
 */
const builtOn = ["osquery", "PostgreSQL", "OpenAPI", "CSV · XLSX", "Webhooks"];

/** The made-up people of the example quotes in `marketing.home.quotes`, in the same order. */
const quoteNames = ["Katrin Vogel", "Tom Ashworth", "Henrik Larsen"];

/** The teaser's one line under each price, from the plan's own numbers. */
function planNote(plan: Plan, t: TFunction): string {
  if (plan.is_trial) {
    return plan.device_limit === null
      ? t("marketing.home.planTrialUnlimited")
      : t("marketing.home.planTrialNote", { count: plan.device_limit });
  }
  if (plan.price_monthly_cents === null) return t("marketing.home.planEnterpriseNote");
  return t("marketing.home.planPerDevice");
}

function PricingTeaser() {
  const { t, i18n } = useTranslation();
  const { data, isError } = usePlans();
  const locale = intlLocaleOf(i18n.language);
  if (isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {t("site.plans.failed")}
      </p>
    );
  }
  // Three fixed-height cards, loaded or not: the section keeps its size either way.
  const items = data?.items ?? [];
  return (
    <ul className="grid gap-6 md:grid-cols-3" aria-busy={!data} data-testid="pricing-teaser">
      {(data ? items : [undefined, undefined, undefined]).map((plan, index) => (
        <li
          key={plan?.id ?? index}
          className="min-h-36 rounded-xl border border-slate-200 p-6 dark:border-slate-800"
        >
          {plan ? (
            <>
              <h3 className="font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
              <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">
                {formatCents(plan.price_monthly_cents, locale, t("marketing.home.customPrice"))}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{planNote(plan, t)}</p>
            </>
          ) : index === 0 ? (
            <span className="sr-only">{t("site.plans.loading")}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

function BuiltOnStrip() {
  const { t } = useTranslation();
  return (
    <div className="border-b border-slate-200 py-8 dark:border-slate-800">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-center text-sm font-medium text-slate-600 dark:text-slate-400">
          {t("marketing.home.builtOn")}
        </p>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-3" lang="en">
          {builtOn.map((name) => (
            <li
              key={name}
              className="text-lg font-bold tracking-tight text-slate-500 dark:text-slate-400"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const page = usePageText("home");
  const text = t("marketing.home", { returnObjects: true });
  return (
    <div data-page="home">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("common.trialBadge")}
        title={page.title}
        aside={<FleetSnapshot />}
        lead={text.lead}
        actions={
          <>
            <Link to="/signup" className={buttonClasses("primary", "px-6 py-3 text-base")}>
              {t("common.startTrial")}
            </Link>
            <Link to="/page-pricing" className={buttonClasses("secondary", "px-6 py-3 text-base")}>
              {text.seePricing}
            </Link>
          </>
        }
      />
      <BuiltOnStrip />
      <Section title={text.featuresTitle} id="features" intro={text.featuresIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {text.features.map((feature) => (
            <Card as="li" key={feature.title} title={feature.title}>
              <p>{feature.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={text.stepsTitle} id="how-it-works" tone="muted">
        <ol className="grid gap-6 md:grid-cols-3">
          {text.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-blue-700 font-bold text-white dark:bg-blue-400 dark:text-slate-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={text.postureTitle} id="posture" intro={text.postureIntro}>
        <PosturePreview />
        <p className="mt-6">
          <Link to="/page-service-detail" className={linkClasses}>
            {text.postureLink}
          </Link>
        </p>
      </Section>
      <Section
        title={text.testimonialsTitle}
        id="testimonials"
        tone="muted"
        intro={text.examplesNote}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {text.quotes.map((item, index) => (
            <li key={quoteNames[index]}>
              <figure className="h-full rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950">
                <blockquote className="text-slate-700 dark:text-slate-300">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {quoteNames[index]}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to="/page-testimonial" className={linkClasses}>
            {text.moreStories}
          </Link>
        </p>
      </Section>
      <Section title={text.pricingTitle} id="pricing" intro={text.pricingIntro}>
        <PricingTeaser />
        <Link to="/page-pricing" className={buttonClasses("secondary", "mt-6")}>
          {text.comparePlans}
        </Link>
      </Section>
      <LatestArticles />
      <Section title={text.faqTitle} id="faq" tone="muted">
        <div className="max-w-3xl space-y-3">
          {text.faqs.map((item) => (
            <details
              key={item.q}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-950"
            >
              <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
                {item.q}
              </summary>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{item.a}</p>
            </details>
          ))}
        </div>
        <p className="mt-6">
          <Link to="/helpcenter-faqs" className={linkClasses}>
            {text.moreAnswers}
          </Link>
        </p>
      </Section>
      <section aria-labelledby="final-cta-heading" className="bg-blue-700 py-16 dark:bg-blue-950">
        <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
          <h2
            id="final-cta-heading"
            className="text-2xl font-bold tracking-tight text-white sm:text-3xl dark:text-white"
          >
            {text.ctaTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-blue-50 dark:text-blue-100">{text.ctaText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/signup"
              className="inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:focus-visible:outline-white dark:bg-white dark:text-blue-900 dark:hover:bg-blue-100"
            >
              {t("common.startTrial")}
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center justify-center rounded-lg border border-white px-6 py-3 text-base font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:focus-visible:outline-white dark:border-blue-200 dark:text-white dark:hover:bg-blue-900"
            >
              {t("common.contactSales")}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
