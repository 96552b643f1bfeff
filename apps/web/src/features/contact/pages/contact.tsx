import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ContactForm } from "../components/contact-form.tsx";
import { mailboxes } from "../data/offices.ts";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

export default function ContactPage() {
  const page = usePageText("contact");
  return (
    <div data-page="contact">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Contact"
        title={page.title}
        lead="Questions about pricing, a migration from spreadsheets or your trial workspace: write to us and a person from the right team answers within one business day."
      />
      <Section title="Send us a message" id="message">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactForm />
          </div>
          <aside
            aria-labelledby="contact-tips-heading"
            className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900"
          >
            <h3 id="contact-tips-heading" className="font-semibold text-slate-900 dark:text-white">
              Before you write
            </h3>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
              <li>
                Already a customer with a problem in your workspace? The{" "}
                <Link to="/helpcenter-support" className={linkClasses}>
                  support form
                </Link>{" "}
                routes it by severity.
              </li>
              <li>
                Many setup questions are answered in the{" "}
                <Link to="/helpcenter-guides" className={linkClasses}>
                  step-by-step guides
                </Link>
                .
              </li>
              <li>
                Never send passwords, recovery keys or personal data about employees in this form.
              </li>
            </ul>
          </aside>
        </div>
      </Section>
      <Section title="Other ways to reach us" id="channels" tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {mailboxes.map((mailbox) => (
            <Card as="li" key={mailbox.team} title={mailbox.team}>
              <p>
                <a href={`mailto:${mailbox.address}`} className={`${linkClasses} break-all`}>
                  {mailbox.address}
                </a>
              </p>
              <p className="mt-2 text-sm">{mailbox.use}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-8 text-slate-700 dark:text-slate-300">
          Prefer the phone or a visit? See our{" "}
          <Link to="/contact-detail" className={linkClasses}>
            offices in Berlin, Amsterdam and Austin
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
