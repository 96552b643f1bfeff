import { useTranslation } from "react-i18next";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import {
  CatalogSectionNav,
  useCatalogSection,
  type CatalogSection,
} from "../components/catalog-sections.tsx";
import { LocationsSection } from "../components/locations-section.tsx";
import { ManufacturersSection } from "../components/manufacturers-section.tsx";
import { ModelsSection } from "../components/models-section.tsx";
import { StatusLabelsSection } from "../components/status-labels-section.tsx";

/**
 * `/workspace/catalog`: locations, models, manufacturers and status labels. Everyone reads;
 * technicians and up change the first three, admins the status labels (as the API allows).
 */
export default function CatalogPage() {
  const { t } = useTranslation();
  const section = useCatalogSection();
  return (
    <WorkspaceGate
      title={t("register.nav.catalog")}
      description={t("register.catalog.meta.description")}
    >
      {({ me, readOnly, canEdit }) => (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("register.catalog.title")}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("register.catalog.lead")}</p>
          <CatalogSectionNav current={section} />
          <div className="mt-8">
            <Section
              section={section}
              canEdit={canEdit}
              canAdmin={me.capabilities.manage_members && !readOnly}
            />
          </div>
        </>
      )}
    </WorkspaceGate>
  );
}

function Section(props: { section: CatalogSection; canEdit: boolean; canAdmin: boolean }) {
  switch (props.section) {
    case "locations":
      return <LocationsSection canEdit={props.canEdit} />;
    case "models":
      return <ModelsSection canEdit={props.canEdit} />;
    case "manufacturers":
      return <ManufacturersSection canEdit={props.canEdit} />;
    case "status-labels":
      return <StatusLabelsSection canAdmin={props.canAdmin} />;
  }
}
