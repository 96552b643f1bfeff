import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { LegalDocument } from "../components/legal-document.tsx";
import { privacySections } from "../data/privacy.ts";

export default function PrivacyPage() {
  const page = usePageText("privacy");
  return (
    <div data-page="privacy">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Legal"
        title={page.title}
        lead="What personal data Fleetward processes when you visit our site, use your account or talk to us, why we need it, how long we keep it and how to use your rights under the GDPR."
      />
      <LegalDocument sections={privacySections} />
    </div>
  );
}
