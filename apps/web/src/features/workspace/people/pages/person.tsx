import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { PersonProfile } from "../components/person-profile.tsx";

/** `/workspace/people/:id`: one person, what they hold and what happened to their record. */
export default function PersonPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const meta = (
    <PageMeta
      title={t("register.people.meta.personTitle")}
      description={t("register.people.meta.personDescription")}
    />
  );
  return (
    <WorkspaceGate meta={meta}>
      {({ canEdit }) => (
        // key: another person's page starts with its own dialog state.
        <PersonProfile key={id} personId={id} canEdit={canEdit} />
      )}
    </WorkspaceGate>
  );
}
