import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { PersonProfile } from "../components/person-profile.tsx";

/** `/workspace/people/:id`: one person, what they hold and what happened to their record. */
export default function PersonPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <WorkspaceGate
      title={t("register.nav.people")}
      description={t("register.people.meta.personDescription")}
    >
      {({ canEdit }) => (
        // key: another person's page starts with its own dialog state.
        <PersonProfile key={id} personId={id} canEdit={canEdit} />
      )}
    </WorkspaceGate>
  );
}
