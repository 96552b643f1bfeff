import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { productServices, professionalServices, type Service } from "../data/services.ts";

function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation();
  const text = t(`company.services.items.${service.id}`, { returnObjects: true });
  return (
    <Card as="li" title={text.name} className="flex flex-col">
      <p>{text.summary}</p>
      <ul className="mt-4 list-disc space-y-1 ps-5 text-sm">
        {text.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {service.to ? (
        <Link
          to={service.to}
          className="mt-4 inline-block font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {t("company.services.detailLink")}
        </Link>
      ) : null}
    </Card>
  );
}

export default function ServicesPage() {
  const { t } = useTranslation();
  const page = usePageText("services");
  const text = t("company.services", { returnObjects: true });
  return (
    <div data-page="services">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={text.eyebrow}
        title={page.title}
        lead={text.lead}
        actions={
          <>
            <Link to="/signup" className={buttonClasses("primary")}>
              {text.trialCta}
            </Link>
            <Link to="/contact" className={buttonClasses("secondary")}>
              {text.engineerCta}
            </Link>
          </>
        }
      />
      <Section title={text.productTitle} id="product" intro={text.productIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {productServices.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </Section>
      <Section
        title={text.professionalTitle}
        id="professional"
        tone="muted"
        intro={text.professionalIntro}
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {professionalServices.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </Section>
      <Section title={text.engagementTitle} id="engagement">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {text.engagementSteps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
            >
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-full bg-blue-100 font-bold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/page-pricing" className={buttonClasses("secondary")}>
            {text.comparePlans}
          </Link>
          <Link to="/contact-detail" className={buttonClasses("ghost")}>
            {text.offices}
          </Link>
        </div>
      </Section>
    </div>
  );
}
