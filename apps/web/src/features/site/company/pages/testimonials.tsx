import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { formatNumber } from "../../../../lib/format.ts";
import { testimonials, type Testimonial } from "../data/testimonials.ts";

/** A count in the reader's language. */
function useFormatCount(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatNumber(value, i18n.language);
}

function QuoteCard({ item }: { item: Testimonial }) {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const text = t(`company.testimonials.items.${item.id}`, { returnObjects: true });
  return (
    <li className="flex">
      <figure className="flex flex-col justify-between rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <blockquote className="text-slate-700 dark:text-slate-300">
          <p>“{text.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
          <span className="block font-semibold text-slate-900 dark:text-white">{item.name}</span>
          <span className="block text-slate-600 dark:text-slate-400">
            {text.role}, {item.organisation}
          </span>
          <span className="mt-2 inline-block rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 dark:bg-blue-950 dark:text-blue-200">
            {t("company.testimonials.fleet", {
              count: formatCount(item.fleetSize),
              sector: text.sector,
            })}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

export default function TestimonialsPage() {
  const { t } = useTranslation();
  const page = usePageText("testimonials");
  const text = t("company.testimonials", { returnObjects: true });
  return (
    <div data-page="testimonials">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={text.eyebrow} title={page.title} lead={text.lead} />
      <Section title={text.quotesTitle} id="quotes">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <QuoteCard key={item.name} item={item} />
          ))}
        </ul>
      </Section>
      <Section title={text.tryTitle} id="try" tone="muted">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{text.try}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClasses("primary")}>
            {text.trialCta}
          </Link>
          <Link to="/portfolio-modern-three" className={buttonClasses("secondary")}>
            {text.storiesLink}
          </Link>
        </div>
      </Section>
    </div>
  );
}
