import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { LegalDocument } from "../components/legal-document.tsx";
import { privacySections } from "../data/privacy.ts";

export default function PrivacyPage() {
  const { t } = useTranslation();
  const page = usePageText("privacy");
  return (
    <div data-page="privacy">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("company.legal.eyebrow")}
        title={page.title}
        lead={t("company.legal.privacyLead")}
      />
      <LegalDocument sections={privacySections} />
    </div>
  );
}
