import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { LegalDocument } from "../components/legal-document.tsx";
import { termsSections } from "../data/terms.ts";

export default function TermsPage() {
  const { t } = useTranslation();
  const page = usePageText("terms");
  return (
    <div data-page="terms">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("company.legal.eyebrow")}
        title={page.title}
        lead={t("company.legal.termsLead")}
      />
      <LegalDocument sections={termsSections} />
    </div>
  );
}
