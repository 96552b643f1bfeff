import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../../components/card.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { ContactForm } from "../components/contact-form.tsx";
import { mailboxes } from "../data/offices.ts";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

export default function ContactPage() {
  const { t } = useTranslation();
  const page = usePageText("contact");
  const text = t("marketing.contact", { returnObjects: true });
  return (
    <div data-page="contact">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={text.eyebrow} title={page.title} lead={text.lead} />
      <Section title={text.sendTitle} id="message">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactForm />
          </div>
          <aside
            aria-labelledby="contact-tips-heading"
            className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900"
          >
            <h3 id="contact-tips-heading" className="font-semibold text-slate-900 dark:text-white">
              {text.beforeTitle}
            </h3>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
              <li>
                <Trans
                  i18nKey="marketing.contact.beforeSupport"
                  components={{ page: <Link to="/helpcenter-support" className={linkClasses} /> }}
                />
              </li>
              <li>
                <Trans
                  i18nKey="marketing.contact.beforeGuides"
                  components={{ page: <Link to="/helpcenter-guides" className={linkClasses} /> }}
                />
              </li>
              <li>{text.beforeSecrets}</li>
            </ul>
          </aside>
        </div>
      </Section>
      <Section title={text.otherTitle} id="channels" tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {mailboxes.map((mailbox) => (
            <Card as="li" key={mailbox.id} title={text.mailboxes[mailbox.id].team}>
              <p>
                <a href={`mailto:${mailbox.address}`} className={`${linkClasses} break-all`}>
                  {mailbox.address}
                </a>
              </p>
              <p className="mt-2 text-sm">{text.mailboxes[mailbox.id].use}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-8 text-slate-700 dark:text-slate-300">
          <Trans
            i18nKey="marketing.contact.phoneOrVisit"
            components={{ page: <Link to="/contact-detail" className={linkClasses} /> }}
          />
        </p>
      </Section>
    </div>
  );
}
