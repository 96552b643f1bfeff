import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { trialTermsSections, type TrialTermsSection } from "../data/trial-terms.ts";
import { requireSession } from "../../../../lib/auth/require-session.ts";
import { useCurrentTrial } from "../../../../lib/trial/current-trial.ts";
import { TrialRequestForm } from "../components/trial-request-form.tsx";

const atAGlance = [
  { label: "Length", value: "90 days, then automatic deactivation" },
  { label: "Price", value: "Free, no credit card" },
  { label: "Status", value: "Beta, provided as-is" },
  { label: "Data export", value: "Not available during the trial" },
];

function TermsSection({ section, number }: { section: TrialTermsSection; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <h2
        id={`${section.id}-heading`}
        className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white"
      >
        {number}. {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.list ? (
          <ul className="list-disc space-y-2 ps-6">
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function Contents() {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby="trial-toc-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="trial-toc-heading"
        className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
      >
        {t("common.onThisPage")}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {trialTermsSections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-slate-700 hover:text-blue-700 hover:underline dark:text-slate-300 dark:hover:text-blue-300"
            >
              {index + 1}. {section.title}
            </a>
          </li>
        ))}
        <li>
          <a
            href="#request"
            className="text-slate-700 hover:text-blue-700 hover:underline dark:text-slate-300 dark:hover:text-blue-300"
          >
            {t("trial.form.heading")}
          </a>
        </li>
      </ol>
    </nav>
  );
}

/** Spec §2: the trial terms need a signed-in visitor. */
export const clientMiddleware = [requireSession];

/** The form, unless this account already has a trial: then where to follow it. */
function RequestOrStatus() {
  const { t } = useTranslation();
  const current = useCurrentTrial();
  if (current.isPending) {
    return <p className="text-slate-700 dark:text-slate-300">{t("trial.panel.loading")}</p>;
  }
  if (current.data?.trial) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700 dark:text-slate-300">{t("trial.form.alreadyHaveTrial")}</p>
        <Link to="/user-profile" className={buttonClasses("primary")}>
          {t("trial.form.goToProfile")}
        </Link>
      </div>
    );
  }
  return <TrialRequestForm appUrlTemplate={current.data?.app_url_template ?? null} />;
}

export default function TermsTrialPage() {
  const { t } = useTranslation();
  const page = usePageText("termsTrial");
  return (
    <div data-page="terms-trial">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Legal"
        title={page.title}
        lead="Fleetward is free for 90 days while the trial is in beta. Please read these terms before you request a workspace: they say what the trial is for, what to keep out of it, and what happens when it ends."
      />
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          Last updated: 1 November 2026
        </p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {atAGlance.map((item) => (
            <div
              key={item.label}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">{item.label}</dt>
              <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <div>
          <div className="lg:sticky lg:top-24">
            <Contents />
          </div>
        </div>
        <div lang="en" className="min-w-0 max-w-3xl space-y-10">
          {trialTermsSections.map((section, index) => (
            <TermsSection key={section.id} section={section} number={index + 1} />
          ))}
        </div>
      </div>
      <Section title={t("trial.form.heading")} id="request" tone="muted">
        <RequestOrStatus />
      </Section>
    </div>
  );
}
