import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { trialTermsSections, type TrialTermsSection } from "../data/trial-terms.ts";
import { requireSession } from "../../../lib/auth/require-session.ts";

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
            Request your trial
          </a>
        </li>
      </ol>
    </nav>
  );
}

/** Spec §2: the trial terms need a signed-in visitor. */
export const clientMiddleware = [requireSession];

export default function TermsTrialPage() {
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
        <div className="min-w-0 max-w-3xl space-y-10">
          {trialTermsSections.map((section, index) => (
            <TermsSection key={section.id} section={section} number={index + 1} />
          ))}
        </div>
      </div>
      <Section title="Request your trial" id="request" tone="muted">
        <div className="max-w-3xl space-y-4 text-slate-700 dark:text-slate-300">
          <p>
            The next step is a short request with your company details, the name and address you
            want for your workspace (for example yourcompany.fleetward.com) and a contact person. A
            member of our team reviews each request, usually within one business day, and your
            profile shows its status: waiting for approval, deploying, and then active with the link
            to your workspace and its expiry date.
          </p>
          <p>
            You need a Fleetward account to send the request. By requesting a trial you accept these
            trial terms and our{" "}
            <Link
              to="/page-terms"
              className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
            >
              terms of service
            </Link>
            .
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClasses("primary")}>
            Create an account
          </Link>
          <Link to="/login" className={buttonClasses("secondary")}>
            Sign in to request your trial
          </Link>
        </div>
      </Section>
    </div>
  );
}
