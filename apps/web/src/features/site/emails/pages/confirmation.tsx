import {
  ConfirmationEmail,
  confirmationSubject,
  samplePropsFor,
} from "@fleetward/emails/confirmation-email";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { EmailPreview } from "../components/email-preview.tsx";

const trigger = [
  "Right after someone creates an account on the sign-up page.",
  "Again, with a fresh link, when they ask for a new confirmation e-mail from the sign-in page.",
  "The link works for 24 hours and only once. Until the address is confirmed, the account cannot start a trial.",
];

export default function EmailConfirmationPage() {
  // The preview follows the interface language: the same template, in the language a user
  // who chose it receives.
  const { i18n } = useTranslation();
  const sample = samplePropsFor(i18n.language);
  const page = usePageText("emailConfirmation");
  return (
    <div data-page="email-confirmation">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="E-mail templates" title={page.title} lead={page.description} />
      <EmailPreview
        subject={confirmationSubject(sample.locale)}
        locale={i18n.language}
        to="alex.morgan@acme-engineering.com"
        trigger={trigger}
      >
        <ConfirmationEmail {...sample} />
      </EmailPreview>
    </div>
  );
}
