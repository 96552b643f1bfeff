import { AlertEmail, alertSubject, sampleProps } from "@fleetward/emails/alert-email";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { EmailPreview } from "../components/email-preview.tsx";

const trigger = [
  "When a security check — disk encryption, OS updates, screen lock, endpoint protection, firewall — keeps failing on a device for longer than the grace period set in the workspace (24 hours by default).",
  "It goes to the device's owner first. If the checks still fail when the escalation period ends, the IT team is notified instead.",
  "At most one alert per device per day, listing every failing check, so owners are not flooded.",
];

export default function EmailAlertPage() {
  const page = usePageText("emailAlert");
  return (
    <div data-page="email-alert">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="E-mail templates" title={page.title} lead={page.description} />
      <EmailPreview
        subject={alertSubject(sampleProps)}
        to="alex.morgan@acme-engineering.com"
        trigger={trigger}
      >
        <AlertEmail {...sampleProps} />
      </EmailPreview>
    </div>
  );
}
