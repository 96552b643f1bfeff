import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../../components/card.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";

export default function AboutPage() {
  const { t } = useTranslation();
  const page = usePageText("about");
  const text = t("company.about", { returnObjects: true });
  return (
    <div data-page="about">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={text.eyebrow} title={page.title} lead={page.description} />
      <Section title={text.storyTitle} id="story">
        <div className="max-w-3xl space-y-4 text-slate-700 dark:text-slate-300">
          {text.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title={text.principlesTitle} id="principles" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {text.principles.map((principle) => (
            <Card as="li" key={principle.title} title={principle.title}>
              <p>{principle.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={text.numbersTitle} id="numbers">
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {text.figures.map((figure) => (
            <div
              key={figure.label}
              className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">{figure.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900 dark:text-white">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={text.officesTitle} id="offices" tone="muted" intro={text.officesIntro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {text.offices.map((office) => (
            <Card as="li" key={office.city} title={office.city}>
              <p>{office.role}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            to="/contact-detail"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            {text.contactLink}
          </Link>
        </p>
      </Section>
    </div>
  );
}
