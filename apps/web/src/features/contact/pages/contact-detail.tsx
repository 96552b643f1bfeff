import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { Card } from "../../../components/card.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { mailboxes, offices, type Office } from "../data/offices.ts";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

function OfficeCard({ office }: { office: Office }) {
  return (
    <Card as="li" title={office.city}>
      <p className="text-sm font-medium text-blue-700 dark:text-blue-300">{office.role}</p>
      <address className="mt-3 not-italic">
        {office.street.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{office.country}</span>
      </address>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">Phone</dt>
          <dd>
            <a href={telHref(office.phone)} className={linkClasses}>
              {office.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">Opening hours</dt>
          <dd>
            {office.hours}, {office.timeZone}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">Getting here</dt>
          <dd>{office.directions}</dd>
        </div>
      </dl>
    </Card>
  );
}

export default function ContactDetailPage() {
  const page = usePageText("contactDetail");
  return (
    <div data-page="contact-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Contact"
        title={page.title}
        lead="Three offices, four mailboxes and one rule: a real person from the right team answers. Visits are welcome by appointment."
        actions={
          <Link to="/contact" className={buttonClasses("primary")}>
            Send us a message
          </Link>
        }
      />
      <Section title="Our offices" id="offices">
        <ul className="grid gap-6 lg:grid-cols-3">
          {offices.map((office) => (
            <OfficeCard key={office.city} office={office} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Offices are closed on public holidays in Berlin, North Holland and Texas respectively.
          Support for urgent Enterprise issues continues on those days.
        </p>
      </Section>
      <Section title="E-mail the right team" id="mailboxes" tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {mailboxes.map((mailbox) => (
            <Card as="li" key={mailbox.team} title={mailbox.team}>
              <p>
                <a href={`mailto:${mailbox.address}`} className={linkClasses}>
                  {mailbox.address}
                </a>
              </p>
              <p className="mt-2">{mailbox.use}</p>
              <p className="mt-2 text-sm">
                <span className="font-semibold text-slate-900 dark:text-white">Response: </span>
                {mailbox.response}
              </p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Company details" id="company">
        <dl className="grid max-w-3xl gap-4 text-slate-700 sm:grid-cols-2 dark:text-slate-300">
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Registered company</dt>
            <dd>Fleetward GmbH, Amtsgericht Charlottenburg, HRB 248193 B</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">VAT number</dt>
            <dd>DE 341 872 905</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Managing directors</dt>
            <dd>Lena Hoffmann, Daniel Okafor</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">
              Data protection officer
            </dt>
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
