import { Link, useLocation } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { faqGroups, type Faq } from "../data/faqs.ts";

function FaqItem({ faq, open }: { faq: Faq; open: boolean }) {
  return (
    <details
      id={faq.id}
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
  const page = usePageText("helpCenterFaqs");
  // A link such as /helpcenter-faqs#trial-end should land on an open answer.
  const { hash } = useLocation();
  return (
    <div data-page="help-center-faqs">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Help centre"
        title={page.title}
        lead="Twenty answers to the questions we hear most, grouped by topic. Select a question to open its answer."
      />
      <nav aria-label="FAQ topics" className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <ul className="flex flex-wrap gap-2">
          {faqGroups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
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
          key={group.id}
          title={group.title}
          id={group.id}
          tone={index % 2 === 1 ? "muted" : "plain"}
        >
          <div className="max-w-3xl space-y-3">
            {group.faqs.map((faq) => (
              <FaqItem key={faq.id} faq={faq} open={hash === `#${faq.id}`} />
            ))}
          </div>
        </Section>
      ))}
      <Section title="Did not find your answer?" id="more-help">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          Follow a{" "}
          <Link
            to="/helpcenter-guides"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            step-by-step guide
          </Link>{" "}
          or{" "}
          <Link
            to="/helpcenter-support"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            send a support request
          </Link>
          . We answer trial users within two business days and paying customers within eight
          business hours.
        </p>
      </Section>
    </div>
  );
}
