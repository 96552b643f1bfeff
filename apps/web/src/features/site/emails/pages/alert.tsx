import { AlertEmail, alertSubject, samplePropsFor } from "@fleetward/emails/alert-email";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { EmailPreview } from "../components/email-preview.tsx";

const trigger = [
  "When a security check — disk encryption, OS updates, screen lock, endpoint protection, firewall — keeps failing on a device for longer than the grace period set in the workspace (24 hours by default).",
  "It goes to the device's owner first. If the checks still fail when the escalation period ends, the IT team is notified instead.",
  "At most one alert per device per day, listing every failing check, so owners are not flooded.",
];

export default function EmailAlertPage() {
  // The preview follows the interface language: the same template, in the language a user
  // who chose it receives.
  const { i18n } = useTranslation();
  const sample = samplePropsFor(i18n.language);
  const page = usePageText("emailAlert");
  return (
    <div data-page="email-alert">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="E-mail templates" title={page.title} lead={page.description} />
      <EmailPreview
        subject={alertSubject(sample)}
        locale={i18n.language}
        to="alex.morgan@acme-engineering.com"
        trigger={trigger}
      >
        <AlertEmail {...sample} />
      </EmailPreview>
    </div>
  );
}
