import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { mailboxes, offices, type Office } from "../data/offices.ts";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation();
  const text = t("marketing.contact", { returnObjects: true });
  const words = text.offices[office.id];
  return (
    <Card as="li" title={words.city}>
      <p className="text-sm font-medium text-blue-700 dark:text-blue-300">{words.role}</p>
      <address className="mt-3 not-italic">
        {office.street.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{words.country}</span>
      </address>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">{text.phone}</dt>
          <dd>
            <a href={telHref(office.phone)} className={linkClasses}>
              {office.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">{text.openingHours}</dt>
          <dd>
            {words.hours}, {words.timeZone}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">{text.gettingHere}</dt>
          <dd>{words.directions}</dd>
        </div>
      </dl>
    </Card>
  );
}

export default function ContactDetailPage() {
  const { t } = useTranslation();
  const page = usePageText("contactDetail");
  const text = t("marketing.contact", { returnObjects: true });
  return (
    <div data-page="contact-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={text.eyebrow}
        title={page.title}
        lead={text.detailLead}
        actions={
          <Link to="/contact" className={buttonClasses("primary")}>
            {text.sendMessage}
          </Link>
        }
      />
      <Section title={text.officesTitle} id="offices">
        <ul className="grid gap-6 lg:grid-cols-3">
          {offices.map((office) => (
            <OfficeCard key={office.id} office={office} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{text.holidays}</p>
      </Section>
      <Section title={text.mailboxesTitle} id="mailboxes" tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {mailboxes.map((mailbox) => (
            <Card as="li" key={mailbox.id} title={text.mailboxes[mailbox.id].team}>
              <p>
                <a href={`mailto:${mailbox.address}`} className={linkClasses}>
                  {mailbox.address}
                </a>
              </p>
              <p className="mt-2">{text.mailboxes[mailbox.id].use}</p>
              <p className="mt-2 text-sm">
                <span className="font-semibold text-slate-900 dark:text-white">
                  {text.response}
                </span>
                {text.mailboxes[mailbox.id].response}
              </p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={text.companyTitle} id="company">
        <dl className="grid max-w-3xl gap-4 text-slate-700 sm:grid-cols-2 dark:text-slate-300">
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">{text.registered}</dt>
            <dd>Fleetward GmbH, Amtsgericht Charlottenburg, HRB 248193 B</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">{text.vat}</dt>
            <dd>DE 341 872 905</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">{text.directors}</dt>
            <dd>Lena Hoffmann, Daniel Okafor</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">{text.dpo}</dt>
            <dd>
              <a href="mailto:privacy@fleetward.com" className={linkClasses}>
                privacy@fleetward.com
              </a>
            </dd>
          </div>
        </dl>
      </Section>
    </div>
  );
}
