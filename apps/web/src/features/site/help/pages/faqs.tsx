import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { useHelpFaqs, type HelpFaqGroup } from "../api/help-api.ts";

type Faq = HelpFaqGroup["faqs"][number];

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

function FaqItem({ faq, open }: { faq: Faq; open: boolean }) {
  return (
    <details
      id={faq.slug}
      lang="en"
      open={open}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-950"
    >
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
        {faq.question}
      </summary>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{faq.answer}</p>
    </details>
  );
}

export default function FaqsPage() {
  const { t } = useTranslation();
  const page = usePageText("helpCenterFaqs");
  // A link such as /helpcenter-faqs#trial-end should land on an open answer.
  const { hash } = useLocation();
  const faqs = useHelpFaqs();
  const faqGroups = faqs.data ?? [];
  return (
    <div data-page="help-center-faqs">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("company.helpCentre.eyebrow")}
        title={page.title}
        lead={page.description}
      />
      {faqs.isPending || faqs.isError ? (
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          {faqs.isError ? <LoadError onRetry={() => void faqs.refetch()} /> : <LoadingState />}
        </div>
      ) : null}
      <nav
        aria-label={t("company.helpCentre.faqs.topicsLabel")}
        lang="en"
        className="mx-auto max-w-6xl px-4 pt-10 sm:px-6"
      >
        <ul className="flex flex-wrap gap-2">
          {faqGroups.map((group) => (
            <li key={group.slug}>
              <a
                href={`#${group.slug}`}
                className="inline-block rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {faqGroups.map((group, index) => (
        <Section
          key={group.slug}
          title={group.title}
          id={group.slug}
          tone={index % 2 === 1 ? "muted" : "plain"}
        >
          <div className="max-w-3xl space-y-3">
            {group.faqs.map((faq) => (
              <FaqItem key={faq.slug} faq={faq} open={hash === `#${faq.slug}`} />
            ))}
          </div>
        </Section>
      ))}
      <Section title={t("company.helpCentre.faqs.moreTitle")} id="more-help">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          <Trans
            i18nKey="company.helpCentre.faqs.more"
            components={{
              guides: <Link to="/helpcenter-guides" className={linkClasses} />,
              support: <Link to="/helpcenter-support" className={linkClasses} />,
            }}
          />
        </p>
      </Section>
    </div>
  );
}
