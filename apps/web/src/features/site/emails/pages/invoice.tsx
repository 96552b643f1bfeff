import { InvoiceEmail, invoiceSubject, samplePropsFor } from "@fleetward/emails/invoice-email";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { EmailPreview } from "../components/email-preview.tsx";

const trigger = [
  "On the first day of each month, to every billing contact of a paying organisation. The invoice covers the previous month and bills its highest count of active devices.",
  "Trials are free for 90 days and never receive an invoice; the first one follows the upgrade to a paid plan.",
  "The invoice is attached as a PDF and also listed on the Invoices tab of the account area.",
];

export default function EmailInvoicePage() {
  // The preview follows the interface language: the same template, in the language a user
  // who chose it receives.
  const { i18n } = useTranslation();
  const sample = samplePropsFor(i18n.language);
  const page = usePageText("emailInvoice");
  return (
    <div data-page="email-invoice">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="E-mail templates" title={page.title} lead={page.description} />
      <EmailPreview
        subject={invoiceSubject(sample)}
        locale={i18n.language}
        to="billing@acme-engineering.com"
        trigger={trigger}
      >
        <InvoiceEmail {...sample} />
      </EmailPreview>
    </div>
  );
}
