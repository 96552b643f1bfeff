import {
  PasswordResetEmail,
  passwordResetSubject,
  samplePropsFor,
} from "@fleetward/emails/password-reset-email";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { EmailPreview } from "../components/email-preview.tsx";

const trigger = [
  "When someone enters an e-mail address on the password recovery page and that address has an account.",
  "The page answers the same way whether or not the address exists, so nobody can use it to discover accounts.",
  "The link expires after 60 minutes and stops working once a new password is set. Older reset links are cancelled.",
];

export default function EmailPasswordResetPage() {
  // The preview follows the interface language: the same template, in the language a user
  // who chose it receives.
  const { i18n } = useTranslation();
  const sample = samplePropsFor(i18n.language);
  const page = usePageText("emailPasswordReset");
  return (
    <div data-page="email-password-reset">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="E-mail templates" title={page.title} lead={page.description} />
      <EmailPreview
        subject={passwordResetSubject(sample.locale)}
        locale={i18n.language}
        to="alex.morgan@acme-engineering.com"
        trigger={trigger}
      >
        <PasswordResetEmail {...sample} />
      </EmailPreview>
    </div>
  );
}
