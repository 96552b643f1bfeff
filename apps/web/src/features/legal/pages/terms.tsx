import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { LegalDocument } from "../components/legal-document.tsx";
import { termsSections } from "../data/terms.ts";

export default function TermsPage() {
  const page = usePageText("terms");
  return (
    <div data-page="terms">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Legal"
        title={page.title}
        lead="The agreement between your organisation and Fleetward GmbH for the use of Fleetward, from the free 90-day trial to paid Business and Enterprise subscriptions."
      />
      <LegalDocument sections={termsSections} />
    </div>
  );
}
